import { Eip1559FeesNotSupportedError, type Chain, type Client, type Transport } from 'viem'
import { getBlock } from 'viem/actions'
import { FEE_SETTINGS } from './rpcSettings'

export interface Eip1559Fees {
  readonly maxFeePerGas: bigint
  readonly maxPriorityFeePerGas: bigint
}

// 120% as an exact integer ratio, so the result is the same on every chain and in tests.
const BASE_FEE_NUMERATOR = 12n
const BASE_FEE_DENOMINATOR = 10n

/** Spec fees for a known base fee: max fee = 120% of base fee (rounded down) + 1.5 gwei priority. */
export function feesFromBaseFee(baseFeePerGas: bigint): Eip1559Fees {
  const maxPriorityFeePerGas = FEE_SETTINGS.maxPriorityFeePerGas
  const maxFeePerGas = (baseFeePerGas * BASE_FEE_NUMERATOR) / BASE_FEE_DENOMINATOR + maxPriorityFeePerGas
  return { maxFeePerGas, maxPriorityFeePerGas }
}

/**
 * EIP-1559 fees by the spec from the latest block's base fee. Throws viem's
 * `Eip1559FeesNotSupportedError` on a chain whose blocks carry no base fee.
 */
export async function estimateFees(client: Client<Transport, Chain | undefined>): Promise<Eip1559Fees> {
  const block = await getBlock(client, { blockTag: 'latest' })
  if (typeof block.baseFeePerGas !== 'bigint') throw new Eip1559FeesNotSupportedError()
  return feesFromBaseFee(block.baseFeePerGas)
}
