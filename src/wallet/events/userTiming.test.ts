import { afterEach, describe, expect, it, vi } from 'vitest'
import { markTiming, measureSince, timingNow } from './userTiming.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  performance.clearMarks()
  performance.clearMeasures()
})

describe('userTiming', () => {
  it('marks moments and measures spans on the User Timing clock', () => {
    markTiming('wallet:test')
    const start = timingNow()
    measureSince('wallet:request test', start)
    expect(performance.getEntriesByName('wallet:test', 'mark')).toHaveLength(1)
    const [measure] = performance.getEntriesByName('wallet:request test', 'measure')
    expect(measure?.startTime).toBe(start)
  })

  it('does nothing without User Timing', () => {
    vi.stubGlobal('performance', undefined)
    expect(timingNow()).toBeUndefined()
    expect(() => markTiming('wallet:test')).not.toThrow()
    expect(() => measureSince('wallet:test', undefined)).not.toThrow()
    vi.stubGlobal('performance', {})
    expect(timingNow()).toBeUndefined()
    expect(() => markTiming('wallet:test')).not.toThrow()
    expect(() => measureSince('wallet:test', 0)).not.toThrow()
  })
})
