/**
 * The one path every app transaction takes:
 *   1. simulate (so a revert surfaces as the contract's custom error BEFORE the wallet is asked) and
 *      estimate gas (+20%), so the wallet gets a complete transaction,
 *   2. wallet.sendTransaction (the wallet module's logged request path, the fee rule),
 *   3. tell the write's record it was sent, which adds it to the transaction history (pending → confirmed /
 *      failed in the Account dialog),
 *   4. await the receipt from the history's watcher and log its outcome in the write's call-log operation;
 *      a reverted receipt is replayed to name its custom error,
 *   5. refresh the numbers it changed.
 */
import { encodeFunctionData, type Hex, type TransactionReceipt } from 'viem'
import { estimateContractGas, simulateContract, waitForTransactionReceipt } from 'viem/actions'
import { contractRevertError, findContractRevert } from '../contractErrors.ts'
import { ActionFailedError, ContractRevertError, shortMessageOf } from '../errors.ts'
import { walletFailure } from './walletErrorOf.ts'
import { refreshApp } from '../refresh.ts'
import type { WriteTarget } from '../target.ts'
import type { ContractWrite } from './writeCalls.ts'
import type { WriteRun } from './writeRun.ts'

function revertError(error: unknown, hash?: Hex): ContractRevertError | undefined {
  const revert = findContractRevert(error)
  return revert ? contractRevertError(revert, { cause: error, ...(hash ? { hash } : {}) }) : undefined
}

/** Simulates, then estimates gas with a 20% margin; a revert in either names the contract's error. */
async function simulate(target: WriteTarget, write: ContractWrite): Promise<bigint> {
  const call = {
    account: target.account,
    address: write.address,
    abi: write.abi,
    functionName: write.functionName,
    args: write.args,
    ...(write.value !== undefined ? { value: write.value } : {}),
  }
  try {
    await simulateContract(target.client, call)
    const gas = await estimateContractGas(target.client, call)
    return (gas * 12n) / 10n
  } catch (error) {
    throw (
      revertError(error) ??
      new ActionFailedError(
        'simulation-failed',
        shortMessageOf(error, 'Could not check this transaction with the network.'),
        { cause: error },
      )
    )
  }
}

async function send({ wallet }: WriteRun, write: ContractWrite, gas: bigint): Promise<Hex> {
  const data = encodeFunctionData({ abi: write.abi, functionName: write.functionName, args: write.args })
  try {
    // the wallet module adds the fee rule (1.5 gwei priority, 120% of base fee) and logs the call
    return await wallet.sendTransaction({
      to: write.address,
      data,
      gas,
      ...(write.value ? { value: write.value } : {}),
    })
  } catch (error) {
    // The wallet module's own class (UserRejectedError, …) crosses as it is: it is named once, there.
    throw walletFailure(error, 'The wallet could not send the transaction.')
  }
}

/** Replays a reverted transaction at its block to name the custom error that stopped it. */
async function explainRevert(
  target: WriteTarget,
  write: ContractWrite,
  receipt: TransactionReceipt,
): Promise<ContractRevertError> {
  try {
    await simulateContract(target.client, {
      account: target.account,
      address: write.address,
      abi: write.abi,
      functionName: write.functionName,
      args: write.args,
      blockNumber: receipt.blockNumber,
      ...(write.value !== undefined ? { value: write.value } : {}),
    })
  } catch (error) {
    const named = revertError(error, receipt.transactionHash)
    if (named) return named
  }
  return new ContractRevertError('Reverted', [], 'The transaction failed on-chain.', { hash: receipt.transactionHash })
}

/** Runs one contract write of `run` end to end; resolves with the successful receipt, throws an AppError otherwise. */
export async function sendContractWrite(run: WriteRun, write: ContractWrite): Promise<TransactionReceipt> {
  const { context, target } = run
  const gas = await simulate(target, write)
  const hash = await send(run, write, gas)
  const recorded = run.sent(hash, write.description)
  try {
    // The history's watcher is the one receipt waiter; a transaction it could not record is waited for here.
    const receipt = recorded
      ? await context.transactions.receipt(hash)
      : await waitForTransactionReceipt(target.client, { hash })
    const { status, blockNumber } = receipt
    run.wallet.recordReceipt({ transactionHash: hash, status, blockNumber, chainId: target.chainId })
    if (receipt.status === 'reverted') throw await explainRevert(target, write, receipt)
    return receipt
  } finally {
    await refreshApp(context)
  }
}
