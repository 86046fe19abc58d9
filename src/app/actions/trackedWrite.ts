/** Writes whose progress the flow store follows (src/app/flows/flowState.ts), for the forms and the toasts. */
import type { TransactionReceipt } from 'viem'
import type { WalletOperation } from '../../wallet/index.ts'
import type { AppContext } from '../context.ts'
import { startFlow, trackFlow, type FlowRun } from '../flows/startFlow.ts'
import type { WriteTarget } from '../target.ts'
import { sendContractWrite, type ContractWrite, type WriteHooks } from '../write/sendContractWrite.ts'
import type { WriteRun } from '../write/writeRun.ts'

/** A write run in `wallet`'s operation whose sent transactions go to the flow record first, then to the caller's hooks. */
export function flowWriteRun(
  context: AppContext,
  target: WriteTarget,
  wallet: WalletOperation,
  flow: FlowRun,
  hooks: WriteHooks,
): WriteRun {
  return {
    context,
    target,
    wallet,
    onSubmitted(hash) {
      flow.submitted(hash)
      hooks.onSubmitted?.(hash)
    },
  }
}

/** A flow of one transaction under `key`: titled by its description, its one step named after the function. */
export function sendTrackedWrite(
  context: AppContext,
  target: WriteTarget,
  key: string,
  write: ContractWrite,
  hooks: WriteHooks,
): Promise<TransactionReceipt> {
  const flow = startFlow(key, write.description, [write.functionName])
  const run = flowWriteRun(context, target, context.wallet.operation(write.description), flow, hooks)
  return trackFlow(flow, () => sendContractWrite(run, write))
}
