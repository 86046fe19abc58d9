/**
 * The Dev Wallet's EIP-1193 provider: a funded local viem account (anvil dev account 0) on the
 * local chain. Every prompting request waits for the person's Approve / Reject; a rejection is
 * EIP-1193's 4001, exactly as a real wallet answers. Reads go to the chain's RPC.
 */
import { createClient, createWalletClient, http, numberToHex, type Chain, type Hex, type LocalAccount } from 'viem'
import { RawProviderError } from '../../errors/WalletError.ts'
import type { Eip1193Provider, RequestArguments, WalletStorage } from '../../types.ts'
import type { DevConfirm } from './devPrompt.ts'
import { parseTransaction } from './parseTransaction.ts'

export interface DevProviderOptions {
  readonly account: LocalAccount
  readonly chain: Chain
  readonly rpcUrl: string
  readonly confirm: DevConfirm
  /** Remembers that the person approved the connection, so a reload resumes without a prompt. */
  readonly storage: WalletStorage
}

export interface DevProvider extends Eip1193Provider {
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

/** Under the wallet's storage prefix (the context's storage adds it): `wallet.dev.authorized` by default. */
const AUTHORIZED_KEY = 'dev.authorized'
/** Errors as EIP-1193 wallets throw them: an Error carrying the code. */
const fail = (code: number, message: string): never => {
  throw new RawProviderError({ code, message })
}
const rejected = (): never => fail(4001, 'User rejected the request.')

export function createDevProvider(options: DevProviderOptions): DevProvider {
  const { account, chain, confirm, storage } = options
  const rpc = createClient({ chain, transport: http(options.rpcUrl) })
  const signer = createWalletClient({ account, chain, transport: http(options.rpcUrl) })
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const emit = (event: string, payload: unknown): void => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(payload)
  }
  const isAuthorized = (): boolean => storage.getItem(AUTHORIZED_KEY) === account.address
  const ask = async (title: string, details: unknown): Promise<void> => {
    const text = typeof details === 'string' ? details : JSON.stringify(details, null, 2)
    if (!(await confirm({ title, details: text }))) rejected()
  }
  const authorize = async (): Promise<void> => {
    if (isAuthorized()) return
    await ask('Connect to this site', `Share account ${account.address} on ${chain.name} (${chain.id}).`)
    storage.setItem(AUTHORIZED_KEY, account.address)
    emit('accountsChanged', [account.address])
  }
  const requireAuthorized = (): void => {
    if (!isAuthorized()) fail(4100, 'The Dev Wallet has not authorised this site.')
  }
  const permissions = () =>
    isAuthorized()
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      : []

  const handlers: Record<string, (params: readonly unknown[]) => Promise<unknown>> = {
    eth_chainId: async () => numberToHex(chain.id),
    eth_accounts: async () => (isAuthorized() ? [account.address] : []),
    eth_requestAccounts: async () => {
      await authorize()
      return [account.address]
    },
    wallet_getPermissions: async () => permissions(),
    wallet_requestPermissions: async () => {
      await authorize()
      return permissions()
    },
    wallet_revokePermissions: async () => {
      storage.removeItem(AUTHORIZED_KEY)
      emit('accountsChanged', [])
      return null
    },
    wallet_switchEthereumChain: async ([target]) => {
      const id = typeof target === 'object' && target !== null && 'chainId' in target ? target.chainId : undefined
      if (id !== numberToHex(chain.id))
        fail(4902, `Unrecognized chain ID ${String(id)}. The Dev Wallet only knows ${chain.id}.`)
      return null
    },
    wallet_addEthereumChain: async () => {
      fail(4200, 'The Dev Wallet only supports the local chain.')
    },
    wallet_watchAsset: async (params) => {
      await ask('Watch a token', params)
      return true
    },
    personal_sign: async ([message]) => {
      requireAuthorized()
      await ask('Sign a message', message)
      return account.signMessage({ message: { raw: message as Hex } })
    },
    eth_signTypedData_v4: async ([, json]) => {
      requireAuthorized()
      const typedData: unknown = typeof json === 'string' ? JSON.parse(json) : json
      await ask('Sign typed data', typedData)
      return account.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    eth_sendTransaction: async ([raw]) => {
      requireAuthorized()
      const tx = parseTransaction(raw)
      await ask('Send a transaction', raw)
      return signer.sendTransaction({ account, chain, ...tx })
    },
  }

  return {
    async request({ method, params }: RequestArguments) {
      const list = Array.isArray(params) ? (params as readonly unknown[]) : params === undefined ? [] : [params]
      const handler = handlers[method]
      if (handler) return handler(list)
      if (method.startsWith('wallet_') || method.startsWith('eth_sign'))
        fail(4200, `The Dev Wallet does not support ${method}.`)
      return rpc.request({ method, params } as Parameters<typeof rpc.request>[0])
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
