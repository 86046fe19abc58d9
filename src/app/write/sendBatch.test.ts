import { encodeErrorResult, type Hex } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { UnsupportedMethodError } from '../../wallet/index.ts'
import { batchExecutorAbi, stakeTokenAbi, stakingAbi } from '../abi/index.ts'
import { ActionFailedError, ContractRevertError } from '../errors.ts'
import { CHAIN_UNREACHABLE_MESSAGE } from '../nodeUnreachable.ts'
import type { AppContracts } from '../state.ts'
import { stakeCalls } from './writeCalls.ts'
import type { WriteRun } from './writeRun.ts'

const HASH = `0x${'cd'.repeat(32)}` as Hex
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const contracts = {
  stakeToken: '0x0000000000000000000000000000000000000001',
  staking: '0x0000000000000000000000000000000000000002',
  collection: '0x0000000000000000000000000000000000000003',
} as AppContracts
const calls = stakeCalls(contracts, { amount: 5n * 10n ** 18n, lockPeriod: 30 * 86_400 }, true)
const description = 'Stake 5 STK for 30 days'

const mocks = vi.hoisted(() => ({
  sendCalls: vi.fn(),
  waitForCallsStatus: vi.fn(),
  simulateCalls: vi.fn(),
  refreshApp: vi.fn(async () => undefined),
  sent: vi.fn((_hash: string, _description: string) => true),
  batchSubmitted: vi.fn(),
  recordReceipt: vi.fn(),
}))
vi.mock('viem/actions', () => ({
  sendCalls: mocks.sendCalls,
  waitForCallsStatus: mocks.waitForCallsStatus,
  simulateCalls: mocks.simulateCalls,
}))
vi.mock('../refresh', () => ({ refreshApp: mocks.refreshApp }))

const { sendAtomicBatch, BATCH_FAILED_MESSAGE } = await import('./sendBatch.ts')

const walletClient = { kind: 'wallet client' }
const run = {
  context: {},
  target: { chainId: 31337, client: { kind: 'read client' }, account: ACCOUNT, contracts },
  wallet: { getWalletClient: async () => walletClient, recordReceipt: mocks.recordReceipt },
  sent: mocks.sent,
  batchSubmitted: mocks.batchSubmitted,
} as unknown as WriteRun

const passes = {
  results: [
    { status: 'success', data: '0x' },
    { status: 'success', data: '0x' },
  ],
}
/** The node's eth_simulateV1 answer when the stake (second call) reverts with `data`. */
const stakeReverts = (data: Hex) => ({
  results: [
    { status: 'success', data: '0x' },
    { status: 'failure', data },
  ],
})
const poolShort = encodeErrorResult({
  abi: stakingAbi,
  errorName: 'InsufficientRewardPool',
  args: [10n ** 18n, 3n * 10n ** 18n],
})

beforeEach(() => {
  vi.clearAllMocks()
  mocks.sendCalls.mockResolvedValue({ id: '0x01' })
})

