/**
 * The calls each write sends, built once: the write path sends them (src/app/actions) and the fee
 * estimate before the click (src/app/fees) asks the node for their gas. A stake that needs an allowance
 * is approve then stake, sent as one batch or one after the other; with a permit, stakeWithPermit.
 */
import { parseSignature, type Abi, type Address, type Hex } from 'viem'
import { collectionAbi, stakeTokenAbi, stakingAbi } from '../abi/index.ts'
import { STK_SYMBOL, formatLockPeriod, formatTokenAmount } from '../format.ts'
import type { AppContracts } from '../state.ts'

/** One contract call of a write. */
export interface ContractCall {
  readonly address: Address
  readonly abi: Abi
  readonly functionName: string
  readonly args: readonly unknown[]
  readonly value?: bigint | undefined
}

/** A call as the write path sends it: with the line the transaction history shows for it. */
export interface ContractWrite extends ContractCall {
  /** e.g. "Stake 100 STK for 30 days". */
  readonly description: string
}

export interface StakeRequest {
  readonly amount: bigint
  readonly lockPeriod: number
}

/** An ERC-2612 permit the owner signed for a stake. */
export interface SignedPermit {
  readonly signature: Hex
  readonly deadline: bigint
}

const stkLabel = (amount: bigint): string => `${formatTokenAmount(amount)} ${STK_SYMBOL}`

/** 'Stake 100 STK for 30 days': the stake's title and its transaction's line. */
export const stakeDescription = ({ amount, lockPeriod }: StakeRequest): string =>
  `Stake ${stkLabel(amount)} for ${formatLockPeriod(lockPeriod)}`

/** The stake, after an approval of exactly its amount when the allowance is short. */
export function stakeCalls(contracts: AppContracts, request: StakeRequest, needsApproval: boolean): ContractWrite[] {
  const stake = {
    address: contracts.staking,
    abi: stakingAbi,
    functionName: 'stake',
    args: [request.amount, request.lockPeriod],
    description: stakeDescription(request),
  }
  if (!needsApproval) return [stake]
  const approve = {
    address: contracts.stakeToken,
    abi: stakeTokenAbi,
    functionName: 'approve',
    args: [contracts.staking, request.amount],
    description: `Approve ${stkLabel(request.amount)} for staking`,
  }
  return [approve, stake]
}

/** The stake that spends a signed permit instead of an allowance. */
export function stakeWithPermitCall(
  contracts: AppContracts,
  request: StakeRequest,
  { signature, deadline }: SignedPermit,
): ContractWrite {
  const { r, s, v, yParity } = parseSignature(signature)
  return {
    address: contracts.staking,
    abi: stakingAbi,
    functionName: 'stakeWithPermit',
    args: [request.amount, request.lockPeriod, deadline, Number(v ?? BigInt(yParity + 27)), r, s],
    description: stakeDescription(request),
  }
}

/** Claims every accrued reward; `reward` only names it ('Claim 1.5 STK staking rewards'). */
export function claimCall(contracts: AppContracts, reward: bigint): ContractWrite {
  const description = `Claim ${stkLabel(reward)} staking rewards`
  return { address: contracts.staking, abi: stakingAbi, functionName: 'claim', args: [], description }
}

/** Withdraws a stake; `payout` only names it ('Withdraw stake #1: 100 STK + 2.5 STK reward'). */
export function withdrawCall(
  contracts: AppContracts,
  stakeId: bigint,
  payout?: { readonly principal: bigint; readonly reward: bigint },
): ContractWrite {
  const amounts = payout ? `: ${stkLabel(payout.principal)} + ${stkLabel(payout.reward)} reward` : ''
  const description = `Withdraw stake #${stakeId}${amounts}`
  return { address: contracts.staking, abi: stakingAbi, functionName: 'withdraw', args: [stakeId], description }
}

export function mintCall(contracts: AppContracts, quantity: bigint, cost: bigint): ContractWrite {
  return {
    address: contracts.collection,
    abi: collectionAbi,
    functionName: 'mint',
    args: [quantity],
    value: cost,
    description: `Mint ${quantity} ${quantity === 1n ? 'token' : 'tokens'}`,
  }
}
