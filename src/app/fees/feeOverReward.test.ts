import { describe, expect, it } from 'vitest'
import { feeOverReward } from './feeOverReward.ts'

const STK = 10n ** 18n
const ETH = 10n ** 18n

describe('feeOverReward', () => {
  it('a fee worth more than the reward gives its worth in STK', () => {
    // 0.00016 ETH at 0.0001 ETH per STK is 1.6 STK, against a reward of 0.0001 STK.
    expect(feeOverReward(16n * 10n ** 13n, STK / 10_000n, ETH / 10_000n)).toBe((16n * STK) / 10n)
  })

  it('a fee worth exactly the reward, or less, says nothing', () => {
    expect(feeOverReward(ETH / 10n, STK, ETH / 10n)).toBeUndefined()
    expect(feeOverReward(ETH / 10n - 1n, STK, ETH / 10n)).toBeUndefined()
  })

  it('one wei more than the reward is worth is over it', () => {
    // 1 wei of ETH at 0.1 ETH per STK is 10 wei of STK.
    expect(feeOverReward(ETH / 10n + 1n, STK, ETH / 10n)).toBe(STK + 10n)
  })

  it('rounds the fee’s worth up, so it never reads as less than the fee', () => {
    // 1 wei at 3 wei per STK: a third of an STK, shown as 333…334 wei of STK.
    expect(feeOverReward(1n, 0n, 3n)).toBe(STK / 3n + 1n)
  })

  it('keeps every digit of amounts past a double’s precision', () => {
    const reward = 123_456_789_012_345_678_901n
    const price = 7n
    // fee × 1 STK = reward × price + 1: over by the smallest step a float could not see.
    const fee = (reward * price) / STK + 1n
    expect(feeOverReward(fee, reward, price)).toBeDefined()
    expect(feeOverReward((reward * price) / STK, reward, price)).toBeUndefined()
  })

  it('with nothing to claim any fee is over it; without a price nothing is compared', () => {
    expect(feeOverReward(1n, 0n, ETH)).toBe(1n)
    expect(feeOverReward(ETH, 0n, 0n)).toBeUndefined()
    expect(feeOverReward(ETH, 0n, -1n)).toBeUndefined()
  })
})
