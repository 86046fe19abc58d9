// @vitest-environment happy-dom
// The Dev Wallet against a real anvil, in a DOM (its Approve / Reject prompt is an element of the page).
import { parseEther, parseGwei, verifyMessage, verifyTypedData, createPublicClient, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { polygon } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilInstance } from '../../scripts/stack/anvil.ts'
import { localChain } from '../../scripts/stack/localChain.ts'
import { UnknownChainError, UserRejectedError } from '../../src/wallet/errors/providerErrors.ts'
import { memoryStorage } from '../../src/wallet/testing/scriptedProvider.ts'
import { newWallet } from '../../src/wallet/testing/walletFixture.ts'
import { DEV_MNEMONIC, devWallet } from '../../src/wallet/dev.ts'
import type { DevDescribe, DevPromptRequest } from '../../src/wallet/connectors/dev/devPrompt.ts'
import { describeRequest, describeRequestText } from '../../src/app/decode.ts'

const DEV_ACCOUNT = mnemonicToAccount(DEV_MNEMONIC).address
const RECIPIENT = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 5 }).address

let anvil: AnvilInstance
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
}, 30_000)
afterAll(async () => {
  await anvil?.stop()
})

/** A Dev Wallet whose prompt answers from a queue ('approve' / 'reject'), recording what it was asked. */
function setup(storage = memoryStorage(), describe?: DevDescribe) {
  const chain = localChain(anvil.url)
  const asked: DevPromptRequest[] = []
  const answers: boolean[] = []
  const factory = devWallet({
    chain,
    describe,
    confirm: async (request) => {
      asked.push(request)
      return answers.shift() ?? false
    },
  })
  const wallet = newWallet({ chains: [chain], storage, extraConnectors: [factory] })
  return { wallet, asked, answers, chain, storage }
}

describe('Dev Wallet', () => {
  it('is offered as an extra option and only on the local chain', () => {
    const { wallet } = setup()
    expect(wallet.state.options.find((o) => o.id === 'dev')).toMatchObject({ name: 'Dev Wallet', ready: true })
    expect(() => devWallet({ chain: polygon })).toThrow(/31337/)
  })

  it('treats Reject like a real wallet: 4001, back to disconnected without an error in the state', async () => {
    const { wallet, asked, answers } = setup()
    answers.push(false)
    await expect(wallet.connect('dev')).rejects.toBeInstanceOf(UserRejectedError)
    expect(asked.map((a) => a.title)).toEqual(['Connect to this site'])
    expect(wallet.state).toMatchObject({ status: 'disconnected', error: undefined })
    expect(wallet.callLog.entries[0]).toMatchObject({ method: 'eth_requestAccounts', errorCode: 4001 })
  })

  it('connects, signs messages and typed data that verify, and resumes after a reload without asking', async () => {
    const { wallet, answers, asked, storage, chain } = setup()
    answers.push(true, true, true)
    await wallet.connect('dev')
    expect(wallet.state).toMatchObject({
      status: 'connected',
      address: DEV_ACCOUNT,
      chainId: 31337,
      unsupported: false,
    })
    const signature = await wallet.signMessage('Sign in to Stake')
    expect(await verifyMessage({ address: DEV_ACCOUNT, message: 'Sign in to Stake', signature })).toBe(true)
    const typedData = {
      domain: { name: 'Stake', version: '1', chainId: 31337 },
      types: {
        Lock: [
          { name: 'owner', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Lock',
      message: { owner: DEV_ACCOUNT, amount: 12345678901234567890n },
    } as const
    const typedSignature = await wallet.signTypedData(typedData)
    expect(await verifyTypedData({ address: DEV_ACCOUNT, ...typedData, signature: typedSignature })).toBe(true)
    await wallet.signMessage('again').catch((error: unknown) => expect(error).toBeInstanceOf(UserRejectedError))
    expect(asked.map((a) => a.title)).toEqual([
      'Connect to this site',
      'Sign a message',
      'Sign typed data',
      'Sign a message',
    ])

    const reloaded = newWallet({
      chains: [chain],
      storage,
      extraConnectors: [devWallet({ chain, confirm: async () => fail() })],
    })
    await reloaded.reconnect()
    expect(reloaded.state).toMatchObject({ status: 'connected', address: DEV_ACCOUNT })
  })

  it('sends a funded transaction with the default fee rule, after approval', async () => {
    const { wallet, answers, chain } = setup()
    answers.push(true, true)
    await wallet.connect('dev')
    const hash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('0.25') })
    const client = createPublicClient({ chain, transport: http(anvil.url) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const transaction = await client.getTransaction({ hash })
    expect(transaction.maxPriorityFeePerGas).toBe(parseGwei('1.5'))
    expect(await client.getBalance({ address: RECIPIENT })).toBe(parseEther('10000.25'))
  })

  it('puts its prompts in words with the app’s describer: a sign-in message as text, a call and the ETH it sends', async () => {
    const appWords: DevDescribe = ({ method, params }) => {
      const description = describeRequest(method, params, 31337, {})
      return description && describeRequestText(description)
    }
    const { wallet, answers, asked } = setup(memoryStorage(), appWords)
    answers.push(true, true, true)
    await wallet.connect('dev')
    await wallet.signMessage('Sign in to StakeMint\nNonce: 8c1f')
    const hash = await wallet.sendTransaction({ to: RECIPIENT, data: '0x4e71d92d', value: parseEther('0.01') })
    expect(asked.slice(1)).toEqual([
      { title: 'Sign a message', details: 'Sign in to StakeMint\nNonce: 8c1f' },
      { title: 'Send a transaction', details: `${RECIPIENT}: claim()\nSends 0.01 ETH` },
    ])
    const client = createPublicClient({ chain: localChain(anvil.url), transport: http(anvil.url) })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
  })

  it('falls back to the raw request when the describer has no words or throws', async () => {
    const { wallet, answers, asked } = setup(memoryStorage(), () => {
      throw new Error('describer broke')
    })
    answers.push(true, true)
    await wallet.connect('dev')
    await wallet.signMessage('hi')
    expect(asked[1]).toEqual({ title: 'Sign a message', details: '0x6869' })
  })

  it('answers an unknown chain with 4902 and forgets the site on disconnect', async () => {
    const { wallet, answers, storage, chain } = setup()
    answers.push(true)
    await wallet.connect('dev')
    const error = await wallet
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownChainError)
    await expect(wallet.switchChain(137)).rejects.toThrow('Chain 137 is not configured')
    await wallet.disconnect()
    const reloaded = newWallet({ chains: [chain], storage, extraConnectors: [devWallet({ chain })] })
    storage.removeItem('wallet.dev.disconnected')
    await reloaded.reconnect()
    expect(reloaded.state.status).toBe('disconnected')
  })
})

function fail(): Promise<boolean> {
  throw new Error('a reload must not prompt')
}
