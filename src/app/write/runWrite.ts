/**
 * A write from the click to its end as one record in the flow store (src/app/flows/flowState.ts):
 * 'preparing' while it is checked (the button is busy at once, so a double click sends nothing twice),
 * then its steps, every hash it sent, and how it ended. Its sent transactions reach the transaction
 * history through the record (`WriteRun.sent`), and the history's watcher is the one receipt waiter.
 */
import { ref } from 'valtio/vanilla'
import type { TransactionReceipt } from 'viem'
import { UserRejectedError, type WalletOperation } from '../../wallet/index.ts'
import type { AppContext } from '../context.ts'
import { PreflightError } from '../errors.ts'
import { flowState, isFlowBusy, type FlowProgress } from '../flows/flowState.ts'
import { requireWriteTarget, type WriteTarget } from '../target.ts'
import { sendContractWrite } from './sendContractWrite.ts'
import type { ContractWrite } from './writeCalls.ts'
import { walletErrorOf } from './walletErrorOf.ts'
import { writeEnd, type WriteEnd } from './writeEnd.ts'
import type { WriteRun } from './writeRun.ts'

let runs = 0

export interface WritePlan {
  readonly target: WriteTarget
  /** What the whole write does, e.g. 'Stake 100 STK for 30 days'. */
  readonly title: string
  /** The step names in order, e.g. ['approve', 'stake']. */
  readonly steps: readonly string[]
  /** The call-log operation it runs in; default: one opened for `title`. */
  readonly wallet?: WalletOperation | undefined
}

/** Ends the checks: the write goes to the wallet in the planned steps, the first one waiting. */
export type StartWrite = (plan: WritePlan) => WriteRun

/**
 * Opens the write's call-log operation before `start` (a stake asks the wallet's capabilities in it first);
 * `runWrite` ends every operation opened through it, or named in the plan, when the write ends.
 */
export type OpenOperation = (title: string) => WalletOperation

const needsSteps = (key: string, steps: readonly string[]): void => {
  if (steps.length === 0) throw new RangeError(`Flow '${key}' needs at least one step`)
}

/** Where a run is, for its record (`update`) and for how its operation ends (`reach`). */
interface RunTrack {
  readonly context: AppContext
  readonly key: string
  readonly update: (change: Partial<FlowProgress>) => void
  readonly reach: { sent: boolean; confirming: boolean }
}

/** The run `start` hands to the write's code: its steps, what it sent, the notices of a changed plan. */
function writeRunOf(
  track: RunTrack,
  target: WriteTarget,
  wallet: WalletOperation,
  planned: readonly string[],
): WriteRun {
  const { context, key, update, reach } = track
  let steps = [...planned]
  const sending = (change: Partial<FlowProgress>): void => {
    Object.assign(reach, { sent: true, confirming: true })
    update({ phase: 'confirming', ...change })
  }
  return {
    context,
    target,
    wallet,
    step(name) {
      const index = steps.indexOf(name)
      if (index < 0) throw new RangeError(`Flow '${key}' has no step '${name}'`)
      reach.confirming = false
      update({ step: index + 1, phase: 'wallet', hash: undefined })
    },
    sent(hash, description, receipt) {
      const sent = flowState.flows[key]?.hashes ?? []
      sending({ hash, hashes: sent.includes(hash) ? sent : [...sent, hash] })
      try {
        context.transactions.add(target.account, target.chainId, { hash, description, receipt })
        return true
      } catch (error) {
        console.error('Could not record the transaction in the history', error)
        return false
      }
    },
    batchSubmitted: (callsId) => sending({ callsId }),
    replan(next, notice) {
      needsSteps(key, next)
      steps = [...next]
      reach.confirming = false
      update({ steps, step: 1, phase: 'wallet', hash: undefined, notice })
    },
  }
}

/** How a write ends when its code throws something no catch saw (its operation must not stay open). */
const UNFINISHED: WriteEnd = { status: 'failed', reason: 'The write stopped unexpectedly.' }

/**
 * Runs the write under `key`: PreflightError 'busy' while the same key runs. `body` checks what it needs,
 * then calls `start` before its first wallet prompt. A write that ends before `start` (a failed check)
 * leaves the record as it was before the click; after it, the record ends done, failed or cancelled (a
 * rejection in the wallet before that step was sent), and the error is rethrown. Its call-log operation
 * (`start`'s, or `open`'s) ends with it on every path: succeeded, not sent, rejected, failed or reverted.
 */
export async function runWrite<T>(
  context: AppContext,
  key: string,
  body: (start: StartWrite, open: OpenOperation) => Promise<T>,
): Promise<T> {
  const before = flowState.flows[key]
  if (isFlowBusy(before)) throw new PreflightError('busy', 'Already in progress.')
  const run = ++runs
  flowState.flows[key] = { run, title: '', steps: [], step: 0, phase: 'preparing', hashes: [] }
  let started = false
  const operations = new Set<WalletOperation>()
  const open: OpenOperation = (title) => {
    const operation = context.wallet.operation(title)
    operations.add(operation)
    return operation
  }
  // Reports from a run that a newer run of the same key replaced are dropped.
  const update = (change: Partial<FlowProgress>): void => {
    const current = flowState.flows[key]
    if (current?.run === run) flowState.flows[key] = { ...current, ...change }
  }
  const track: RunTrack = { context, key, update, reach: { sent: false, confirming: false } }
  const start: StartWrite = ({ target, title, steps, wallet }) => {
    needsSteps(key, steps)
    const operation = wallet ?? open(title)
    operations.add(operation)
    started = true
    update({ title, steps: [...steps], step: 1, phase: 'wallet' })
    return writeRunOf(track, target, operation, steps)
  }
  let end = UNFINISHED
  try {
    const result = await body(start, open)
    end = { status: 'succeeded' }
    if (started) update({ phase: 'done' })
    else restore(key, run, before)
    return result
  } catch (error) {
    end = writeEnd(error, track.reach)
    if (started) update(ending(flowState.flows[key], error))
    else restore(key, run, before)
    throw error
  } finally {
    for (const operation of operations) operation.end(end)
  }
}

/** A write that never reached the wallet leaves no record of its own. */
function restore(key: string, run: number, before: FlowProgress | undefined): void {
  if (flowState.flows[key]?.run !== run) return
  if (before) flowState.flows[key] = before
  else delete flowState.flows[key]
}

function ending(current: FlowProgress | undefined, error: unknown): Partial<FlowProgress> {
  const failedBeforeSend = current?.phase === 'wallet'
  const kept = error instanceof Error ? ref(error) : ref(new Error(String(error)))
  const phase = failedBeforeSend && walletErrorOf(error) instanceof UserRejectedError ? 'cancelled' : 'failed'
  return { phase, error: kept, failedBeforeSend }
}

/**
 * A write of one contract call under `key`: `prepare` checks the input against the target (throwing
 * PreflightError) and names the call; the record is titled by its description, its one step by the function.
 */
export function runContractWrite(
  context: AppContext,
  key: string,
  prepare: (target: WriteTarget) => ContractWrite,
): Promise<TransactionReceipt> {
  return runWrite(context, key, (start) => {
    const target = requireWriteTarget(context)
    const write = prepare(target)
    return sendContractWrite(start({ target, title: write.description, steps: [write.functionName] }), write)
  })
}
