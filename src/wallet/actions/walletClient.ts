/**
 * A full viem WalletClient over the module's request path. Loaded on demand (`wallet.walletClient()`
 * imports this file): viem's wallet decorator brings every wallet action, which the first page
 * load does not need.
 */
import { createWalletClient, type Address, type Chain, type WalletClient } from 'viem'
import { requestTransport, type Request } from './viemClient.ts'

export function walletClientFor(request: Request, account: Address, chain: Chain | undefined): WalletClient {
  return createWalletClient({ account, chain, transport: requestTransport(request) })
}
