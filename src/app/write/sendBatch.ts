/**
 * Several contract calls as one atomic EIP-5792 batch: checked first on the node (eth_simulateV1, so a
 * revert is the contract's error before the wallet is asked), then viem's sendCalls (atomic required) and
 * waitForCallsStatus until the wallet reports receipts, all through the write's call-log operation. Every
 * transaction of the batch lands in the transaction history and its receipt outcome in the call log. A
 * refusal crosses as the wallet module's own error; a batch that failed on-chain is replayed to name why.
 */
import { encodeFunctionData, type Hex } from 'viem'
import { sendCalls, simulateCalls, waitForCallsStatus } from 'viem/actions'
import { contractRevertError, decodeRevertData } from '../contractErrors.ts'
import { ActionFailedError, ContractRevertError } from '../errors.ts'
import { CHAIN_UNREACHABLE_MESSAGE, isNodeUnreachable } from '../nodeUnreachable.ts'
import { refreshApp } from '../refresh.ts'
import type { WriteTarget } from '../target.ts'
import type { ContractWrite } from './writeCalls.ts'
import { walletFailure } from './walletErrorOf.ts'
import type { WriteRun } from './writeRun.ts'

export const BATCH_FAILED_MESSAGE = 'The batch failed on-chain: nothing was staked.'

const encoded = (writes: readonly ContractWrite[]) =>
  writes.map((write) => ({
    to: write.address,
    data: encodeFunctionData({ abi: write.abi, functionName: write.functionName, args: write.args }),
    ...(write.value ? { value: write.value } : {}),
  }))

/**
 * The contract error that stops the calls run in order from the account, at `blockNumber` (default: the
 * latest block), decoded with the app's ABIs; undefined when they pass or the node cannot say.
 */
async function batchRevert(
  target: WriteTarget,
  writes: readonly ContractWrite[],
  at: { blockNumber?: bigint; hash?: Hex; beforeSend?: true } = {},
): Promise<ContractRevertError | undefined> {
  try {
    const { results } = await simulateCalls(target.client, {
      account: target.account,
      calls: encoded(writes),
      ...(at.blockNumber !== undefined ? { blockNumber: at.blockNumber } : {}),
    })
    const failed = results.find((result) => result.status !== 'success')
    const revert = failed ? decodeRevertData(failed.data) : undefined
    return revert ? contractRevertError(revert, at.hash ? { hash: at.hash } : {}) : undefined
  } catch (error) {
    // Before the send, a node that does not answer stops the write: the wallet would only be asked for a batch
    // that cannot be checked or sent. After it, or a node without eth_simulateV1: the wallet's estimate guards it.
    if (at.beforeSend && isNodeUnreachable(error)) {
      throw new ActionFailedError('node-unreachable', CHAIN_UNREACHABLE_MESSAGE, { cause: error })
    }
    return undefined
  }
}

/** Every transaction of the batch is recorded under `description` (the write's title). */
export async function sendAtomicBatch(
  run: WriteRun,
  writes: readonly ContractWrite[],
  description: string,
): Promise<void> {
  const { context, target } = run
  const refused = await batchRevert(target, writes, { beforeSend: true })
  if (refused) throw refused
  const client = await run.wallet.getWalletClient()
  if (!client) throw new ActionFailedError('not-connected', 'Connect a wallet first.')
  let id: string
  try {
    ;({ id } = await sendCalls(client, { account: target.account, forceAtomic: true, calls: encoded(writes) }))
  } catch (error) {
    throw walletFailure(error, 'The wallet could not send the batch.')
  }
  run.batchSubmitted(id)
  try {
    const result = await waitForCallsStatus(client, { id, timeout: 120_000 })
    const receipts = result.receipts ?? []
    // The calls status carried the receipts: the history stores them settled, without a second waiter.
    for (const receipt of receipts) {
      run.sent(receipt.transactionHash, description, receipt)
      const { transactionHash, status, blockNumber } = receipt
      run.wallet.recordReceipt({ transactionHash, status, blockNumber, chainId: target.chainId })
    }
    const failed = receipts.find((receipt) => receipt.status !== 'success')
    if (result.status !== 'success' || failed) {
      const hash = failed?.transactionHash ?? receipts[0]?.transactionHash
      const at = { ...(failed ? { blockNumber: failed.blockNumber } : {}), ...(hash ? { hash } : {}) }
      const named = await batchRevert(target, writes, at)
      throw named ?? new ContractRevertError('Reverted', [], BATCH_FAILED_MESSAGE, hash ? { hash } : {})
    }
  } finally {
    await refreshApp(context)
  }
}
