import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Wallet } from '../../wallet/index.ts'
import { createTestWallet, disposeTestWallet, renderWithWallet } from '../test/renderWithWallet'
import { FeeOverRewardLine } from './FeeOverRewardLine'
import type { FeeEstimate } from './useNetworkFee'

const PRICE = 10n ** 14n // 0.0001 ETH per STK
const feeOf = (wei: bigint, symbol = 'ETH'): FeeEstimate => ({ status: 'ready', fee: { wei, symbol, chainId: 31337 } })

let wallet: Wallet | undefined

afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
})

function show(estimate: FeeEstimate, reward: bigint, stkPriceWei: bigint | undefined) {
  wallet = createTestWallet().wallet
  renderWithWallet(<FeeOverRewardLine estimate={estimate} reward={reward} />, wallet, '/stake', undefined, {
    stkPriceWei,
  })
  return screen.queryByTestId('claim-fee-over-reward')
}

describe('FeeOverRewardLine', () => {
  it('says in words when the fee is worth more than the reward, with the price it assumed', () => {
    // 0.00016 ETH at 0.0001 ETH per STK: 1.6 STK, against 0.0002 STK of reward.
    const line = show(feeOf(16n * 10n ** 13n), 2n * 10n ** 14n, PRICE)
    expect(line?.textContent).toBe(
      'The network fee is worth more than this reward: about 1.6 STK at 0.0001 ETH per STK. You can still claim.',
    )
  })

  it('says nothing when the reward is worth more than the fee', () => {
    expect(show(feeOf(16n * 10n ** 13n), 2n * 10n ** 18n, PRICE)).toBeNull()
  })

  it('says nothing without a configured price, for a fee in another coin, or before the fee is known', () => {
    expect(show(feeOf(16n * 10n ** 13n), 1n, undefined)).toBeNull()
    cleanup()
    disposeTestWallet(wallet)
    expect(show(feeOf(16n * 10n ** 13n, 'POL'), 1n, PRICE)).toBeNull()
    cleanup()
    disposeTestWallet(wallet)
    expect(show({ status: 'estimating' }, 1n, PRICE)).toBeNull()
  })
})
