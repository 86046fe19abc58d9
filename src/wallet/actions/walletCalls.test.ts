import { encodeFunctionData, parseAbi, parseGwei, toHex } from 'viem'
import { polygon } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { NotConnectedError } from '../errors/configErrors.ts'
import { UserRejectedError } from '../errors/providerErrors.ts'
import { InvalidWalletResponseError } from '../errors/rpcErrors.ts'
import { ACCOUNT, OTHER_ACCOUNT, fail, providerError } from '../testing/scriptedProvider.ts'
import { walletWithMetaMask } from '../testing/walletFixture.ts'
import { feesFromBaseFee } from './fees.ts'

const HASH = `0x${'ab'.repeat(32)}` as const
const SIGNATURE = `0x${'11'.repeat(65)}` as const

async function connected(handlers = {}) {
  const fixture = await walletWithMetaMask({ eth_accounts: () => [ACCOUNT], ...handlers })
  await fixture.wallet.connect('metaMask')
  fixture.provider.calls.length = 0
  return fixture
}

describe('wallet calls', () => {
  it('lists and requests accounts and reads the chain id', async () => {
    const { wallet } = await connected()
    expect(await wallet.getAccounts()).toEqual([ACCOUNT])
    expect(await wallet.requestAccounts()).toEqual([ACCOUNT])
    expect(await wallet.getChainId()).toBe(137)
  })

  it('rejects malformed wallet answers with a typed error', async () => {
    const { wallet, provider } = await connected()
    provider.handlers.eth_accounts = () => ['not an address']
    provider.handlers.eth_chainId = () => 'polygon'
    await expect(wallet.getAccounts()).rejects.toBeInstanceOf(InvalidWalletResponseError)
    await expect(wallet.getChainId()).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  it('signs a message with personal_sign from the connected account', async () => {
    const { wallet, provider } = await connected({ personal_sign: () => SIGNATURE })
    expect(await wallet.signMessage('hello')).toBe(SIGNATURE)
    expect(provider.calls.at(-1)).toEqual({ method: 'personal_sign', params: [toHex('hello'), ACCOUNT] })
    // The signature is redacted in the log by default (a sign-in's may still be valid); the message is kept.
    expect(wallet.callLog.entries.at(-1)).toMatchObject({
      method: 'personal_sign',
      outcome: 'ok',
      params: [toHex('hello'), ACCOUNT],
      result: '[redacted]',
    })
  })

  it('maps a rejected signature to UserRejectedError, past viem', async () => {
    const { wallet } = await connected({
      personal_sign: () => fail(providerError(4001, 'User denied message signature.')),
    })
    await expect(wallet.signMessage('hello')).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('signs typed data with eth_signTypedData_v4', async () => {
    const { wallet, provider } = await connected({ eth_signTypedData_v4: () => SIGNATURE })
    const signature = await wallet.signTypedData({
      domain: { name: 'Stake', version: '1', chainId: 137 },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { to: OTHER_ACCOUNT, amount: 10n ** 18n },
    })
    expect(signature).toBe(SIGNATURE)
    const [from, json] = provider.calls.at(-1)!.params as [string, string]
    expect(from).toBe(ACCOUNT)
    expect(JSON.parse(json)).toMatchObject({ primaryType: 'Mail', message: { amount: '1000000000000000000' } })
  })

  it('sends a transaction with the default fee rule: 1.5 gwei priority, max fee 120% of base fee + priority', async () => {
    const baseFee = parseGwei('10')
    const { wallet, provider } = await connected({
      eth_getBlockByNumber: () => ({ number: '0x1', baseFeePerGas: toHex(baseFee) }),
      eth_sendTransaction: () => HASH,
    })
    expect(await wallet.sendTransaction({ to: OTHER_ACCOUNT, value: 5n })).toBe(HASH)
    const sent = provider.calls.find((c) => c.method === 'eth_sendTransaction')?.params as [Record<string, string>]
    expect(sent[0]).toMatchObject({
      from: ACCOUNT,
      to: OTHER_ACCOUNT,
      value: '0x5',
      maxPriorityFeePerGas: toHex(parseGwei('1.5')),
      maxFeePerGas: toHex(parseGwei('13.5')),
    })
    expect(feesFromBaseFee(100n)).toEqual({
      maxFeePerGas: 120n + parseGwei('1.5'),
      maxPriorityFeePerGas: parseGwei('1.5'),
    })
  })

  it('keeps given fees, leaves fees to the wallet on a chain without base fee, and checks the hash', async () => {
    const { wallet, provider } = await connected({
      eth_getBlockByNumber: () => ({ number: '0x1' }),
      eth_sendTransaction: () => HASH,
    })
    await wallet.sendTransaction({ to: OTHER_ACCOUNT })
    const sent = provider.calls.find((c) => c.method === 'eth_sendTransaction')?.params as [Record<string, string>]
    expect(sent[0]?.maxFeePerGas).toBeUndefined()
    provider.calls.length = 0
    await wallet.sendTransaction({ to: OTHER_ACCOUNT, maxFeePerGas: 7n, maxPriorityFeePerGas: 1n })
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_sendTransaction'])
    provider.handlers.eth_sendTransaction = () => '0x1234'
    await expect(wallet.sendTransaction({ to: OTHER_ACCOUNT, maxFeePerGas: 7n })).rejects.toBeInstanceOf(
      InvalidWalletResponseError,
    )
  })

  it('asks to watch an ERC-20 asset', async () => {
    const { wallet, provider } = await connected({ wallet_watchAsset: () => true })
    const asset = { address: OTHER_ACCOUNT, symbol: 'STK', decimals: 18 }
    expect(await wallet.watchAsset(asset)).toBe(true)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_watchAsset', params: { type: 'ERC20', options: asset } })
  })

  it('gets and requests permissions (EIP-2255)', async () => {
    const permission = [{ parentCapability: 'eth_accounts' }]
    const { wallet, provider } = await connected({
      wallet_getPermissions: () => permission,
      wallet_requestPermissions: () => permission,
    })
    expect(await wallet.getPermissions()).toEqual(permission)
    expect(await wallet.requestPermissions()).toEqual(permission)
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
  })

  it('gives a viem wallet client whose requests take the logged path', async () => {
    const { wallet } = await connected()
    const client = await wallet.getWalletClient()
    expect(client?.account?.address).toBe(ACCOUNT)
    expect(client?.chain?.id).toBe(137)
    expect(await client?.getAddresses()).toEqual([ACCOUNT])
    expect(wallet.callLog.entries.at(-1)).toMatchObject({ method: 'eth_accounts', outcome: 'ok' })
  })

  it('writes a contract through the wallet client with the fee rule, all in one caller operation', async () => {
    const baseFee = parseGwei('10')
    const { wallet, provider } = await connected({
      eth_getBlockByNumber: () => ({ number: '0x1', baseFeePerGas: toHex(baseFee) }),
      eth_sendTransaction: () => HASH,
    })
    const stake = wallet.operation('stake')
    const client = await stake.getWalletClient()
    const abi = parseAbi(['function stake(uint256 amount, uint64 lockDays)'])
    const hash = await client?.writeContract({
      address: OTHER_ACCOUNT,
      abi,
      functionName: 'stake',
      args: [10n ** 18n, 30n],
      chain: polygon,
      account: ACCOUNT,
    })
    expect(hash).toBe(HASH)
    const sent = provider.calls.find((c) => c.method === 'eth_sendTransaction')?.params as [Record<string, string>]
    expect(sent[0]).toMatchObject({
      from: ACCOUNT,
      to: OTHER_ACCOUNT,
      data: encodeFunctionData({ abi, functionName: 'stake', args: [10n ** 18n, 30n] }),
      maxPriorityFeePerGas: toHex(parseGwei('1.5')),
      maxFeePerGas: toHex(parseGwei('13.5')),
    })
    const grouped = wallet.callLog.entries.filter((entry) => entry.operationId === stake.id)
    expect(grouped.map((entry) => [entry.origin, entry.method])).toEqual([
      ['module', 'operation'],
      ['app', 'eth_chainId'],
      ['app', 'eth_getBlockByNumber'],
      ['app', 'eth_sendTransaction'],
    ])
  })

  it('refuses calls while disconnected', async () => {
    const { wallet } = await walletWithMetaMask()
    expect(await wallet.getWalletClient()).toBeUndefined()
    await expect(wallet.getAccounts()).rejects.toBeInstanceOf(NotConnectedError)
    await expect(wallet.signMessage('x')).rejects.toBeInstanceOf(NotConnectedError)
    await expect(wallet.sendTransaction({ to: OTHER_ACCOUNT })).rejects.toBeInstanceOf(NotConnectedError)
  })
})
