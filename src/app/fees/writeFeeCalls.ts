/**
 * The calls each write sends (src/app/actions), for estimating their fee before the click. A stake that
 * needs an allowance is estimated as approve then stake, whichever way the wallet takes: a permit costs
 * about what an approval does, and a batch runs the same two calls.
 */
import { collectionAbi, stakeTokenAbi, stakingAbi } from '../abi/index.ts'
import type { AppContracts } from '../state.ts'
import type { FeeCall } from './estimateNetworkFee.ts'

export function stakeFeeCalls(
  contracts: AppContracts,
  amount: bigint,
  lockPeriod: number,
  needsApproval: boolean,
): FeeCall[] {
  const stake = { address: contracts.staking, abi: stakingAbi, functionName: 'stake', args: [amount, lockPeriod] }
  if (!needsApproval) return [stake]
  const approve = {
    address: contracts.stakeToken,
    abi: stakeTokenAbi,
    functionName: 'approve',
    args: [contracts.staking, amount],
  }
  return [approve, stake]
}

export function claimFeeCalls(contracts: AppContracts): FeeCall[] {
  return [{ address: contracts.staking, abi: stakingAbi, functionName: 'claim', args: [] }]
}

export function withdrawFeeCalls(contracts: AppContracts, stakeId: bigint): FeeCall[] {
  return [{ address: contracts.staking, abi: stakingAbi, functionName: 'withdraw', args: [stakeId] }]
}

export function mintFeeCalls(contracts: AppContracts, quantity: bigint, cost: bigint): FeeCall[] {
  return [{ address: contracts.collection, abi: collectionAbi, functionName: 'mint', args: [quantity], value: cost }]
}
