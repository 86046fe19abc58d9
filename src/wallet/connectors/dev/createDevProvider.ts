/**
 * The Dev Wallet's EIP-1193 provider: a funded local viem account (anvil dev account 0) on the
 * local chain. Every prompting request waits for the person's Approve / Reject; a rejection is
 * EIP-1193's 4001, exactly as a real wallet answers. Reads go to the current chain's RPC.
 * It can switch to the app's other networks (`otherNetworks`) to show how the app looks there, reading
 * through their RPC; it sends and signs typed data only on the local chain, where its key holds test funds.
 */
import {
  createClient,
  createWalletClient,
  http,
  numberToHex,
  type Address,
  type Chain,
  type Hex,
  type LocalAccount,
} from 'viem'
import { RawProviderError } from '../../errors/WalletError.ts'
import type { Eip1193Provider, RequestArguments, WalletStorage } from '../../types.ts'
import type { DevConfirm, DevDescribe } from './devPrompt.ts'
import { batchOrder, DevCallsError, describeCalls, devCalls, parseSendCalls } from './devCalls.ts'
import { describePermit } from './describePermit.ts'
import { parseTransaction } from './parseTransaction.ts'
import { guardedConfig } from '../../errors/boundary.ts'

/** A network the Dev Wallet can switch to for reading: the chain and its RPC URL (default: the chain's first). */
export interface DevNetwork {
  readonly chain: Chain
  readonly rpcUrl?: string | undefined
}

export interface DevProviderOptions {
  readonly account: LocalAccount
  readonly chain: Chain
  readonly rpcUrl: string
  /** Other networks it may switch to (wallet_switchEthereumChain), read-only there. */
  readonly otherNetworks?: readonly DevNetwork[] | undefined
  readonly confirm: DevConfirm
  /** The request in words for the prompt (default: the message as sent, the transaction's fields). */
  readonly describe?: DevDescribe | undefined
  /** Remembers that the person approved the connection, so a reload resumes without a prompt. */
  readonly storage: WalletStorage
  /**
   * A BatchExecutor contract on the chain (the local stack deploys one): EIP-5792 batches then run
   * atomically through an EIP-7702 delegation of the account to it. Without it, `atomic: unsupported`.
   */
  readonly batchExecutor?: Address
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

/** A malformed or unknown batch answers with its EIP-5792 / JSON-RPC code, as wallets do. */
async function devCallsOrFail<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof DevCallsError) fail(error.code, error.message)
    throw error
  }
}

