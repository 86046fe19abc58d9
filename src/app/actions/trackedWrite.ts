/** Writes whose progress the flow store follows (src/app/flows/flowState.ts), for the forms and the toasts. */
import type { TransactionReceipt } from 'viem'
import type { AppContext } from '../context.ts'
import { startFlow, trackFlow, type FlowRun } from '../flows/startFlow.ts'
import { sendContractWrite, type ContractWrite, type WriteHooks } from '../write/sendContractWrite.ts'

/** The caller's hooks, with the flow told when the wallet has sent the step's transaction. */
export function flowHooks(flow: FlowRun, hooks: WriteHooks): WriteHooks {
  return {
    onSubmitted(hash) {
      flow.submitted(hash)
      hooks.onSubmitted?.(hash)
    },
  }
}

/** A flow of one transaction under `key`: titled by its description, its one step named after the function. */
export function sendTrackedWrite(
  context: AppContext,
  key: string,
  write: ContractWrite,
  hooks: WriteHooks,
): Promise<TransactionReceipt> {
  const flow = startFlow(key, write.description, [write.functionName])
  return trackFlow(flow, () => sendContractWrite(context, write, flowHooks(flow, hooks)))
}
