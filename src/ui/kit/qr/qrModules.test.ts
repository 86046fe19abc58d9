import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrModules } from './qrModules.ts'

const uri =
  'wc:7f6e504bfad60b485450578e05678441fa7a8ef5e5a7d9a2f4e5d6c7b8a9f0e1@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('qrModules', () => {
  it('covers exactly the dark modules of the qrcode matrix', () => {
    const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' })
    const drawn = new Uint8Array(modules.size * modules.size)
    const result = qrModules(uri)
    for (const run of result.runs) {
      for (let x = run.x; x < run.x + run.width; x++) drawn[run.y * modules.size + x] = 1
    }
    expect(result.size).toBe(modules.size)
    expect(Array.from(drawn)).toEqual(Array.from(modules.data))
  })

  it('merges neighbours into runs (fewer rects than dark modules)', () => {
    const result = qrModules(uri)
    const dark = result.runs.reduce((sum, run) => sum + run.width, 0)
    expect(result.runs.length).toBeLessThan(dark)
  })

  it('rejects empty text with the library error', () => {
    expect(() => qrModules('')).toThrow()
  })
})
