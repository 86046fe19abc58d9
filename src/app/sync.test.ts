import { parseUnits } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppContext } from './context.ts'

// The app state fed by the wallet module and by one multicall per refresh, refreshed on new blocks.
const CONTRACTS = {
  stakeToken: '0x0000000000000000000000000000000000000001',
  staking: '0x0000000000000000000000000000000000000002',
  collection: '0x0000000000000000000000000000000000000003',
} as const
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const mocks = vi.hoisted(() => ({
  walletState: undefined as unknown as {
    status: string
    walletId?: string
    address?: string
    chainId?: number
    unsupported: boolean
  },
  multicall: vi.fn(),
  unwatch: vi.fn(),
  onBlock: undefined as undefined | (() => void),
  onPollError: undefined as undefined | ((error: unknown) => void),
}))

vi.mock('viem/actions', () => ({ multicall: mocks.multicall }))

const { proxy } = await import('valtio/vanilla')
const { watchSelected } = await import('../wallet/store/watch.ts')
const { retainAppSync } = await import('./sync.ts')
const { appState } = await import('./state.ts')
const { NODE_UNREACHABLE_MESSAGE } = await import('./figureState.ts')

mocks.walletState = proxy({
  status: 'disconnected',
  walletId: undefined,
  address: undefined,
  chainId: undefined,
  unsupported: false,
})
/** The app context the setup would hand down: one local chain with the contracts and a scripted client. */
const context = {
  wallet: {
    state: mocks.walletState,
    watch: (selector: never, listener: never) => watchSelected(mocks.walletState, selector, listener),
  },
  transactions: { add: vi.fn() },
  chains: [{ id: 31337 }],
  contracts: { 31337: CONTRACTS },
  rpcUrls: {},
  client: () => ({ chain: { contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } } } }),
  blocks: {
    watch: (_chainId: number, watcher: { onBlock: () => void; onError?: (error: unknown) => void }) => {
      mocks.onBlock = watcher.onBlock
      mocks.onPollError = watcher.onError
      return mocks.unwatch
    },
  },
} as unknown as AppContext

const ok = (result: unknown) => ({ status: 'success', result })
const stake = {
  id: 1n,
  amount: parseUnits('100', 18),
  start: 10n,
  unlockTime: 20n,
  lockPeriod: 10,
  aprBps: 500,
  reward: parseUnits('1.5', 18),
  claimed: 0n,
  withdrawn: false,
}

function answer(totalLocked: bigint) {
  return [
    ok(totalLocked),
    ok(parseUnits('250', 18)),
    ok([
      [2_592_000, 7_776_000],
      [500, 1000],
    ]),
    ok(parseUnits('0.01', 18)),
    ok(10_000n),
    ok(5n),
    ok(2n),
    ok(1_700_000_000n),
    ok(parseUnits('9900', 18)),
    ok(parseUnits('100', 18)),
    ok([stake]),
    ok(parseUnits('1.5', 18)),
    ok(parseUnits('1', 18)),
    ok(2n),
    ok([1n, 2n]),
    ok(parseUnits('5000', 18)),
  ]
}

const failing = (index: number) => (entry: unknown, at: number) =>
  at === index ? { status: 'failure', error: new Error('reverted') } : entry

