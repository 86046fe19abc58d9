/**
 * waitForTransactionReceipt over the configured chains' read transports (never the wallet): one bare
 * viem client per chain with the one action it needs (a public client would bring every public action),
 * made on first use. In its own chunk, loaded by the first call.
 */
import {
  createClient,
  http,
  WaitForTransactionReceiptTimeoutError,
  type Chain,
  type Client,
  type Hash,
  type TransactionReceipt,
  type Transport,
} from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { ReceiptTimeoutError } from '../errors/configErrors.ts'

export type ReceiptReader = (args: {
  hash: Hash
  chain: Chain
  confirmations: number
  timeoutMs: number
}) => Promise<TransactionReceipt>

export function createReceiptReader(transports: Readonly<Record<number, Transport>>): ReceiptReader {
  const clients = new Map<number, Client<Transport, Chain>>()
  const clientFor = (chain: Chain): Client<Transport, Chain> => {
    let client = clients.get(chain.id)
    if (!client) client = createClient({ chain, transport: transports[chain.id] ?? http() })
    clients.set(chain.id, client)
    return client
  }
  return async ({ hash, chain, confirmations, timeoutMs }) => {
    try {
      return await waitForTransactionReceipt(clientFor(chain), { hash, confirmations, timeout: timeoutMs })
    } catch (error) {
      if (error instanceof WaitForTransactionReceiptTimeoutError)
        throw new ReceiptTimeoutError(hash, timeoutMs, { cause: error })
      throw error
    }
  }
}
