import { describe, expect, it } from 'vitest'
import * as chains from './index'

describe('src/chains public API', () => {
  it('exports exactly these names (an API change shows up here in review)', () => {
    expect(Object.keys(chains).sort()).toEqual([
      'CACHE_SETTINGS',
      'ChainConfigError',
      'ENS_CACHE_MS',
      'FEE_SETTINGS',
      'LOCAL_CHAIN_ID',
      'MULTICALL3_ADDRESS',
      'RPC_SETTINGS',
      'chainMeta',
      'chainTransport',
      'contractsFor',
      'createChainClient',
      'createClientRegistry',
      'createReadCache',
      'ensAvatarKey',
      'ensNameKey',
      'estimateFees',
      'feesFromBaseFee',
      'getEnsClient',
      'getPublicClient',
      'httpTransport',
      'knownChainIds',
      'lazySocketTransport',
      'localChain',
      'lookupEnsAvatar',
      'lookupEnsName',
      'readCache',
      'readEnsAvatar',
      'readEnsName',
      'rpcUrlFor',
      'selectChains',
    ])
  })
})