describe('sendAtomicBatch', () => {
  it('checks the calls on the node, sends them as one atomic batch and feeds every receipt to the record', async () => {
    mocks.simulateCalls.mockResolvedValue(passes)
    mocks.waitForCallsStatus.mockResolvedValue({
      status: 'success',
      receipts: [{ transactionHash: HASH, status: 'success', blockNumber: 7n }],
    })
    await sendAtomicBatch(run, calls, description)
    expect(mocks.simulateCalls).toHaveBeenCalledWith(run.target.client, {
      account: ACCOUNT,
      calls: [
        { to: contracts.stakeToken, data: expect.stringMatching(/^0x095ea7b3/) },
        { to: contracts.staking, data: expect.stringMatching(/^0x78a96cc0/) },
      ],
    })
    expect(mocks.sendCalls).toHaveBeenCalledWith(walletClient, expect.objectContaining({ forceAtomic: true }))
    expect(mocks.batchSubmitted).toHaveBeenCalledWith('0x01')
    expect(mocks.sent).toHaveBeenCalledWith(HASH, description, expect.objectContaining({ transactionHash: HASH }))
    expect(mocks.recordReceipt).toHaveBeenCalledWith({
      transactionHash: HASH,
      status: 'success',
      blockNumber: 7n,
      chainId: 31337,
    })
    expect(mocks.refreshApp).toHaveBeenCalledTimes(1)
  })

  it("names a stake that would revert in the contract's words before the wallet is asked", async () => {
    mocks.simulateCalls.mockResolvedValue(stakeReverts(poolShort))
    const error = await sendAtomicBatch(run, calls, description).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContractRevertError)
    expect(error).toMatchObject({
      code: 'InsufficientRewardPool',
      shortMessage: 'The reward pool holds 1 STK, not enough to pay 3 STK.',
      hash: undefined,
    })
    expect(mocks.sendCalls).not.toHaveBeenCalled()
  })

  it('replays a batch that failed on-chain at its block and decodes why, the executor wrapper opened', async () => {
    mocks.simulateCalls.mockResolvedValueOnce(passes)
    mocks.waitForCallsStatus.mockResolvedValue({
      status: 'failure',
      receipts: [{ transactionHash: HASH, status: 'reverted', blockNumber: 9n }],
    })
    const allowance = encodeErrorResult({
      abi: stakeTokenAbi,
      errorName: 'ERC20InsufficientAllowance',
      args: [contracts.staking, 0n, 5n * 10n ** 18n],
    })
    const wrapped = encodeErrorResult({ abi: batchExecutorAbi, errorName: 'CallFailed', args: [1n, allowance] })
    mocks.simulateCalls.mockResolvedValueOnce(stakeReverts(wrapped))
    const error = await sendAtomicBatch(run, calls, description).catch((caught: unknown) => caught)
    expect(mocks.simulateCalls).toHaveBeenLastCalledWith(
      run.target.client,
      expect.objectContaining({ blockNumber: 9n }),
    )
    expect(error).toMatchObject({
      code: 'ERC20InsufficientAllowance',
      shortMessage: 'The staking contract may spend 0 STK of your tokens, below 5 STK. Approve again.',
      hash: HASH,
    })
    expect(mocks.sent).toHaveBeenCalledWith(HASH, description, expect.objectContaining({ transactionHash: HASH }))
    expect(mocks.refreshApp).toHaveBeenCalledTimes(1)
  })

  it('says the batch failed when the replay cannot name it (the node has no eth_simulateV1)', async () => {
    mocks.simulateCalls.mockResolvedValueOnce(passes).mockRejectedValueOnce(new Error('method not found'))
    mocks.waitForCallsStatus.mockResolvedValue({
      status: 'failure',
      receipts: [{ transactionHash: HASH, status: 'reverted', blockNumber: 9n }],
    })
    const error = await sendAtomicBatch(run, calls, description).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'Reverted', shortMessage: BATCH_FAILED_MESSAGE, hash: HASH })
  })

  it("lets the wallet's refusal cross as the wallet module's own class", async () => {
    mocks.simulateCalls.mockResolvedValue(passes)
    const unsupported = new UnsupportedMethodError()
    mocks.sendCalls.mockRejectedValue(unsupported)
    await expect(sendAtomicBatch(run, calls, description)).rejects.toBe(unsupported)
    expect(mocks.batchSubmitted).not.toHaveBeenCalled()
  })
})

describe('a batch the node cannot check is never handed to the wallet', () => {
  // Each transport failure viem raises, as it comes or wrapped the way viem wraps it (an action error around it).
  const failures = ['HttpRequestError', 'TimeoutError', 'WebSocketRequestError', 'SocketClosedError'].flatMap((name) =>
    [0, 1, 3].map((depth) => {
      let error: Error = Object.assign(new Error('request failed'), { name })
      for (let level = 0; level < depth; level += 1) error = new Error('simulation failed', { cause: error })
      return [`${name} at depth ${depth}`, error] as const
    }),
  )

  it.each(failures)('%s: could not reach the chain, nothing sent', async (_, failure) => {
    mocks.simulateCalls.mockRejectedValue(failure)
    const error = await sendAtomicBatch(run, calls, description).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ActionFailedError)
    expect(error).toMatchObject({ code: 'node-unreachable', shortMessage: CHAIN_UNREACHABLE_MESSAGE })
    expect(mocks.sendCalls).not.toHaveBeenCalled()
  })

  it("a node without eth_simulateV1 still leaves the check to the wallet's estimate", async () => {
    mocks.simulateCalls.mockRejectedValueOnce(new Error('method not found'))
    mocks.waitForCallsStatus.mockResolvedValue({
      status: 'success',
      receipts: [{ transactionHash: HASH, status: 'success', blockNumber: 9n }],
    })
    await sendAtomicBatch(run, calls, description)
    expect(mocks.sendCalls).toHaveBeenCalledTimes(1)
  })
})
