import { useSnapshot } from 'valtio'
import { flowState, type FlowProgress } from '../../app/index.ts'

/** The latest run of the flow under `key` (its busy key), live; undefined before the first run. */
export function useFlowProgress(key: string): FlowProgress | undefined {
  return useSnapshot(flowState).flows[key]
}
