import type { Chain } from 'viem'
import { LOCAL_CHAIN_ID, localChain as appLocalChain } from '../../src/chains/index.ts'

/** The app's local chain at `rpcUrl` (Multicall3 included), under another id for a second anvil (e.g. 137). */
export function localChain(rpcUrl: string, chainId: number = LOCAL_CHAIN_ID): Chain {
  return { ...appLocalChain(rpcUrl), id: chainId }
}