/** Lets valtio's subscription (a microtask later) and the refresh it starts finish. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

let release: (() => void) | undefined

beforeEach(() => {
  mocks.multicall.mockReset()
  mocks.multicall.mockImplementation(async () => answer(parseUnits('100', 18)))
})

afterEach(() => {
  release?.()
  release = undefined
  Object.assign(mocks.walletState, {
    status: 'disconnected',
    walletId: undefined,
    address: undefined,
    chainId: undefined,
  })
})

describe('app sync', () => {
  it('reads the totals while disconnected and leaves wallet and address unset', async () => {
    release = retainAppSync(context)
    await settle()
    expect(appState.wallet).toBeUndefined()
    expect(appState.address).toBe('')
    expect(appState.totalLock).toBe(100)
    expect(appState.totalDeposited).toBe(250)
    expect(appState.provider).toEqual({ chainId: 31337, contracts: CONTRACTS })
    expect(appState.reads.lockPeriods).toEqual([
      { seconds: 2_592_000, aprBps: 500 },
      { seconds: 7_776_000, aprBps: 1000 },
    ])
    expect(appState.stakingList).toEqual([])
    expect(mocks.multicall).toHaveBeenCalledTimes(1) // one multicall = one node request per refresh
  })

  it('follows the wallet: a connected account gets its stakes, reward and balances', async () => {
    release = retainAppSync(context)
    Object.assign(mocks.walletState, { status: 'connected', walletId: 'test.wallet', address: ACCOUNT, chainId: 31337 })
    await settle()
    expect(appState.wallet).toEqual({ id: 'test.wallet', chainId: 31337 })
    expect(appState.address).toBe(ACCOUNT)
    expect(appState.userReward).toBe(1.5)
    expect(appState.stakingList).toEqual([{ ...stake, start: 10, unlockTime: 20 }])
    expect(appState.reads.tokenBalance).toBe(parseUnits('9900', 18))
    expect(appState.reads.ownedTokenIds).toEqual([1n, 2n])
    expect(appState.reads.loaded).toBe(true)
  })

  it('re-reads on every new block and stops watching when released', async () => {
    release = retainAppSync(context)
    await settle()
    mocks.multicall.mockImplementation(async () => answer(parseUnits('175', 18)))
    mocks.onBlock?.()
    await settle()
    expect(appState.totalLock).toBe(175)
    release()
    release = undefined
    expect(mocks.unwatch).toHaveBeenCalled()
  })

  it('keeps the last numbers and reports when a read fails', async () => {
    release = retainAppSync(context)
    await settle()
    mocks.multicall.mockImplementation(async () => answer(parseUnits('100', 18)).map(failing(0)))
    mocks.onBlock?.()
    await settle()
    expect(appState.reads.readError).toBe('Could not read total locked from the chain.')
    expect(appState.totalLock).toBe(100)
  })

  it('a failed block poll (node down) keeps the figures, marked stale, until a read gets through', async () => {
    release = retainAppSync(context)
    await settle()
    const { updatedAt } = appState.reads
    mocks.onPollError?.(new Error('fetch failed'))
    expect(appState.reads.readError).toBe(NODE_UNREACHABLE_MESSAGE)
    expect(appState.reads).toMatchObject({ totalsLoaded: true, updatedAt })
    expect(appState.totalLock).toBe(100)
    mocks.onBlock?.() // the node answers again
    await settle()
    expect(appState.reads.readError).toBeUndefined()
  })

  it('a failed block poll does not hide the more precise error of a failed read', async () => {
    release = retainAppSync(context)
    await settle()
    mocks.multicall.mockImplementation(async () => answer(parseUnits('100', 18)).map(failing(0)))
    mocks.onBlock?.()
    await settle()
    mocks.onPollError?.(new Error('fetch failed'))
    expect(appState.reads.readError).toBe('Could not read total locked from the chain.')
  })

  it('drops account numbers when the wallet disconnects', async () => {
    Object.assign(mocks.walletState, { status: 'connected', walletId: 'test.wallet', address: ACCOUNT, chainId: 31337 })
    release = retainAppSync(context)
    await settle()
    expect(appState.stakingList).toHaveLength(1)
    Object.assign(mocks.walletState, {
      status: 'disconnected',
      walletId: undefined,
      address: undefined,
      chainId: undefined,
    })
    await settle()
    expect(appState.address).toBe('')
    expect(appState.stakingList).toEqual([])
    expect(appState.userReward).toBe(0)
    expect(appState.reads.tokenBalance).toBe(0n)
  })

  it('reads the reward pool in the same multicall', async () => {
    release = retainAppSync(context)
    await settle()
    expect(appState.reads.rewardPool).toBe(parseUnits('5000', 18))
    expect(mocks.multicall).toHaveBeenCalledTimes(1)
  })
})

/** The same context on another chain, whose totals the state has not read yet. */
const onChain = (chainId: number) =>
  ({ ...context, chains: [{ id: chainId }], contracts: { [chainId]: CONTRACTS } }) as unknown as AppContext

