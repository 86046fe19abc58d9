/**
 * Transaction history against a real node: a mined transaction becomes confirmed, a reverted one
 * failed, and a transaction still pending at "reload" (a new store over the same storage) is picked
 * up and confirmed once its block is mined.
 */
import { createWalletClient, http, parseEther, type Hash } from 'viem'
import { sendTransaction } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts, startAnvil, type AnvilInstance } from '../../scripts/stack'
import { createChainClient, localChain } from '../../src/chains/index.ts'
import {
  createTransactionStore,
  memoryStorage,
  type StoredTransaction,
  type TransactionStore,
} from '../../src/wallet/index.ts'

// Always reverts: PUSH1 0 PUSH1 0 REVERT.
const REVERTER = '0x00000000000000000000000000000000000bad00'
const REVERT_CODE = '0x60006000fd'

describe('transaction store against anvil', () => {
  let anvil: AnvilInstance
  const stores: TransactionStore[] = []
  const [sender, receiver] = devAccounts(2)
  if (!sender || !receiver) throw new Error('dev accounts missing')

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 })
    await rpc('anvil_setCode', [REVERTER, REVERT_CODE])
  })
  afterAll(async () => {
    for (const store of stores) store.destroy()
    await anvil?.stop()
  })

  async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    const response = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    return ((await response.json()) as { result: unknown }).result
  }

  const chain = () => localChain(anvil.url)
  // The app's read client (RPC transport settings); a short polling interval keeps the test fast.
  const readClient = () => Object.assign(createChainClient(chain(), anvil.url), { pollingInterval: 100 })
  const wallet = () => createWalletClient({ account: sender, chain: chain(), transport: http(anvil.url) })

  function openStore(storage: Storage): TransactionStore {
    const client = readClient()
    const store = createTransactionStore({ storage, getClient: () => client, eventTarget: new EventTarget() })
    stores.push(store)
    return store
  }

  function statusOf(store: TransactionStore, hash: Hash): StoredTransaction['status'] | undefined {
    return store.list(sender!.address, 31337).find((tx) => tx.hash === hash)?.status
  }

  function settled(store: TransactionStore, hash: Hash): Promise<StoredTransaction['status']> {
    return new Promise((resolve) => {
      const check = () => {
        const status = statusOf(store, hash)
        if (status && status !== 'pending') {
          unsubscribe()
          resolve(status)
        }
      }
      const unsubscribe = store.subscribe(check)
      check()
    })
  }

  it('a mined transaction goes pending → confirmed', async () => {
    const store = openStore(memoryStorage())
    const hash = await sendTransaction(wallet(), { to: receiver.address, value: parseEther('1') })
    store.add(sender.address, 31337, { hash, description: 'Send 1 ETH' })
    expect(statusOf(store, hash)).toBe('pending')
    await expect(settled(store, hash)).resolves.toBe('confirmed')
  })

  it('a reverted transaction goes pending → failed', async () => {
    const store = openStore(memoryStorage())
    const hash = await sendTransaction(wallet(), { to: REVERTER, data: '0x12345678', gas: 100_000n })
    store.add(sender.address, 31337, { hash, description: 'Call that reverts' })
    await expect(settled(store, hash)).resolves.toBe('failed')
  })

  it('after a reload, a pending transaction is watched again and confirms once mined', async () => {
    const storage = memoryStorage()
    await rpc('evm_setAutomine', [false])
    try {
      const hash = await sendTransaction(wallet(), { to: receiver.address, value: parseEther('0.5') })
      const before = openStore(storage)
      before.add(sender.address, 31337, { hash, description: 'Sent before reload', confirmations: 2 })
      before.destroy() // the page goes away with the transaction still pending

      const after = openStore(storage)
      expect(after.list(sender.address, 31337)).toMatchObject([{ hash, status: 'pending', confirmations: 2 }])
      await rpc('evm_mine')
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(statusOf(after, hash)).toBe('pending') // 1 of 2 confirmations
      await rpc('evm_mine')
      await expect(settled(after, hash)).resolves.toBe('confirmed')
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })
})
