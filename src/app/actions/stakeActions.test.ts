/**
 * stake(): the way it takes, and what a failed batch or permit leads to. A wallet that answers it cannot do a way
 * gets the next way (remembered for that wallet, account and chain); every other failure ends the stake as it is
 * and leaves the announced way alone.
 */
import { BaseError } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mapWalletError, type Wallet } from '../../wallet/index.ts'
import type { AppContext } from '../context.ts'
import { ActionFailedError } from '../errors.ts'
import { flowState } from '../flows/flowState.ts'
import { appState, initialReads } from '../state.ts'
import { walletWays } from '../write/capabilities.ts'
import { fallbackNotice } from '../write/stakePlan.ts'
import { WAY_UNSUPPORTED_CODES } from '../write/wayRefused.ts'

const mocks = vi.hoisted(() => ({
  getCapabilities: vi.fn(),
  getBlock: vi.fn(),
  sendAtomicBatch: vi.fn(),
  sendContractWrite: vi.fn(),
  readPermitTypedData: vi.fn(),
  signTypedData: vi.fn(),
  end: vi.fn(),
}))

vi.mock('viem/actions', () => ({ getCapabilities: mocks.getCapabilities, getBlock: mocks.getBlock }))
vi.mock('../write/sendBatch.ts', () => ({ sendAtomicBatch: mocks.sendAtomicBatch }))
vi.mock('../write/sendContractWrite.ts', () => ({ sendContractWrite: mocks.sendContractWrite }))
vi.mock('../write/permitTypedData.ts', () => ({ readPermitTypedData: mocks.readPermitTypedData }))

const { stake, STAKE_BUSY_KEY } = await import('./stakeActions.ts')

const ETHER = 10n ** 18n
const CONTRACTS = {
  stakeToken: '0x0000000000000000000000000000000000000001',
  staking: '0x0000000000000000000000000000000000000002',
  collection: '0x0000000000000000000000000000000000000003',
} as const

let walletNumber = 0

/** A fresh wallet per test (its own id), connected on 31337, so remembered ways never leak between tests. */
function makeContext(): AppContext {
  walletNumber += 1
  const operation = { id: 'op', signTypedData: mocks.signTypedData, getWalletClient: async () => ({}), end: mocks.end }
  return {
    chains: [{ id: 31337 }],
    contracts: { 31337: CONTRACTS },
    client: () => ({}),
    transactions: { add: vi.fn() },
    wallet: {
      state: {
        status: 'connected',
        walletId: `wallet-${walletNumber}`,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: 31337,
        unsupported: false,
      },
      getWalletClient: async () => ({}),
      operation: vi.fn(() => operation),
    },
  } as unknown as AppContext
}

const request = { amount: 5n * ETHER, lockPeriod: 0 } as const
const steps = () =>
  mocks.sendContractWrite.mock.calls.map(([, write]) => (write as { functionName: string }).functionName)
const record = () => flowState.flows[STAKE_BUSY_KEY]
const waysOf = (context: AppContext) =>
  walletWays(context.wallet as Wallet, context.wallet.state.address as `0x${string}`, 31337)

const outcomeOf = (context: AppContext) =>
  stake(context, request).then(
    () => 'staked',
    () => 'failed',
  )

/** A wallet's answer with `code`, as the wallet module names it, sometimes wrapped as viem's actions wrap it. */
function walletAnswer(code: number | string, wrapped: boolean): Error {
  const error = mapWalletError({ code, message: `answered ${code}` })
  return wrapped ? new BaseError('sendCalls failed', { cause: error }) : error
}

beforeEach(() => {
  vi.clearAllMocks()
  appState.reads = { ...initialReads(), tokenBalance: 100n * ETHER, allowance: 0n }
  mocks.getCapabilities.mockResolvedValue({ atomic: { status: 'supported' } })
  mocks.getBlock.mockResolvedValue({ timestamp: 1_000n })
  mocks.readPermitTypedData.mockResolvedValue({ primaryType: 'Permit' })
  mocks.signTypedData.mockResolvedValue(`0x${'11'.repeat(64)}1b`)
  mocks.sendAtomicBatch.mockResolvedValue(undefined)
  mocks.sendContractWrite.mockResolvedValue({ status: 'success', logs: [] })
})

