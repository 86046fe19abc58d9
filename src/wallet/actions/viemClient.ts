/**
 * viem clients over the module's request path, so viem's own actions (signing, wallet client)
 * are logged and mapped like every other call. No retries: wallet prompts must not repeat.
 */
import { createClient, custom, type Address, type Chain, type Client } from 'viem'
import type { RequestArguments } from '../types.ts'

export type Request = (args: RequestArguments) => Promise<unknown>

export function requestTransport(request: Request) {
  return custom({ request: (args: RequestArguments) => request(args) }, { retryCount: 0 })
}

/** A bare client for viem's tree-shakable actions (signMessage, signTypedData). */
export function actionClient(request: Request, account: Address, chain: Chain | undefined): Client {
  return createClient({ account, chain, transport: requestTransport(request) })
}
