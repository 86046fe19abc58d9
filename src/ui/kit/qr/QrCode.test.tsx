import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode } from './QrCode.tsx'
import { qrModules } from './qrModules.ts'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00ff'

afterEach(cleanup)

describe('QrCode', () => {
  it('draws one rect per run inside a quiet zone, at the asked size', () => {
    const { getByTestId } = render(<QrCode uri={uri} size={200} />)
    const svg = getByTestId('qr-code')
    const { size, runs } = qrModules(uri)
    expect(svg.getAttribute('width')).toBe('200')
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${size + 8} ${size + 8}`)
    expect(svg.querySelectorAll('g rect')).toHaveLength(runs.length)
    expect(svg.querySelector('image')).toBeNull()
  })

  it('puts the wallet logo in the centre when given', () => {
    const { getByTestId } = render(<QrCode uri={uri} logoUrl="data:image/svg+xml,<svg/>" />)
    expect(getByTestId('qr-code').querySelector('image')?.getAttribute('href')).toBe('data:image/svg+xml,<svg/>')
  })
})