describe('unknown is never zero', () => {
  it('keeps every figure unknown while the first read is slow', async () => {
    let answerNow: (() => void) | undefined
    mocks.multicall.mockImplementation(
      () => new Promise((resolve) => (answerNow = () => resolve(answer(parseUnits('100', 18))))),
    )
    Object.assign(mocks.walletState, { status: 'connected', walletId: 'test.wallet', address: ACCOUNT, chainId: 5 })
    release = retainAppSync(onChain(5))
    await settle()
    const unknown = { ...appState.reads }
    answerNow?.() // before the checks, so a failed check leaves no read hanging for the next test
    expect(unknown).toMatchObject({ totalsLoaded: false, loaded: false, rewardPool: undefined, updatedAt: undefined })
    await settle()
    expect(appState.reads).toMatchObject({ totalsLoaded: true, loaded: true, rewardPool: parseUnits('5000', 18) })
    expect(appState.reads.updatedAt).toBeTypeOf('number')
  })

  it('a failed first read of a new chain leaves the figures unknown, with the error', async () => {
    release = retainAppSync(context)
    await settle()
    release()
    // Another chain: the totals read on 31337 are not this chain's.
    mocks.multicall.mockImplementation(async () => answer(parseUnits('100', 18)).map(failing(1)))
    release = retainAppSync(onChain(10))
    await settle()
    expect(appState.reads.readError).toBe('Could not read total deposited from the chain.')
    expect(appState.reads).toMatchObject({ totalsLoaded: false, loaded: false, rewardPool: undefined })
    expect(appState.totalLock).toBe(0) // the initial value, which the views must not show: totalsLoaded is false
  })

  it('a failed later read keeps the figures as read and when, so views mark them stale', async () => {
    Object.assign(mocks.walletState, { status: 'connected', walletId: 'test.wallet', address: ACCOUNT, chainId: 31337 })
    release = retainAppSync(context)
    await settle()
    const { updatedAt } = appState.reads
    mocks.multicall.mockImplementation(async () => answer(parseUnits('175', 18)).map(failing(11)))
    mocks.onBlock?.()
    await settle()
    expect(appState.reads.readError).toBe('Could not read pending reward from the chain.')
    expect(appState.reads).toMatchObject({ totalsLoaded: true, loaded: true, updatedAt })
    expect(appState.reads.pendingReward).toBe(parseUnits('1.5', 18))
    expect(appState.stakingList).toHaveLength(1)
  })

  it('a new account on the same chain keeps the totals but not the account figures', async () => {
    Object.assign(mocks.walletState, { status: 'connected', walletId: 'test.wallet', address: ACCOUNT, chainId: 31337 })
    release = retainAppSync(context)
    await settle()
    let answerNow: (() => void) | undefined
    mocks.multicall.mockImplementation(
      () => new Promise((resolve) => (answerNow = () => resolve(answer(parseUnits('100', 18))))),
    )
    mocks.walletState.address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    await settle()
    const during = { ...appState.reads, stakes: appState.stakingList.length }
    answerNow?.()
    expect(during).toMatchObject({ totalsLoaded: true, loaded: false, stakes: 0 })
    await settle()
    expect(appState.reads.loaded).toBe(true)
  })
  it("the zeros of an account-less read never count as the account's, even before the next read starts", async () => {
    const { accountReadsReady } = await import('./accountReads.ts')
    release = retainAppSync(context) // a visitor's read (no account), as while a saved session reconnects
    await settle()
    expect(appState.reads).toMatchObject({ loaded: true, readFor: '31337:', ownedTokenIds: [] })
    let answerAccount: (() => void) | undefined
    mocks.multicall.mockImplementationOnce(
      () => new Promise((resolve) => (answerAccount = () => resolve(answer(parseUnits('100', 18))))),
    )
    Object.assign(mocks.walletState, { status: 'connected', walletId: 'test.wallet', address: ACCOUNT, chainId: 31337 })
    // The views may render with the wallet connected before the sync has reacted: still not this account's numbers.
    expect(appState.reads.loaded).toBe(true)
    expect(accountReadsReady(appState.reads, mocks.walletState as never)).toBe(false)
    await settle()
    expect(accountReadsReady(appState.reads, mocks.walletState as never)).toBe(false)
    answerAccount?.()
    await settle()
    expect(appState.reads.readFor).toBe(`31337:${ACCOUNT}`)
    expect(accountReadsReady(appState.reads, mocks.walletState as never)).toBe(true)
    expect(appState.reads.ownedTokenIds).toEqual([1n, 2n])
  })
})
