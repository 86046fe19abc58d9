import { ContractFunctionExecutionError, ContractFunctionRevertedError, encodeErrorResult, type Hex } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { stakingAbi } from '../abi/index.ts'
import type { AppContext } from '../context.ts'
import type { WriteRun } from './writeRun.ts'
import { RequestPendingError, UserRejectedError } from '../../wallet/index.ts'
import { ActionFailedError, ContractRevertError } from '../errors.ts'

const HASH = `0x${'ab'.repeat(32)}` as Hex
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const STAKING = '0x0000000000000000000000000000000000000002'

const mocks = vi.hoisted(() => ({
  sendTransaction: vi.fn(),
  sent: vi.fn((_hash: string, _description: string) => true),
  receipt: vi.fn(),
  simulateContract: vi.fn(),
  estimateContractGas: vi.fn(),
  waitForTransactionReceipt: vi.fn(),
  recordReceipt: vi.fn(),
  refreshApp: vi.fn(async () => undefined),
}))

vi.mock('viem/actions', () => ({
  simulateContract: mocks.simulateContract,
  estimateContractGas: mocks.estimateContractGas,
  waitForTransactionReceipt: mocks.waitForTransactionReceipt,
}))
vi.mock('../refresh', () => ({ refreshApp: mocks.refreshApp }))

const { sendContractWrite } = await import('./sendContractWrite.ts')

/** The history the setup would hand down, and the write's target and call-log operation. */
const context = {
  transactions: { receipt: mocks.receipt },
} as unknown as AppContext
const run = {
  context,
  target: { chainId: 31337, client: {}, account: ACCOUNT, contracts: { staking: STAKING } },
  wallet: { sendTransaction: mocks.sendTransaction, recordReceipt: mocks.recordReceipt },
  sent: mocks.sent,
} as unknown as WriteRun

const withdraw = {
  address: STAKING,
  abi: stakingAbi,
  functionName: 'withdraw',
  args: [2n],
  description: 'Withdraw stake #2',
} as const

function revert(errorName: 'AlreadyWithdrawn' | 'StillLocked', args: readonly bigint[]) {
  const data = encodeErrorResult({ abi: stakingAbi, errorName, args: args as never })
  const cause = new ContractFunctionRevertedError({ abi: stakingAbi, data, functionName: 'withdraw' })
  return new ContractFunctionExecutionError(cause, { abi: stakingAbi, functionName: 'withdraw', args: [2n] })
}

beforeEach(() => {
  vi.clearAllMocks()
  mocks.simulateContract.mockResolvedValue({ result: undefined, request: {} })
  mocks.estimateContractGas.mockResolvedValue(100_000n)
  mocks.sendTransaction.mockResolvedValue(HASH)
  mocks.receipt.mockResolvedValue({ status: 'success', transactionHash: HASH, blockNumber: 5n })
  mocks.waitForTransactionReceipt.mockResolvedValue({ status: 'success', transactionHash: HASH, blockNumber: 5n })
})

describe('sendContractWrite', () => {
  it('simulates, sends with a 20% gas margin, tells the record it was sent (which feeds the history) and refreshes', async () => {
    await sendContractWrite(run, withdraw)
    expect(mocks.sendTransaction).toHaveBeenCalledWith({
      to: STAKING,
      data: expect.stringMatching(/^0x2e1a7d4d/),
      gas: 120_000n,
    })
    expect(mocks.sent).toHaveBeenCalledWith(HASH, 'Withdraw stake #2')
    expect(mocks.refreshApp).toHaveBeenCalledTimes(1)
  })

  it("logs the receipt outcome it waited for in the write's call-log operation", async () => {
    await sendContractWrite(run, withdraw)
    expect(mocks.recordReceipt).toHaveBeenCalledWith({
      transactionHash: HASH,
      status: 'success',
      blockNumber: 5n,
      chainId: 31337,
    })
  })

  it('names the custom error of a simulated revert and never asks the wallet', async () => {
    mocks.simulateContract.mockRejectedValue(revert('StillLocked', [2n, 1_800_000_000n]))
    const error = await sendContractWrite(run, withdraw).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContractRevertError)
    expect((error as ContractRevertError).code).toBe('StillLocked')
    expect((error as ContractRevertError).shortMessage).toMatch(/^This stake is still locked until .+\.$/)
    expect((error as ContractRevertError).hash).toBeUndefined()
    expect(mocks.sendTransaction).not.toHaveBeenCalled()
    expect(mocks.sent).not.toHaveBeenCalled()
  })

  it("lets the wallet module's rejection cross as it is and records nothing", async () => {
    const rejected = new UserRejectedError({ code: 4001 })
    mocks.sendTransaction.mockRejectedValue(rejected)
    await expect(sendContractWrite(run, withdraw)).rejects.toBe(rejected)
    expect(mocks.sent).not.toHaveBeenCalled()
  })

  it('keeps other wallet errors as the wallet module named them, and wraps anything else', async () => {
    const pending = new RequestPendingError()
    mocks.sendTransaction.mockRejectedValueOnce(pending)
    await expect(sendContractWrite(run, withdraw)).rejects.toBe(pending)

    mocks.sendTransaction.mockRejectedValueOnce(Object.assign(new Error('x'), { shortMessage: 'Socket closed.' }))
    const error = await sendContractWrite(run, withdraw).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ActionFailedError)
    expect((error as ActionFailedError).shortMessage).toBe('Socket closed.')
  })

  it('explains an on-chain revert by replaying the call at its block', async () => {
    mocks.receipt.mockResolvedValue({ status: 'reverted', transactionHash: HASH, blockNumber: 9n })
    mocks.simulateContract
      .mockResolvedValueOnce({ result: undefined, request: {} })
      .mockRejectedValueOnce(revert('AlreadyWithdrawn', [2n]))
    const error = await sendContractWrite(run, withdraw).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContractRevertError)
    expect((error as ContractRevertError).shortMessage).toBe('Stake #2 has already been withdrawn.')
    expect((error as ContractRevertError).hash).toBe(HASH)
    expect(mocks.simulateContract).toHaveBeenLastCalledWith({}, expect.objectContaining({ blockNumber: 9n }))
    expect(mocks.sent).toHaveBeenCalledTimes(1) // it was sent: the history shows it, as failed
    expect(mocks.refreshApp).toHaveBeenCalledTimes(1)
  })

  it("awaits the receipt from the history's one watcher, not a second poll of its own", async () => {
    await sendContractWrite(run, withdraw)
    expect(mocks.receipt).toHaveBeenCalledWith(HASH)
    expect(mocks.waitForTransactionReceipt).not.toHaveBeenCalled()
  })

  it('waits for the receipt itself only when the history could not record the transaction', async () => {
    mocks.sent.mockReturnValueOnce(false)
    await sendContractWrite(run, withdraw)
    expect(mocks.receipt).not.toHaveBeenCalled()
    expect(mocks.waitForTransactionReceipt).toHaveBeenCalledTimes(1)
  })
})
