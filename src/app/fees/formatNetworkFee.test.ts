import { describe, expect, it } from 'vitest'
import { formatNetworkFee } from './formatNetworkFee.ts'

describe('formatNetworkFee', () => {
  it.each([
    [0n, '0'],
    [26_512_345_678_901n, '0.000027'],
    [26_000_000_000_000n, '0.000026'],
    [1n, '0.000000000000000001'],
    [99n, '0.000000000000000099'],
    [101n, '0.00000000000000011'],
    [1_234_000_000_000_000_000n, '1.3'],
    [10n ** 18n, '1'],
  ])('%s wei → %s', (wei, text) => {
    expect(formatNetworkFee(wei)).toBe(text)
  })
})
