/**
 * The network fee of a write before the wallet is asked: gas from the node for the exact calls the write
 * will send, times the max fee per gas the wallet module will offer (the chain's fee rule: 120% of the base
 * fee + 1.5 gwei priority, through viem's estimateFeesPerGas). An upper estimate: the fee paid is the base
 * fee of the block that includes it plus the priority, never more than this max.
 */
import { estimateContractGas, estimateFeesPerGas, simulateCalls } from 'viem/actions'
import { isInstance } from '../../chains/index.ts'
import type { AppContext } from '../context.ts'
import { contractRevertError, decodeRevertData, findContractRevert } from '../contractErrors.ts'
import { ActionFailedError, ContractRevertError, shortMessageOf } from '../errors.ts'
import type { AppContracts } from '../state.ts'
import { requireWriteTarget, type WriteTarget } from '../target.ts'
import type { ContractCall } from '../write/writeCalls.ts'

export interface NetworkFee {
  /** Fee in wei of the chain's native coin. */
  readonly wei: bigint
  /** The native coin's symbol ('ETH', 'POL'). */
  readonly symbol: string
  readonly chainId: number
}

const COULD_NOT_ESTIMATE = 'Could not estimate the network fee.'

/** Gas of the calls in order: one call by eth_estimateGas, several by eth_simulateV1 (each sees the one before). */
async function gasOf(target: WriteTarget, calls: readonly ContractCall[]): Promise<bigint> {
  const [only] = calls
  if (calls.length === 1 && only) {
    return estimateContractGas(target.client, { account: target.account, ...withValue(only) })
  }
  const { results } = await simulateCalls(target.client, {
    account: target.account,
    calls: calls.map((call) => ({ to: call.address, ...withValue(call) })),
  })
  let total = 0n
  for (const result of results) {
    // A failed call reverted, with data no app ABI knows or none at all: still a revert, not a node failure.
    if (result.status !== 'success') {
      const revert = decodeRevertData(result.data) ?? { errorName: 'Unknown', args: [] }
      throw contractRevertError(revert, { cause: result.error })
    }
    total += result.gasUsed
  }
  return total
}

function withValue(call: ContractCall) {
  const { address, abi, functionName, args, value } = call
  return { address, abi, functionName, args, ...(value !== undefined ? { value } : {}) }
}

/** The calls of one write on the chain the wallet is on, from the builders the write sends (write/writeCalls.ts). */
export type FeeCalls = (contracts: AppContracts) => readonly ContractCall[]

/**
 * Estimates the fee of sending the calls from the connected account: PreflightError when no write is
 * possible (not connected, wrong network), ContractRevertError when a call would revert (the contract's error in
 * words: the write would fail, so it is not offered), ActionFailedError when the node cannot estimate.
 */
export async function estimateNetworkFee(context: AppContext, callsOf: FeeCalls): Promise<NetworkFee> {
  const target = requireWriteTarget(context)
  try {
    const [gas, fees] = await Promise.all([gasOf(target, callsOf(target.contracts)), estimateFeesPerGas(target.client)])
    const perGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
    return { wei: gas * perGas, symbol: target.client.chain.nativeCurrency.symbol, chainId: target.chainId }
  } catch (error) {
    if (isInstance(error, ContractRevertError)) throw error
    const revert = findContractRevert(error)
    if (revert) throw contractRevertError(revert, { cause: error })
    throw new ActionFailedError('fee-estimate-failed', shortMessageOf(error, COULD_NOT_ESTIMATE), { cause: error })
  }
}
