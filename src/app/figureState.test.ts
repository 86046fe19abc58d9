import { describe, expect, it } from 'vitest'
import { figureState } from './figureState.ts'

describe('figureState', () => {
  it('is loading until the first read, whatever the initial value is', () => {
    expect(figureState(false, undefined)).toBe('loading')
  })

  it("is unavailable ('—') when the first read failed: no value to fall back on", () => {
    expect(figureState(false, 'Could not read total locked from the chain.')).toBe('unavailable')
  })

  it('is fresh after a good read and stale when a later read fails', () => {
    expect(figureState(true, undefined)).toBe('fresh')
    expect(figureState(true, 'Could not read total locked from the chain.')).toBe('stale')
  })
})
