import { describe, expect, it } from 'vitest'
import * as chains from './index.ts'

describe('src/chains public API', () => {
  it('exports exactly these names (an API change shows up here in review)', () => {
    expect(Object.keys(chains).sort()).toEqual([
      'CACHE_SETTINGS',
      'ChainConfigError',
      'LOCAL_CHAIN_ID',
      'MULTICALL3_ADDRESS',
      'RPC_SETTINGS',
      'RpcRequestError',
      'chainMeta',
      'chainTableIds',
      'createBlockFeed',
      'createChainClient',
      'createClientRegistry',
      'createReadCache',
      'createRpcBatcher',
      'displayText',
      'documentVisibility',
      'ensClientFor',
      'errorChain',
      'hasProtocol',
      'isInstance',
      'localChain',
      'lookupEnsAvatar',
      'lookupEnsName',
      'parseAddress',
      'parseContracts',
      'parseUrlMap',
      'readField',
      'readOr',
      'rpcUrlFor',
      'selectChains',
    ])
  })
})
