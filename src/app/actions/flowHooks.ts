import type { FlowRun } from '../flows/startFlow.ts'
import type { WriteHooks } from '../write/sendContractWrite.ts'

/** The caller's hooks, with the flow told when the wallet has sent the step's transaction. */
export function flowHooks(flow: FlowRun, hooks: WriteHooks): WriteHooks {
  return {
    onSubmitted(hash) {
      flow.submitted(hash)
      hooks.onSubmitted?.(hash)
    },
  }
}
