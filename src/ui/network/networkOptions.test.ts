import { arbitrum, foundry, optimism, polygon, zora } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { NO_CONTRACTS_REASON, networkOptions } from './networkOptions'

const contracts = { stakeToken: '0x1', staking: '0x2', collection: '0x3' }

describe('networkOptions', () => {
  it('puts chains with contracts first, in configured order, and gives the others the reason', () => {
    const options = networkOptions([polygon, foundry, optimism, arbitrum, zora], {
      [foundry.id]: contracts,
      [arbitrum.id]: contracts,
    })
    expect(options.map((option) => option.chain.id)).toEqual([
      foundry.id,
      arbitrum.id,
      polygon.id,
      optimism.id,
      zora.id,
    ])
    expect(options.map((option) => option.unavailableReason)).toEqual([
      undefined,
      undefined,
      NO_CONTRACTS_REASON,
      NO_CONTRACTS_REASON,
      NO_CONTRACTS_REASON,
    ])
    expect(NO_CONTRACTS_REASON).toBe('No StakeMint contracts on this network')
  })

  it('keeps the configured order when every chain or none has contracts', () => {
    const chains = [polygon, optimism]
    expect(networkOptions(chains, {}).map((option) => option.chain.id)).toEqual([polygon.id, optimism.id])
    const all = { [polygon.id]: contracts, [optimism.id]: contracts }
    expect(networkOptions(chains, all).every((option) => option.unavailableReason === undefined)).toBe(true)
  })
})
