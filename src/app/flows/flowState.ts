/**
 * Progress of the app's write flows (approve then stake, claim, withdraw, mint), outside any view:
 * a page that is left mid-flow and opened again reads where the flow is, and the toasts say which
 * step waits for the wallet on whatever page is open. One entry per flow key (the busy key); a new
 * run of the same flow replaces the previous one.
 */
import { proxy, ref } from 'valtio/vanilla'

/** 'wallet': the wallet is asked to sign; 'confirming': sent, waiting to be mined; then done or failed. */
export type FlowPhase = 'wallet' | 'confirming' | 'done' | 'failed'

export interface FlowProgress {
  /** Counts every run of every flow, so a toast dismissed for one run does not hide the next. */
  readonly run: number
  /** What the whole flow does, e.g. 'Stake 100 STK for 30 days'. */
  readonly title: string
  /** The step names in order, e.g. ['approve', 'stake']. */
  readonly steps: readonly string[]
  /** 1-based index of the current step. */
  readonly step: number
  readonly phase: FlowPhase
  /** The current step's transaction once the wallet sent it. */
  readonly hash?: string
  /** Why it failed (phase 'failed'). */
  readonly error?: Error
  /** true when it failed before the current step's transaction was sent (nothing is pending on-chain). */
  readonly failedBeforeSend?: boolean
}

export const flowState = proxy<{ flows: Record<string, FlowProgress> }>({ flows: {} })

let runs = 0

/** One run of a flow; the action that owns the flow reports its steps through it. */
export interface FlowRun {
  /** The named step starts: its wallet prompt is about to open. */
  step(name: string): void
  /** The current step's transaction was sent. */
  submitted(hash: string): void
  done(): void
  failed(error: unknown): void
}

/** Starts a flow under `key`; a step name that is not in `steps` is a programming error and throws. */
export function startFlow(key: string, title: string, steps: readonly string[]): FlowRun {
  if (steps.length === 0) throw new RangeError(`Flow '${key}' needs at least one step`)
  const run = ++runs
  flowState.flows[key] = { run, title, steps: [...steps], step: 1, phase: 'wallet' }
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
    submitted: (hash) => update({ phase: 'confirming', hash }),
    done: () => update({ phase: 'done' }),
    failed(error) {
      const failedBeforeSend = flowState.flows[key]?.phase === 'wallet'
      const kept = error instanceof Error ? ref(error) : ref(new Error(String(error)))
      update({ phase: 'failed', error: kept, failedBeforeSend })
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

/** true while the flow waits for the wallet or for its transaction to be mined. */
export function isFlowRunning(progress: FlowProgress | undefined): progress is FlowProgress {
  return progress?.phase === 'wallet' || progress?.phase === 'confirming'
}

/** 'Step 2 of 2: stake' in a flow of several steps, 'Stake' in a flow of one. */
export function flowStepLabel(progress: FlowProgress): string {
  const name = progress.steps[progress.step - 1] ?? ''
  if (progress.steps.length > 1) return `Step ${progress.step} of ${progress.steps.length}: ${name}`
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/** 'Step 2 of 2: stake — confirm in your wallet…', then '… — waiting for confirmation…' once sent. */
export function flowStatusText(progress: FlowProgress): string {
  const waiting = progress.phase === 'wallet' ? 'confirm in your wallet…' : 'waiting for confirmation…'
  return `${flowStepLabel(progress)} — ${waiting}`
}
