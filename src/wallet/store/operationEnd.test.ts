// `WalletOperation.end` through the package's public entries: one marker, the first call only.
import { polygon } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { createWallet, type Wallet, type WalletOperation } from '../index.ts'
import { announce, flush, memoryStorage, OTHER_ACCOUNT, scriptedProvider } from '../testing.ts'

const HASH = `0x${'cd'.repeat(32)}` as const
const wallets: Wallet[] = []

afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.destroy()
})

async function connectedWallet(): Promise<Wallet> {
  const provider = scriptedProvider({
    eth_chainId: () => '0x89',
    eth_getBlockByNumber: () => ({ number: '0x1', baseFeePerGas: '0x3b9aca00' }),
    eth_sendTransaction: () => HASH,
  })
  const wallet = createWallet({ chains: [polygon], appName: 'Test', window, storage: memoryStorage() })
  wallets.push(wallet)
  announce(window, provider, { uuid: `end-${wallets.length}`, name: 'MetaMask', rdns: 'io.metamask' })
  await flush()
  await wallet.connect('metaMask')
  return wallet
}

const entriesOf = (wallet: Wallet, operation: WalletOperation) =>
  wallet.callLog.entries.filter((entry) => entry.operationId === operation.id)
const endsOf = (wallet: Wallet, operation: WalletOperation) =>
  entriesOf(wallet, operation).filter((entry) => entry.kind === 'marker' && entry.method === 'operation-end')

describe('WalletOperation.end', () => {
  it('writes one operation-end marker after the operation’s entries, with the status and the operation’s id', async () => {
    const wallet = await connectedWallet()
    const mint = wallet.operation('Mint 1 token')
    const hash = await mint.sendTransaction({ to: OTHER_ACCOUNT, value: 1n })
    mint.recordReceipt({ transactionHash: hash, status: 'success', blockNumber: 7n })
    mint.end({ status: 'succeeded' })
    const entries = entriesOf(wallet, mint)
    expect(entries.map((entry) => [entry.kind, entry.method])).toEqual([
      ['marker', 'operation'],
      ['request', 'eth_getBlockByNumber'],
      ['request', 'eth_sendTransaction'],
      ['receipt', 'eth_getTransactionReceipt'],
      ['marker', 'operation-end'],
    ])
    expect(entries.at(-1)).toMatchObject({
      kind: 'marker',
      origin: 'module',
      walletId: 'metaMask',
      operationId: mint.id,
      outcome: 'ok',
      params: { status: 'succeeded' },
    })
    expect(entries.at(-1)?.params).not.toHaveProperty('reason')
  })

  it('is idempotent: only the first call writes', async () => {
    const wallet = await connectedWallet()
    const claim = wallet.operation('Claim rewards')
    claim.end({ status: 'rejected', reason: 'You rejected the request in your wallet.' })
    claim.end({ status: 'succeeded' })
    claim.end({ status: 'failed', reason: 'later' })
    expect(endsOf(wallet, claim).map((entry) => entry.params)).toEqual([
      { status: 'rejected', reason: 'You rejected the request in your wallet.' },
    ])
  })

  it('carries each status with its reason, and ends only its own operation', async () => {
    const wallet = await connectedWallet()
    const outcomes = [
      { status: 'not-sent', reason: 'You can mint at most 5 tokens with this wallet.' },
      { status: 'rejected' },
      { status: 'failed', reason: 'Your wallet did not answer within 300 s.' },
      { status: 'reverted', reason: 'The transaction failed on-chain.' },
      { status: 'succeeded' },
    ] as const
    const operations = outcomes.map((outcome) => {
      const operation = wallet.operation(`op ${outcome.status}`)
      operation.end(outcome)
      return operation
    })
    expect(operations.map((operation) => endsOf(wallet, operation).map((entry) => entry.params))).toEqual(
      outcomes.map((outcome) => [outcome]),
    )
    const open = wallet.operation('still open')
    expect(endsOf(wallet, open)).toEqual([])
  })

  it('refuses an outcome outside OperationEnd from untyped code, and the operation can still end', async () => {
    const wallet = await connectedWallet()
    const stake = wallet.operation('Stake 1 STK for 30 days')
    const end = stake.end as (outcome: unknown) => void
    expect(() => end({ status: 'abandoned' })).toThrow(TypeError)
    expect(() => end({ status: 'failed', reason: new Error('stack') })).toThrow(TypeError)
    expect(endsOf(wallet, stake)).toEqual([])
    stake.end({ status: 'not-sent', reason: 'Wrong network: switch networks to continue.' })
    expect(endsOf(wallet, stake).map((entry) => entry.params)).toEqual([
      { status: 'not-sent', reason: 'Wrong network: switch networks to continue.' },
    ])
  })

  it('ends an operation opened while disconnected too (no wallet id)', () => {
    const wallet = createWallet({ chains: [polygon], appName: 'Test', window, storage: memoryStorage() })
    wallets.push(wallet)
    const signIn = wallet.operation('sign in')
    signIn.end({ status: 'failed', reason: 'Error signing message, please retry!' })
    expect(endsOf(wallet, signIn)).toMatchObject([{ walletId: '', params: { status: 'failed' } }])
  })
})
