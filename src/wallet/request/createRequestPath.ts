/**
 * The one path every wallet request takes: it is logged (method, params, result or error code,
 * duration, wallet id), wallet errors are mapped to typed classes, prompts are never retried,
 * and identical prompts sent while one is open share its answer instead of opening a second one.
 */
import type { CallLog } from '../callLog/createCallLog.ts'
import { mapWalletError } from '../errors/mapWalletError.ts'
import type { Eip1193Provider, RequestArguments } from '../types.ts'

/** Methods that open a prompt in the wallet. */
export const PROMPT_METHODS: ReadonlySet<string> = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
])

export type WalletRequest = (provider: Eip1193Provider, walletId: string, args: RequestArguments) => Promise<unknown>

export function createRequestPath(callLog: CallLog): WalletRequest {
  const openPrompts = new Map<string, Promise<unknown>>()

  async function send(provider: Eip1193Provider, walletId: string, args: RequestArguments): Promise<unknown> {
    const entry = callLog.start(walletId, args.method, args.params)
    try {
      const result = await provider.request(args)
      entry.finish({ ok: true, result })
      return result
    } catch (raw) {
      const error = mapWalletError(raw)
      entry.finish({ ok: false, errorCode: error.code, errorMessage: error.shortMessage })
      throw error
    }
  }

  return (provider, walletId, args) => {
    if (!PROMPT_METHODS.has(args.method)) return send(provider, walletId, args)
    const key = `${walletId}\n${args.method}\n${stableJson(args.params)}`
    const open = openPrompts.get(key)
    if (open) return open
    const pending = send(provider, walletId, args).finally(() => openPrompts.delete(key))
    openPrompts.set(key, pending)
    return pending
  }
}

function stableJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? ''
  } catch {
    return String(Math.random()) // unserialisable params: never de-duplicate
  }
}
