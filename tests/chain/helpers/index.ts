export { revertOf } from './reverts'
export type { DecodedRevert } from './reverts'
export { withChain } from './withChain'
export type { ChainContext, WithChainOptions } from './withChain'