/** The options are untrusted input: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export function createDevProvider(options: DevProviderOptions): DevProvider {
  return guardedConfig('createDevProvider', () => buildDevProvider(options))
}

function buildDevProvider(options: DevProviderOptions): DevProvider {
  const { account, chain, confirm, storage } = options
  const rpc = createClient({ chain, transport: http(options.rpcUrl) })
  const signer = createWalletClient({ account, chain, transport: http(options.rpcUrl) })
  const calls = devCalls({ account, chain, rpc, signer, batchExecutor: options.batchExecutor })
  // The chain it is on: the local one (sends, batches) or one of the others (reads only).
  const readers = new Map<number, { chain: Chain; rpc: typeof rpc }>([[chain.id, { chain, rpc }]])
  for (const network of options.otherNetworks ?? []) {
    const url = network.rpcUrl ?? network.chain.rpcUrls.default.http[0]
    if (url && !readers.has(network.chain.id))
      readers.set(network.chain.id, {
        chain: network.chain,
        rpc: createClient({ chain: network.chain, transport: http(url) }),
      })
  }
  let current = chain.id
  const reader = () => readers.get(current) ?? { chain, rpc }
  const requireLocal = (what: string): void => {
    if (current !== chain.id)
      fail(4100, `The Dev Wallet ${what} only on ${chain.name} (${chain.id}): switch back to it first.`)
  }
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const emit = (event: string, payload: unknown): void => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(payload)
  }
  // Where storage refuses the write (full), the authorisation lasts for this page only.
  let authorizedInMemory = false
  const isAuthorized = (): boolean => authorizedInMemory || storage.getItem(AUTHORIZED_KEY) === account.address
  const ask = async (title: string, details: unknown): Promise<void> => {
    const text = typeof details === 'string' ? details : JSON.stringify(details, null, 2)
    if (!(await confirm({ title, details: text }))) rejected()
  }
  /** The describer's words, or undefined when it has none (or fails: the prompt then shows the raw request). */
  const described = (method: string, params: readonly unknown[]): string | undefined => {
    try {
      return options.describe?.({ method, params })
    } catch {
      return undefined
    }
  }
  const authorize = async (): Promise<void> => {
    if (isAuthorized()) return
    const { chain: on } = reader()
    await ask('Connect to this site', `Share account ${account.address} on ${on.name} (${on.id}).`)
    try {
      storage.setItem(AUTHORIZED_KEY, account.address)
    } catch {
      authorizedInMemory = true
    }
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
    eth_chainId: async () => numberToHex(current),
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
      authorizedInMemory = false
      storage.removeItem(AUTHORIZED_KEY)
      emit('accountsChanged', [])
      return null
    },
    wallet_switchEthereumChain: async ([target]) => {
      const id = typeof target === 'object' && target !== null && 'chainId' in target ? target.chainId : undefined
      const next = [...readers.keys()].find((known) => numberToHex(known) === id)
      if (next === undefined) {
        const known = [...readers.keys()].join(', ')
        return fail(4902, `Unrecognized chain ID ${String(id)}. The Dev Wallet knows ${known}.`)
      }
      if (next !== current) {
        current = next
        emit('chainChanged', numberToHex(next))
      }
      return null
    },
    wallet_addEthereumChain: async ([target]) => {
      const id = typeof target === 'object' && target !== null && 'chainId' in target ? target.chainId : undefined
      // A network it knows is already added; it cannot take RPC URLs from a site.
      if (![...readers.keys()].some((known) => numberToHex(known) === id))
        fail(4200, "The Dev Wallet only knows the app's configured networks.")
      return null
    },
    wallet_watchAsset: async (params) => {
      await ask('Watch a token', params)
      return true
    },
    personal_sign: async ([message]) => {
      requireAuthorized()
      await ask('Sign a message', described('personal_sign', [message]) ?? message)
      return account.signMessage({ message: { raw: message as Hex } })
    },
    eth_signTypedData_v4: async ([address, json]) => {
      requireAuthorized()
      requireLocal('signs typed data')
      const typedData: unknown = typeof json === 'string' ? JSON.parse(json) : json
      const isPermit = (typedData as { primaryType?: unknown } | null)?.primaryType === 'Permit'
      // The describer's words first (the app's decoder, one reading for every wallet it feeds), else the token's own.
      const words = described('eth_signTypedData_v4', [address, json]) ?? (await describePermit(rpc, typedData))
      await ask(isPermit ? 'Sign a permit' : 'Sign typed data', words ?? typedData)
      return account.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    wallet_getCapabilities: async ([address]) => {
      if (typeof address === 'string' && address.toLowerCase() !== account.address.toLowerCase()) {
        fail(4100, 'The Dev Wallet only answers for its own account.')
      }
      return calls.capabilities()
    },
    wallet_sendCalls: async ([request]) => {
      requireAuthorized()
      requireLocal('sends')
      const batch = await devCallsOrFail(() => parseSendCalls(request, { account, chain }))
      const atomicRequired = (request as { atomicRequired?: unknown }).atomicRequired === true
      if (atomicRequired && !calls.atomic) fail(5760, 'The Dev Wallet cannot run these calls atomically here.')
      const title = calls.atomic ? `Send ${batch.length} calls as one transaction` : `Send ${batch.length} calls`
      const words = described('wallet_sendCalls', [request])
      await ask(title, words ? `${words}\n${batchOrder(calls.atomic)}` : describeCalls(batch, calls.atomic))
      return calls.send(batch)
    },
    wallet_getCallsStatus: async ([id]) => devCallsOrFail(() => calls.status(id)),
    wallet_showCallsStatus: async ([id]) => {
      const status = await devCallsOrFail(() => calls.status(id))
      await confirm({ title: 'Calls status', details: JSON.stringify(status, null, 2) })
      return null
    },
    eth_sendTransaction: async ([raw]) => {
      requireAuthorized()
      requireLocal('sends')
      const tx = parseTransaction(raw)
      await ask('Send a transaction', described('eth_sendTransaction', [raw]) ?? raw)
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
      return reader().rpc.request({ method, params } as Parameters<typeof rpc.request>[0])
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
