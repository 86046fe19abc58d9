/**
 * A full viem WalletClient over the module's request path, bound to the connected account and chain.
 * Loaded on demand (`wallet.getWalletClient()` imports this file): viem's wallet decorator brings every
 * wallet action, which the first page load does not need. viem sends a JSON-RPC account's transaction
 * as given, so the transport applies the fee rule to an eth_sendTransaction that names no fees (the
 * same rule as `wallet.sendTransaction`).
 */
import { createWalletClient, numberToHex, type Address, type Chain, type WalletClient } from 'viem'
import { feesFromBaseFee, type FeeRule } from './fees.ts'
import { latestFees } from './sendTransaction.ts'
import { requestTransport, type Request } from './viemClient.ts'

export function walletClientFor(
  request: Request,
  account: Address,
  chain: Chain | undefined,
  feeRule: FeeRule = feesFromBaseFee,
): WalletClient {
  return createWalletClient({ account, chain, transport: requestTransport(withFeeRule(request, feeRule)) })
}

const SEND_METHODS: ReadonlySet<string> = new Set(['eth_sendTransaction', 'wallet_sendTransaction'])

/** Adds the fee rule's fees to a transaction sent without maxFeePerGas or gasPrice. */
export function withFeeRule(request: Request, feeRule: FeeRule): Request {
  return async (args) => {
    const [transaction, ...rest] = Array.isArray(args.params) ? (args.params as unknown[]) : []
    if (!SEND_METHODS.has(args.method) || typeof transaction !== 'object' || transaction === null) return request(args)
    const given = transaction as Record<string, unknown>
    if (given.maxFeePerGas !== undefined || given.gasPrice !== undefined) return request(args)
    const fees = await latestFees(request, feeRule)
    const hexFees = Object.fromEntries(
      Object.entries(fees).flatMap(([key, value]) => (typeof value === 'bigint' ? [[key, numberToHex(value)]] : [])),
    )
    return request({ ...args, params: [{ ...given, ...hexFees }, ...rest] })
  }
}
