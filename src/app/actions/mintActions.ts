/** Minting write: quantity and cost checked against the limits and the balance before the wallet is asked. */
import { collectionAbi } from '../abi'
import { runExclusive } from '../busy'
import { PreflightError } from '../errors'
import { appState } from '../state'
import { requireWriteTarget } from '../target'
import { checkMintCost, validateQuantity } from '../validation'
import { sendContractWrite, type WriteHooks } from '../write/sendContractWrite'

export const MINT_BUSY_KEY = 'mint'

/** Mints `quantity` tokens to the connected account for price × quantity. */
export function mintTokens(quantity: bigint, nativeSymbol: string, hooks: WriteHooks = {}): Promise<void> {
  return runExclusive(MINT_BUSY_KEY, async () => {
    const { contracts } = requireWriteTarget()
    const stats = appState.reads.collection
    if (!stats) throw new PreflightError('invalid-input', 'The collection is still loading.')
    const checked = validateQuantity(String(quantity), {
      walletRemaining: stats.maxPerWallet - appState.reads.mintedByUser,
      supplyRemaining: stats.maxSupply - stats.totalSupply,
    })
    if (!checked.ok) throw new PreflightError('invalid-input', checked.message)
    const cost = checkMintCost(quantity, { price: stats.price, nativeBalance: appState.reads.nativeBalance, symbol: nativeSymbol })
    if (!cost.ok) throw new PreflightError('insufficient-funds', cost.message)
    await sendContractWrite(
      {
        address: contracts.collection,
        abi: collectionAbi,
        functionName: 'mint',
        args: [quantity],
        value: cost.value,
        description: `Mint ${quantity} ${quantity === 1n ? 'token' : 'tokens'}`,
      },
      hooks,
    )
  })
}
