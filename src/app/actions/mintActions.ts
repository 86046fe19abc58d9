/** Minting write: quantity and cost checked against the limits and the balance before the wallet is asked. */
import type { AppContext } from '../context.ts'
import { PreflightError } from '../errors.ts'
import { appState } from '../state.ts'
import { checkMintCost, validateQuantity } from '../validation.ts'
import { runContractWrite } from '../write/runWrite.ts'
import { mintCall } from '../write/writeCalls.ts'

export const MINT_BUSY_KEY = 'mint'

/** Mints `quantity` tokens to the connected account for price × quantity. */
export async function mintTokens(context: AppContext, quantity: bigint, nativeSymbol: string): Promise<void> {
  await runContractWrite(context, MINT_BUSY_KEY, (target) => {
    const stats = appState.reads.collection
    if (!stats) throw new PreflightError('invalid-input', 'The collection is still loading.')
    const checked = validateQuantity(String(quantity), {
      walletRemaining: stats.maxPerWallet - appState.reads.mintedByUser,
      supplyRemaining: stats.maxSupply - stats.totalSupply,
    })
    if (!checked.ok) throw new PreflightError('invalid-input', checked.message)
    const cost = checkMintCost(quantity, {
      price: stats.price,
      nativeBalance: appState.reads.nativeBalance,
      symbol: nativeSymbol,
    })
    if (!cost.ok) throw new PreflightError('insufficient-funds', cost.message)
    return mintCall(target.contracts, quantity, cost.value)
  })
}
