/**
 * Staking writes: approve-then-stake as one guided flow (approve skipped when the allowance
 * suffices), claim, withdraw. Each is guarded by a busy flag and checked before the wallet is asked;
 * its progress is kept in the flow store (src/app/flows/flowState.ts) under its busy key.
 */
import { parseEventLogs } from 'viem'
import { stakeTokenAbi, stakingAbi } from '../abi/index.ts'
import { runExclusive } from '../busy.ts'
import type { AppContext } from '../context.ts'
import { PreflightError } from '../errors.ts'
import { startFlow, trackFlow } from '../flows/startFlow.ts'
import { STK_SYMBOL, formatLockPeriod, formatTokenAmount } from '../format.ts'
import { appState } from '../state.ts'
import { requireWriteTarget } from '../target.ts'
import { sendContractWrite, type WriteHooks } from '../write/sendContractWrite.ts'
import { flowHooks, sendTrackedWrite } from './trackedWrite.ts'

export interface StakeRequest {
  readonly amount: bigint
  readonly lockPeriod: number
}

export const STAKE_BUSY_KEY = 'stake'
export const CLAIM_BUSY_KEY = 'claim'
export const withdrawBusyKey = (stakeId: bigint): string => `withdraw:${stakeId}`

/** Approves exactly the missing amount when needed, then stakes. */
export function approveAndStake(context: AppContext, request: StakeRequest, hooks: WriteHooks = {}): Promise<void> {
  return runExclusive(STAKE_BUSY_KEY, async () => {
    const { contracts } = requireWriteTarget(context)
    if (request.amount <= 0n) throw new PreflightError('invalid-input', 'Amount must be greater than 0.')
    if (request.amount > appState.reads.tokenBalance) {
      throw new PreflightError('insufficient-funds', `Amount is above your ${STK_SYMBOL} balance.`)
    }
    const label = `${formatTokenAmount(request.amount)} ${STK_SYMBOL}`
    const description = `Stake ${label} for ${formatLockPeriod(request.lockPeriod)}`
    const needsApproval = appState.reads.allowance < request.amount
    const flow = startFlow(STAKE_BUSY_KEY, description, needsApproval ? ['approve', 'stake'] : ['stake'])
    const reported = flowHooks(flow, hooks)
    await trackFlow(flow, async () => {
      if (needsApproval) {
        flow.step('approve')
        await sendContractWrite(
          context,
          {
            address: contracts.stakeToken,
            abi: stakeTokenAbi,
            functionName: 'approve',
            args: [contracts.staking, request.amount],
            description: `Approve ${label} for staking`,
          },
          reported,
        )
      }
      flow.step('stake')
      await sendContractWrite(
        context,
        {
          address: contracts.staking,
          abi: stakingAbi,
          functionName: 'stake',
          args: [request.amount, request.lockPeriod],
          description,
        },
        reported,
      )
    })
  })
}

/**
 * Claims every accrued reward of the connected account; resolves with the amount paid (the receipt's
 * Claimed event), which is more than the figure shown at the click: rewards accrue until the block.
 */
export function claimRewards(context: AppContext, hooks: WriteHooks = {}): Promise<bigint> {
  return runExclusive(CLAIM_BUSY_KEY, async () => {
    const { contracts } = requireWriteTarget(context)
    const description = `Claim ${formatTokenAmount(appState.reads.pendingReward)} ${STK_SYMBOL} staking rewards`
    const receipt = await sendTrackedWrite(
      context,
      CLAIM_BUSY_KEY,
      { address: contracts.staking, abi: stakingAbi, functionName: 'claim', args: [], description },
      hooks,
    )
    const claimed = parseEventLogs({ abi: stakingAbi, logs: receipt.logs, eventName: 'Claimed' })
    return claimed.reduce((sum, log) => sum + log.args.amount, 0n)
  })
}

/** Withdraws an unlocked stake (principal plus its remaining reward). */
export function withdrawStake(context: AppContext, stakeId: bigint, hooks: WriteHooks = {}): Promise<void> {
  const key = withdrawBusyKey(stakeId)
  return runExclusive(key, async () => {
    const { contracts } = requireWriteTarget(context)
    await sendTrackedWrite(
      context,
      key,
      {
        address: contracts.staking,
        abi: stakingAbi,
        functionName: 'withdraw',
        args: [stakeId],
        description: `Withdraw stake #${stakeId}`,
      },
      hooks,
    )
  })
}
