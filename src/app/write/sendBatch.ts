/**
 * Several contract calls as one atomic EIP-5792 batch: viem's sendCalls (atomic required), then
 * waitForCallsStatus until the wallet reports receipts. Every transaction of the batch lands in the
 * transaction history. A refusal crosses as the wallet module's own error.
 */
import { encodeFunctionData, type Hex } from 'viem'
import { sendCalls, waitForCallsStatus } from 'viem/actions'
import type { AppContext } from '../context.ts'
import { ActionFailedError, ContractRevertError } from '../errors.ts'
import { refreshApp } from '../refresh.ts'
import type { WriteTarget } from '../target.ts'
import type { ContractWrite } from './sendContractWrite.ts'
import { walletFailure } from './walletErrorOf.ts'

export interface BatchHooks {
  /** The wallet accepted the batch: its calls id. */
  readonly onBatchSubmitted?: (callsId: string) => void
  /** A transaction of the batch is known (from the receipts). */
  readonly onSubmitted?: (hash: Hex) => void
}

export async function sendAtomicBatch(
  context: AppContext,
  target: WriteTarget,
  writes: readonly ContractWrite[],
  description: string,
  hooks: BatchHooks = {},
): Promise<void> {
  const client = await context.wallet.getWalletClient()
  if (!client) throw new ActionFailedError('not-connected', 'Connect a wallet first.')
  let id: string
  try {
    ;({ id } = await sendCalls(client, {
      account: target.account,
      forceAtomic: true,
      calls: writes.map((write) => ({
        to: write.address,
        data: encodeFunctionData({ abi: write.abi, functionName: write.functionName, args: write.args }),
        ...(write.value ? { value: write.value } : {}),
      })),
    }))
  } catch (error) {
    throw walletFailure(error, 'The wallet could not send the batch.')
  }
  hooks.onBatchSubmitted?.(id)
  try {
    const result = await waitForCallsStatus(client, { id, timeout: 120_000 })
    const receipts = result.receipts ?? []
    for (const receipt of receipts) {
      try {
        context.transactions.add(target.account, target.chainId, { hash: receipt.transactionHash, description })
      } catch (error) {
        console.error('Could not record the transaction in the history', error)
      }
      hooks.onSubmitted?.(receipt.transactionHash)
    }
    const failed = receipts.find((receipt) => receipt.status !== 'success')
    if (result.status !== 'success' || failed) {
      const hash = failed?.transactionHash ?? receipts[0]?.transactionHash
      throw new ContractRevertError('Reverted', [], 'The batch failed on-chain: nothing was staked.', {
        ...(hash ? { hash } : {}),
      })
    }
  } finally {
    await refreshApp(context)
  }
}
