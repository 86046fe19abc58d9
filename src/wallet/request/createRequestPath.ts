/**
 * The one path every wallet request takes: it is logged (method, params, result or error code,
 * duration, wallet id, chain, origin), wallet errors are mapped to typed classes, prompts are never
 * retried, and identical prompts sent while one is open share its answer instead of opening a second one.
 * Whatever the wallet throws (a trapping Proxy, an object whose `code` getter throws), the entry settles.
 */
import type { CallLog } from '../callLog/createCallLog.ts'
import { walletErrorParts } from '../callLog/plain.ts'
import type { WalletError } from '../errors/WalletError.ts'
import { mapWalletError } from '../errors/mapWalletError.ts'
import { UnknownWalletError } from '../errors/rpcErrors.ts'
import { measureSince, timingNow } from '../events/userTiming.ts'
import type { CallOrigin, Eip1193Provider, RequestArguments } from '../types.ts'
import { guardedConfig } from '../errors/boundary.ts'

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

export type WalletRequest = (
  provider: Eip1193Provider,
  walletId: string,
  args: RequestArguments,
  origin?: CallOrigin | undefined,
  operationId?: string | undefined,
) => Promise<unknown>

/** What the log records beside the call: the wallet's chain, rdns and session peer at the time. */
export interface RequestContext {
  chainId?(): number | undefined
  rdns?(walletId: string): string | undefined
  peerName?(walletId: string): string | undefined
  /** The running operation a request without one of its own joins (`createOperations`). */
  operationId?(): string | undefined
}

/** The options are untrusted input: one that cannot be read (a getter, a Proxy) is a WalletConfigError. */
export function createRequestPath(callLog: CallLog, context: RequestContext = {}): WalletRequest {
  return guardedConfig('createRequestPath', () => buildRequestPath(callLog, context))
}

function buildRequestPath(callLog: CallLog, context: RequestContext = {}): WalletRequest {
  const openPrompts = new Map<string, Promise<unknown>>()

  async function send(
    provider: Eip1193Provider,
    walletId: string,
    args: RequestArguments,
    origin: CallOrigin,
    operationId: string | undefined,
  ): Promise<unknown> {
    const chainId = context.chainId?.()
    const rdns = context.rdns?.(walletId)
    const peerName = context.peerName?.(walletId)
    const entry = callLog.start({
      walletId,
      method: args.method,
      params: args.params,
      origin,
      operationId: operationId ?? context.operationId?.(),
      ...(chainId !== undefined ? { chainId } : {}),
      ...(rdns ? { rdns } : {}),
      ...(peerName ? { peerName } : {}),
    })
    let result: unknown
    // From the call to the moment its answer runs here: the wallet's time (plus any task that held the page).
    const sent = timingNow()
    try {
      result = await provider.request(args)
    } catch (raw) {
      measureSince(`wallet:request ${args.method}`, sent)
      const error = safelyMapped(raw)
      const own = walletErrorParts(raw)
      entry.finish({
        ok: false,
        errorCode: error.code,
        errorMessage: error.shortMessage,
        ...(own.code !== undefined ? { walletErrorCode: own.code } : {}),
        ...(own.message !== undefined ? { walletErrorMessage: own.message } : {}),
      })
      throw error
    }
    measureSince(`wallet:request ${args.method}`, sent)
    entry.finish({ ok: true, result })
    return result
  }

  return (provider, walletId, args, origin = 'module', operationId = undefined) => {
    if (!PROMPT_METHODS.has(args.method)) return send(provider, walletId, args, origin, operationId)
    const key = `${walletId}\n${args.method}\n${stableJson(args.params)}`
    const open = openPrompts.get(key)
    if (open) return open
    const pending = send(provider, walletId, args, origin, operationId).finally(() => openPrompts.delete(key))
    openPrompts.set(key, pending)
    return pending
  }
}

/** mapWalletError, or UnknownWalletError when the thrown value cannot even be inspected. */
function safelyMapped(raw: unknown): WalletError {
  try {
    return mapWalletError(raw)
  } catch {
    return new UnknownWalletError({ code: 'UNKNOWN', details: 'The wallet threw a value that cannot be read.' })
  }
}

function stableJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? ''
  } catch {
    return String(Math.random()) // unserialisable params: never de-duplicate
  }
}
