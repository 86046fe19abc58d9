/** How an action reports its flow's progress into the flow store (flowState.ts). */
import { ref } from 'valtio/vanilla'
import { UserRejectedError } from '../../wallet/index.ts'
import { walletErrorOf } from '../write/walletErrorOf.ts'
import { flowState, type FlowProgress } from './flowState.ts'

let runs = 0

/** One run of a flow; the action that owns the flow reports its steps through it. */
export interface FlowRun {
  /** The named step starts: its wallet prompt is about to open. */
  step(name: string): void
  /** The current step's transaction was sent. */
  submitted(hash: string): void
  /** The wallet accepted a batch (EIP-5792): its calls id, until the receipts are known. */
  batchSubmitted(callsId: string): void
  /** The wallet refused the announced way: continue with `steps`, saying why in `notice`. */
  replan(steps: readonly string[], notice: string): void
  done(): void
  failed(error: unknown): void
}

/** Starts a flow under `key`; a step name that is not in `steps` is a programming error and throws. */
export function startFlow(key: string, title: string, initialSteps: readonly string[]): FlowRun {
  if (initialSteps.length === 0) throw new RangeError(`Flow '${key}' needs at least one step`)
  let steps = [...initialSteps]
  const run = ++runs
  flowState.flows[key] = { run, title, steps, step: 1, phase: 'wallet', hashes: [] }
  // Reports from a run that a newer run of the same key replaced are dropped.
  const update = (change: Partial<FlowProgress>): void => {
    const current = flowState.flows[key]
    if (current?.run === run) flowState.flows[key] = { ...current, ...change }
  }
  return {
    step(name) {
      const index = steps.indexOf(name)
      if (index < 0) throw new RangeError(`Flow '${key}' has no step '${name}'`)
      update({ step: index + 1, phase: 'wallet', hash: undefined })
    },
    submitted(hash) {
      const sent = flowState.flows[key]?.hashes ?? []
      update({ phase: 'confirming', hash, hashes: sent.includes(hash) ? sent : [...sent, hash] })
    },
    batchSubmitted: (callsId) => update({ phase: 'confirming', callsId }),
    replan(next, notice) {
      if (next.length === 0) throw new RangeError(`Flow '${key}' needs at least one step`)
      steps = [...next]
      update({ steps, step: 1, phase: 'wallet', hash: undefined, notice })
    },
    done: () => update({ phase: 'done' }),
    failed(error) {
      const failedBeforeSend = flowState.flows[key]?.phase === 'wallet'
      const kept = error instanceof Error ? ref(error) : ref(new Error(String(error)))
      const phase = failedBeforeSend && walletErrorOf(error) instanceof UserRejectedError ? 'cancelled' : 'failed'
      update({ phase, error: kept, failedBeforeSend })
    },
  }
}

/** Runs `task` as the body of `flow`: done when it resolves, failed (and rethrown) when it throws. */
export async function trackFlow<T>(flow: FlowRun, task: () => Promise<T>): Promise<T> {
  try {
    const result = await task()
    flow.done()
    return result
  } catch (error) {
    flow.failed(error)
    throw error
  }
}
