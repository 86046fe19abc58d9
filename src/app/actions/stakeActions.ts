/**
 * Staking writes: a stake as one guided flow in the way the wallet allows (batch, permit, or
 * approve then stake; approve skipped when the allowance suffices), claim, withdraw. Each is one record
 * (write/runWrite.ts) under its key from the click, checked before the wallet is asked; the calls come
 * from the builders the fee estimate uses too (write/writeCalls.ts).
 */
import { parseEventLogs } from 'viem'
import { getBlock } from 'viem/actions'
import { stakingAbi } from '../abi/index.ts'
import type { AppContext } from '../context.ts'
import { PreflightError } from '../errors.ts'
import { STK_SYMBOL } from '../format.ts'
import { appState } from '../state.ts'
import { requireWriteTarget } from '../target.ts'
import { markRefused, walletWays } from '../write/capabilities.ts'
import { readPermitTypedData } from '../write/permitTypedData.ts'
import { runContractWrite, runWrite } from '../write/runWrite.ts'
import { sendAtomicBatch } from '../write/sendBatch.ts'
import { sendContractWrite } from '../write/sendContractWrite.ts'
import { chooseStakeWay, fallbackNotice, stakeSteps } from '../write/stakePlan.ts'
import { isWayUnsupported } from '../write/wayRefused.ts'
import {
  claimCall,
  stakeCalls,
  stakeDescription,
  stakeWithPermitCall,
  withdrawCall,
  type SignedPermit,
  type StakeRequest,
} from '../write/writeCalls.ts'
import type { WriteRun } from '../write/writeRun.ts'

export const STAKE_BUSY_KEY = 'stake'
export const CLAIM_BUSY_KEY = 'claim'
export const withdrawBusyKey = (stakeId: bigint): string => `withdraw:${stakeId}`

/**
 * Stakes in the way the wallet allows (see write/stakePlan.ts): one batch, a permit then one
 * transaction, or approve then stake; approve only when the allowance is short. A wallet that answers it cannot
 * run the batch or sign the permit gets the next way, with a notice saying so; any other failure ends the stake.
 */
export function stake(context: AppContext, request: StakeRequest): Promise<void> {
  return runWrite(context, STAKE_BUSY_KEY, async (start, open) => {
    const target = requireWriteTarget(context)
    if (request.amount <= 0n) throw new PreflightError('invalid-input', 'Amount must be greater than 0.')
    if (request.amount > appState.reads.tokenBalance) {
      throw new PreflightError('insufficient-funds', `Amount is above your ${STK_SYMBOL} balance.`)
    }
    const description = stakeDescription(request)
    const needsApproval = appState.reads.allowance < request.amount
    // One call-log operation for the whole click: the capability query (unless known), every prompt, the
    // receipts; runWrite ends it with the stake, however the stake ends.
    const operation = open(description)
    const ways = await walletWays(context.wallet, target.account, target.chainId, operation)
    let way = chooseStakeWay(needsApproval, ways)
    const run = start({ target, title: description, steps: stakeSteps[way], wallet: operation })
    const calls = stakeCalls(target.contracts, request, needsApproval)
    if (way === 'batch') {
      const refused = await refusedWay(() => sendAtomicBatch(run, calls, description))
      if (!refused) return
      await markRefused(context.wallet, target.account, target.chainId, 'atomic')
      way = ways.permit ? 'permit' : 'approve'
      run.replan(stakeSteps[way], fallbackNotice.batch)
    }
    if (way === 'permit') {
      run.step('sign permit')
      const signed = await refusedWay(() => signStakePermit(run, request.amount))
      if (signed !== REFUSED) {
        run.step('stake')
        await sendContractWrite(run, stakeWithPermitCall(target.contracts, request, signed))
        return
      }
      await markRefused(context.wallet, target.account, target.chainId, 'permit')
      run.replan(stakeSteps.approve, fallbackNotice.permit)
    }
    // approve then stake, or the stake alone: each call is the step of its name
    for (const call of calls) {
      run.step(call.functionName)
      await sendContractWrite(run, call)
    }
  })
}

const REFUSED = Symbol('refused')

/**
 * Runs one way; resolves with REFUSED when the wallet answered that it cannot do it (write/wayRefused.ts), so
 * the caller takes the next way. A person's rejection, a node or wallet failure, a revert: thrown as they are.
 */
async function refusedWay<T>(attempt: () => Promise<T>): Promise<T | typeof REFUSED> {
  try {
    return await attempt()
  } catch (error) {
    if (isWayUnsupported(error)) return REFUSED
    throw error
  }
}

const PERMIT_VALIDITY_SECONDS = 3600n

/** The permit for exactly `amount`, valid for an hour of chain time (the local chain's clock may run ahead). */
async function signStakePermit({ target, wallet }: WriteRun, amount: bigint): Promise<SignedPermit> {
  const { timestamp } = await getBlock(target.client)
  const deadline = timestamp + PERMIT_VALIDITY_SECONDS
  const typedData = await readPermitTypedData(target.client, {
    token: target.contracts.stakeToken,
    owner: target.account,
    spender: target.contracts.staking,
    value: amount,
    deadline,
  })
  return { signature: await wallet.signTypedData(typedData), deadline }
}

/**
 * Claims every accrued reward of the connected account; resolves with the amount paid (the receipt's
 * Claimed event), which is more than the figure shown at the click: rewards accrue until the block.
 */
export async function claimRewards(context: AppContext): Promise<bigint> {
  const receipt = await runContractWrite(context, CLAIM_BUSY_KEY, (target) =>
    claimCall(target.contracts, appState.reads.pendingReward),
  )
  const claimed = parseEventLogs({ abi: stakingAbi, logs: receipt.logs, eventName: 'Claimed' })
  return claimed.reduce((sum, log) => sum + log.args.amount, 0n)
}

/** Withdraws an unlocked stake (principal plus its remaining reward); `payout`, when known, names it in the history. */
export async function withdrawStake(
  context: AppContext,
  stakeId: bigint,
  payout?: { readonly principal: bigint; readonly reward: bigint },
): Promise<void> {
  await runContractWrite(context, withdrawBusyKey(stakeId), (target) => withdrawCall(target.contracts, stakeId, payout))
}