afterEach(() => {
  for (const key of Object.keys(flowState.flows)) delete flowState.flows[key]
  appState.reads = initialReads()
})

describe('stake() takes the way the wallet allows', () => {
  it('one batch when the wallet runs atomic batches', async () => {
    await stake(makeContext(), request)
    expect(mocks.sendAtomicBatch).toHaveBeenCalledOnce()
    expect(steps()).toEqual([])
    expect(record()).toMatchObject({ phase: 'done' })
  })

  it('the stake alone when the allowance covers the amount', async () => {
    appState.reads = { ...appState.reads, allowance: 10n * ETHER }
    await stake(makeContext(), request)
    expect(mocks.sendAtomicBatch).not.toHaveBeenCalled()
    expect(steps()).toEqual(['stake'])
  })

  it('a permit, then stakeWithPermit, when the wallet has no atomic batches', async () => {
    mocks.getCapabilities.mockRejectedValue(new Error('wallet_getCapabilities is not supported'))
    await stake(makeContext(), request)
    expect(mocks.signTypedData).toHaveBeenCalledOnce()
    expect(steps()).toEqual(['stakeWithPermit'])
  })
})

// Every code the wallet module knows, some it does not, and the EIP-5792 range: fallback exactly for the listed ones.
const CODES = [
  ...[4001, 5000, 4100, 4200, 4900, 4901, 4902, -32002, -32603, -32700, -32600, -32602, -32000, -32601, -32004],
  ...[-32003, -32005, 5700, 5710, 5720, 5730, 5740, 5750, 5760, 5799, 5800, 0, 1, '4200', 'UNKNOWN'],
]

describe.each([false, true])('a failed batch (wrapped by viem: %s)', (wrapped) => {
  it.each(CODES)('answered %s: the next way only when the wallet says it cannot', async (code) => {
    const context = makeContext()
    mocks.sendAtomicBatch.mockRejectedValue(walletAnswer(code, wrapped))
    const cannot = WAY_UNSUPPORTED_CODES.has(Number(code))
    expect(await outcomeOf(context)).toBe(cannot ? 'staked' : 'failed')
    expect(steps()).toEqual(cannot ? ['stakeWithPermit'] : [])
    if (cannot) expect(record()?.notice).toBe(fallbackNotice.batch)
    // Remembered for this wallet, account and chain only when it said it cannot.
    expect((await waysOf(context)).atomic).toBe(!cannot)
  })
})

describe('a failed permit signature', () => {
  it.each(CODES)('answered %s: approve then stake only when the wallet says it cannot sign it', async (code) => {
    mocks.getCapabilities.mockResolvedValue({})
    const context = makeContext()
    mocks.signTypedData.mockRejectedValue(walletAnswer(code, true))
    const cannot = WAY_UNSUPPORTED_CODES.has(Number(code))
    expect(await outcomeOf(context)).toBe(cannot ? 'staked' : 'failed')
    expect(steps()).toEqual(cannot ? ['approve', 'stake'] : [])
    expect((await waysOf(context)).permit).toBe(!cannot)
  })
})

describe('failures that are not the wallet saying it cannot', () => {
  it('a node outage during the batch ends the stake and keeps the batch announced for the next one', async () => {
    const context = makeContext()
    mocks.sendAtomicBatch.mockRejectedValueOnce(
      new ActionFailedError('node-unreachable', 'The network is unreachable.'),
    )
    await expect(stake(context, request)).rejects.toBeInstanceOf(ActionFailedError)
    expect(steps()).toEqual([])
    expect(await waysOf(context)).toEqual({ atomic: true, permit: true })
    await stake(context, request)
    expect(mocks.sendAtomicBatch).toHaveBeenCalledTimes(2)
  })

  it("another wallet's refusal is not remembered for this one", async () => {
    const refusing = makeContext()
    mocks.sendAtomicBatch.mockRejectedValueOnce(walletAnswer(5760, false))
    await stake(refusing, request)
    expect((await waysOf(refusing)).atomic).toBe(false)
    const other = makeContext()
    expect((await waysOf(other)).atomic).toBe(true)
  })
})
