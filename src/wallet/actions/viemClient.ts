/**
 * viem clients over the module's request path, so viem's own actions (signing, wallet client)
 * are logged and mapped like every other call. No retries: wallet prompts must not repeat.
 */
import { createClient, createWalletClient, custom, type Address, type Chain, type Client, type WalletClient } from 'viem'
import type { RequestArguments } from '../types.ts'

type Request = (args: RequestArguments) => Promise<unknown>

function transport(request: Request) {
  return custom({ request: (args: RequestArguments) => request(args) }, { retryCount: 0 })
}

/** A bare client for viem's tree-shakable actions (signMessage, signTypedData). */
export function actionClient(request: Request, account: Address, chain: Chain | undefined): Client {
  return createClient({ account, chain, transport: transport(request) })
}

export function walletClientFor(request: Request, account: Address, chain: Chain | undefined): WalletClient {
  return createWalletClient({ account, chain, transport: transport(request) })
}
