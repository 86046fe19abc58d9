import { createClient, custom } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddTransactionError, TRANSACTION_VALIDATION } from './AddTransactionError.ts'
import { RECEIPTS_KEPT_AFTER_SETTLING } from './awaitedReceipt.ts'
import { createTransactionStore } from './createTransactionStore.ts'
import { historyKey, SETTLED_TRANSACTIONS_KEPT } from './history.ts'
import type { NewTransaction, StoredTransaction, TransactionStore } from './types.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const noClient = () => {
  throw new Error('No providers configured for chain')
}

describe('transaction store', () => {
  let stores: TransactionStore[] = []
  const open = () => {
    const store = createTransactionStore({ storage: localStorage, getClient: noClient, eventTarget: window })
    stores.push(store)
    return store
  }
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    for (const store of stores) store.destroy()
    stores = []
    vi.restoreAllMocks()
  })

  const bad: [string, unknown, unknown, Partial<NewTransaction> | Record<string, unknown>, string][] = [
    [
      'short hash',
      ACCOUNT,
      1,
      { hash: '0x1234', description: 'x' },
      'Unable to add transaction: Invalid transaction hash',
    ],
    [
      'no 0x',
      ACCOUNT,
      1,
      { hash: `${hash(1).slice(2)}00`, description: 'x' },
      'Unable to add transaction: Invalid transaction hash',
    ],
    [
      'non-hex hash',
      ACCOUNT,
      1,
      { hash: `0x${'g'.repeat(64)}`, description: 'x' },
      'Unable to add transaction: Invalid transaction hash',
    ],
    [
      'missing description',
      ACCOUNT,
      1,
      { hash: hash(1) },
      'Unable to add transaction: Transaction must have a description',
    ],
    [
      'numeric description',
      ACCOUNT,
      1,
      { hash: hash(1), description: 5 },
      'Unable to add transaction: Transaction must have a description',
    ],
    [
      'blank description',
      ACCOUNT,
      1,
      { hash: hash(1), description: '  ' },
      'Unable to add transaction: Transaction must have a description',
    ],
    [
      'zero confirmations',
      ACCOUNT,
      1,
      { hash: hash(1), description: 'x', confirmations: 0 },
      'Unable to add transaction: Transaction confirmations must be a positiver integer',
    ],
    [
      'fractional confirmations',
      ACCOUNT,
      1,
      { hash: hash(1), description: 'x', confirmations: 1.5 },
      'Unable to add transaction: Transaction confirmations must be a positiver integer',
    ],
    [
      'string confirmations',
      ACCOUNT,
      1,
      { hash: hash(1), description: 'x', confirmations: '2' },
      'Unable to add transaction: Transaction confirmations must be a positiver integer',
    ],
    [
      'everything wrong',
      ACCOUNT,
      1,
      { hash: 'x', confirmations: -1 },
      'Unable to add transaction: Invalid transaction hash; Transaction must have a description; Transaction confirmations must be a positiver integer',
    ],
    ['bad account', '0x12', 1, { hash: hash(1), description: 'x' }, 'Unable to add transaction: Invalid account'],
    ['bad chain', ACCOUNT, 0, { hash: hash(1), description: 'x' }, 'Unable to add transaction: Invalid chain id'],
  ]

  it.each(bad)('%s → %s', (_label, account, chainId, transaction, message) => {
    const store = open()
    let caught: unknown
    try {
      store.add(account as typeof ACCOUNT, chainId as number, transaction as NewTransaction)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(AddTransactionError)
    expect((caught as AddTransactionError).shortMessage).toBe(message)
    expect((caught as Error).message.startsWith(message)).toBe(true)
    expect((caught as AddTransactionError).code).toBe('INVALID_TRANSACTION')
    expect(localStorage.length).toBe(0) // nothing stored, nothing lost
  })

  it('adds a pending transaction, newest first, per account and chain', () => {
    let time = 1000
    const store = createTransactionStore({
      storage: localStorage,
      getClient: noClient,
      eventTarget: window,
      now: () => time++,
    })
    stores.push(store)
    store.add(ACCOUNT, 1, { hash: hash(1), description: 'Approve' })
    const second = store.add(ACCOUNT, 1, { hash: hash(2), description: 'Stake', confirmations: 2 })
    expect(second).toEqual({ hash: hash(2), description: 'Stake', status: 'pending', confirmations: 2, addedAt: 1001 })
    expect(store.list(ACCOUNT, 1).map((tx) => tx.description)).toEqual(['Stake', 'Approve'])
    expect(store.list(ACCOUNT.toLowerCase() as typeof ACCOUNT, 1)).toBe(store.list(ACCOUNT, 1))
    expect(store.list(ACCOUNT, 10)).toEqual([])
    expect(store.list(OTHER, 1)).toEqual([])
    expect(localStorage.getItem(historyKey(ACCOUNT, 1))).toContain('Stake')
  })

  it('re-adding a hash replaces the entry instead of duplicating it', () => {
    const store = open()
    store.add(ACCOUNT, 1, { hash: hash(1), description: 'first' })
    store.add(ACCOUNT, 1, { hash: hash(1).toUpperCase().replace('0X', '0x'), description: 'again' })
    expect(store.list(ACCOUNT, 1).map((tx) => tx.description)).toEqual(['again'])
  })

  it(`keeps all pending plus the ${SETTLED_TRANSACTIONS_KEPT} most recent settled`, () => {
    const settled: StoredTransaction[] = Array.from({ length: 15 }, (_, i) => ({
      hash: hash(100 + i),
      description: `settled ${i}`,
      status: i % 2 ? 'failed' : 'confirmed',
      addedAt: i,
    }))
    const pending: StoredTransaction[] = Array.from({ length: 12 }, (_, i) => ({
      hash: hash(200 + i),
      description: `pending ${i}`,
      status: 'pending',
      addedAt: i,
    }))
    localStorage.setItem(historyKey(ACCOUNT, 1), JSON.stringify([...settled, ...pending]))
    const list = open().list(ACCOUNT, 1)
    expect(SETTLED_TRANSACTIONS_KEPT).toBe(10)
    expect(list.filter((tx) => tx.status === 'pending')).toHaveLength(12)
    expect(list.filter((tx) => tx.status !== 'pending').map((tx) => tx.addedAt)).toEqual([
      14, 13, 12, 11, 10, 9, 8, 7, 6, 5,
    ])
    expect(list.map((tx) => tx.addedAt)).toEqual([...list.map((tx) => tx.addedAt)].sort((a, b) => b - a))
  })

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"hash":"0x1"}'],
    ['a bad entry', JSON.stringify([{ hash: hash(1), description: 'x', status: 'mined', addedAt: 1 }])],
  ])('discards %s with a warning', (_label, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem(historyKey(ACCOUNT, 1), text)
    const store = open()
    expect(store.list(ACCOUNT, 1)).toEqual([])
    expect(warn).toHaveBeenCalledWith(
      `Discarding corrupt transaction history in localStorage '${historyKey(ACCOUNT, 1)}'`,
    )
    store.add(ACCOUNT, 1, { hash: hash(3), description: 'works again' })
    expect(store.list(ACCOUNT, 1)).toHaveLength(1)
  })

  it('sees another tab through the storage event', () => {
    const store = open()
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.list(ACCOUNT, 1)
    const tx: StoredTransaction = { hash: hash(9), description: 'from tab 2', status: 'confirmed', addedAt: 5 }
    localStorage.setItem(historyKey(ACCOUNT, 1), JSON.stringify([tx]))
    window.dispatchEvent(new StorageEvent('storage', { key: historyKey(ACCOUNT, 1), storageArea: localStorage }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.list(ACCOUNT, 1)).not.toBe(before)
    expect(store.list(ACCOUNT, 1)).toEqual([tx])
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('clear empties one history and notifies', () => {
    const store = open()
    const listener = vi.fn()
    store.subscribe(listener)
    store.add(ACCOUNT, 1, { hash: hash(1), description: 'x' })
    store.add(ACCOUNT, 5, { hash: hash(2), description: 'y' })
    store.clear(ACCOUNT, 1)
    expect(store.list(ACCOUNT, 1)).toEqual([])
    expect(store.list(ACCOUNT, 5)).toHaveLength(1)
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('keeps a transaction pending and looks again later while the node is unreachable', async () => {
    const methods: string[] = []
    const offline = createClient({
      transport: custom(
        {
          request: async ({ method }) => {
            methods.push(method)
            throw new Error('offline')
          },
        },
        { retryCount: 0 },
      ),
      pollingInterval: 10,
    })
    const store = createTransactionStore({
      storage: localStorage,
      getClient: () => offline,
      eventTarget: window,
      retryDelayMs: 30,
    })
    stores.push(store)
    store.add(ACCOUNT, 1, { hash: hash(7), description: 'while offline' })
    await vi.waitFor(() => expect(methods.length).toBeGreaterThanOrEqual(2), { timeout: 2000 })
    expect(store.list(ACCOUNT, 1)[0]?.status).toBe('pending')
    store.destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const afterDestroy = methods.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(methods.length).toBe(afterDestroy) // no new attempts once destroyed
  })

  /** A node that has mined every transaction: counts receipt lookups per hash. */
  function countingNode() {
    const lookups = new Map<string, number>()
    const node = createClient({
      transport: custom(
        {
          request: async ({ method, params }) => {
            if (method === 'eth_blockNumber') return '0x5'
            if (method === 'eth_getTransactionReceipt') {
              const [txHash] = params as [string]
              lookups.set(txHash, (lookups.get(txHash) ?? 0) + 1)
              return { transactionHash: txHash, blockNumber: '0x5', status: '0x1', logs: [], type: '0x2' }
            }
            throw new Error(`unexpected ${method}`)
          },
        },
        { retryCount: 0 },
      ),
      pollingInterval: 10,
    })
    const store = createTransactionStore({ storage: localStorage, getClient: () => node, eventTarget: window })
    stores.push(store)
    return { store, lookups }
  }

  it('hands out the one receipt its watcher fetched, and refuses a hash it does not watch', async () => {
    const { store, lookups } = countingNode()
    store.add(ACCOUNT, 1, { hash: hash(9), description: 'watched' })
    const [first, second] = await Promise.all([store.receipt(hash(9)), store.receipt(hash(9))])
    expect(first).toBe(second)
    expect(first.status).toBe('success')
    expect(lookups.get(hash(9))).toBe(1)
    await vi.waitFor(() => expect(store.list(ACCOUNT, 1)[0]?.status).toBe('confirmed'))
    await expect(store.receipt(hash(10))).rejects.toThrow(`The transaction store does not watch ${hash(10)}.`)
  })

  describe('one receipt waiter per hash', () => {
    it('one lookup per hash however often it is added or its receipt asked for', async () => {
      const { store, lookups } = countingNode()
      for (const n of [1, 2, 3]) {
        store.add(ACCOUNT, 1, { hash: hash(n), description: `write ${n}` })
        store.add(ACCOUNT, 1, { hash: hash(n), description: `write ${n} again` })
      }
      await Promise.all([1, 2, 3].flatMap((n) => [store.receipt(hash(n)), store.receipt(hash(n))]))
      expect([...lookups.values()]).toEqual([1, 1, 1])
    })

    it("a batch's transactions come with their receipts: stored settled, no lookup at all", async () => {
      const { store, lookups } = countingNode()
      store.add(ACCOUNT, 1, {
        hash: hash(4),
        description: 'Stake 5 STK',
        receipt: { transactionHash: hash(4), status: 'success' },
      })
      store.add(ACCOUNT, 1, {
        hash: hash(5),
        description: 'Stake 6 STK',
        receipt: { transactionHash: hash(5), status: 'reverted' },
      })
      expect(store.list(ACCOUNT, 1).map((transaction) => transaction.status)).toEqual(['failed', 'confirmed'])
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(lookups.size).toBe(0)
    })

    it('a receipt with more confirmations asked than it has is watched as usual', async () => {
      const { store, lookups } = countingNode()
      const receipt = { transactionHash: hash(6), status: 'success' } as const
      store.add(ACCOUNT, 1, { hash: hash(6), description: 'deep', confirmations: 1, receipt })
      store.add(ACCOUNT, 1, {
        hash: hash(7),
        description: 'deeper',
        confirmations: 2,
        receipt: { ...receipt, transactionHash: hash(7) },
      })
      expect(store.list(ACCOUNT, 1).map((transaction) => transaction.status)).toEqual(['pending', 'confirmed'])
      await vi.waitFor(() => expect(lookups.get(hash(7))).toBeGreaterThanOrEqual(1))
      expect(lookups.has(hash(6))).toBe(false)
    })

    it(`keeps only the newest ${RECEIPTS_KEPT_AFTER_SETTLING} settled receipts for late askers`, async () => {
      const { store } = countingNode()
      const count = RECEIPTS_KEPT_AFTER_SETTLING + 8
      for (let n = 1; n <= count; n++) {
        store.add(ACCOUNT, 1, { hash: hash(n), description: `write ${n}` })
        await store.receipt(hash(n))
      }
      await expect(store.receipt(hash(8))).rejects.toThrow(`does not watch ${hash(8)}`)
      await expect(store.receipt(hash(9))).resolves.toMatchObject({ transactionHash: hash(9) })
      await expect(store.receipt(hash(count))).resolves.toMatchObject({ transactionHash: hash(count) })
    })

    it.each([
      ['another hash', { transactionHash: hash(2), status: 'success' }],
      ['no status', { transactionHash: hash(1) }],
      ['a status viem never gives', { transactionHash: hash(1), status: '0x1' }],
      ['not an object', 'success'],
      ['null', null],
    ])("refuses a receipt that is not this transaction's settled one: %s", (_name, receipt) => {
      const store = open()
      const transaction = { hash: hash(1), description: 'x', receipt } as unknown as NewTransaction
      expect(() => store.add(ACCOUNT, 1, transaction)).toThrow(TRANSACTION_VALIDATION.receipt)
    })
  })
})
