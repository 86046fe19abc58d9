/**
 * Several contract calls as one atomic EIP-5792 batch: viem's sendCalls (atomic required), then
 * waitForCallsStatus until the wallet reports receipts, all through the write's call-log operation.
 * Every transaction of the batch lands in the transaction history and its receipt outcome in the
 * call log. A refusal crosses as the wallet module's own error.
 */
import { encodeFunctionData } from 'viem'
import { sendCalls, waitForCallsStatus } from 'viem/actions'
import { ActionFailedError, ContractRevertError } from '../errors.ts'
import { refreshApp } from '../refresh.ts'
import type { ContractWrite } from './writeCalls.ts'
import { walletFailure } from './walletErrorOf.ts'
import type { WriteRun } from './writeRun.ts'

/** Every transaction of the batch is recorded under `description` (the write's title). */
export async function sendAtomicBatch(
  run: WriteRun,
  writes: readonly ContractWrite[],
  description: string,
): Promise<void> {
  const { context, target } = run
  const client = await run.wallet.getWalletClient()
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
  run.batchSubmitted(id)
  try {
    const result = await waitForCallsStatus(client, { id, timeout: 120_000 })
    const receipts = result.receipts ?? []
    for (const receipt of receipts) {
      run.sent(receipt.transactionHash, description)
      const { transactionHash, status, blockNumber } = receipt
      run.wallet.recordReceipt({ transactionHash, status, blockNumber, chainId: target.chainId })
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
