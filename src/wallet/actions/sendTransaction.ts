/**
 * eth_sendTransaction with the configured fee rule (default `feesFromBaseFee`: priority 1.5 gwei,
 * max fee = 120% of the latest base fee + priority). Gas and nonce are left to the wallet unless given.
 * A malformed `to` is refused before the wallet is asked.
 * Loaded on the first send (viem's transaction formatting stays out of the first page load).
 */
import { formatTransactionRequest, hexToBigInt, isHex, type Address, type Hex } from 'viem'
import { assertRecipient } from './recipient.ts'
import { feesFromBaseFee, type FeeRule } from './fees.ts'
import { InvalidWalletResponseError } from '../errors/rpcErrors.ts'
import type { RequestArguments } from '../types.ts'
import type { SendTransactionParameters } from '../store/walletApi.ts'

export async function sendTransaction(
  request: (args: RequestArguments) => Promise<unknown>,
  from: Address,
  transaction: SendTransactionParameters,
  feeRule: FeeRule = feesFromBaseFee,
): Promise<Hex> {
  const { chainId: _chainId, ...fields } = transaction
  assertRecipient(fields.to)
  const fees = fields.maxFeePerGas === undefined ? await latestFees(request, feeRule) : {}
  const formatted = formatTransactionRequest({ ...fees, ...fields, from })
  const hash = await request({ method: 'eth_sendTransaction', params: [formatted] })
  if (typeof hash !== 'string' || !isHex(hash) || hash.length !== 66) {
    throw new InvalidWalletResponseError('eth_sendTransaction', { details: `not a transaction hash: ${String(hash)}` })
  }
  return hash
}

/** Fees from the latest block; a chain without EIP-1559 base fee leaves fees to the wallet. */
export async function latestFees(
  request: (args: RequestArguments) => Promise<unknown>,
  feeRule: FeeRule,
): Promise<{ maxFeePerGas?: bigint; maxPriorityFeePerGas?: bigint }> {
  const block = await request({ method: 'eth_getBlockByNumber', params: ['latest', false] })
  const baseFee =
    typeof block === 'object' && block !== null && 'baseFeePerGas' in block ? block.baseFeePerGas : undefined
  return typeof baseFee === 'string' && isHex(baseFee) ? feeRule(hexToBigInt(baseFee)) : {}
}
