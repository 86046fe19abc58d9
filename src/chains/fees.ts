import { Eip1559FeesNotSupportedError, type Chain, type Client, type Transport } from 'viem'
import { getBlock } from 'viem/actions'
import { feesFromBaseFee } from '../wallet/actions/fees.ts'

// The fee rule itself lives in the wallet module (it applies it to every send); chains reuse it.
export { feesFromBaseFee }

export interface Eip1559Fees {
  readonly maxFeePerGas: bigint
  readonly maxPriorityFeePerGas: bigint
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
