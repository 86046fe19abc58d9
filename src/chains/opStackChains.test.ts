import { describe, expect, it } from 'vitest'
import { optimism, zora } from 'viem/chains'
import { optimismData, zoraData } from './opStackChains.ts'

describe('OP-stack chain data', () => {
  it.each([
    [optimismData, optimism],
    [zoraData, zora],
  ])('$name matches viem/chains', (ours, viems) => {
    const { id, name, nativeCurrency, rpcUrls, blockExplorers, sourceId, blockTime } = viems
    expect(ours).toEqual({
      id,
      name,
      nativeCurrency,
      rpcUrls,
      blockExplorers,
      sourceId,
      blockTime,
      contracts: { multicall3: viems.contracts.multicall3 },
    })
  })
})
