import { useSnapshot } from 'valtio'
import { flowState, flowStatusText, isFlowRunning, type FlowProgress } from '../../app/index.ts'
import type { Feedback } from '../kit/feedback'

/** The latest run of the flow under `key` (its busy key), live; undefined before the first run. */
export function useFlowProgress(key: string): FlowProgress | undefined {
  return useSnapshot(flowState).flows[key]
}

/**
 * A form's line under its button: the flow's progress from the flow store while it runs ('Claim — confirm in your
 * wallet…'), so it is still there after leaving the page and coming back; otherwise the form's own `settled` line.
 */
export function useFlowFeedback(key: string, settled: Feedback): Feedback {
  const flow = useFlowProgress(key)
  return isFlowRunning(flow) ? { kind: 'pending', text: flowStatusText(flow) } : settled
}
