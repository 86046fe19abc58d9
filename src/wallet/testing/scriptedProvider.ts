/**
 * A scripted EIP-1193 provider for unit tests: answers come from a table of handlers, every request
 * is recorded, and events are emitted on demand. Shipped as the `testing` entry for integrators' own tests.
 */
import { guardedArgument, guardedConfig } from '../errors/boundary.ts'
import type { Eip1193Provider, RequestArguments } from '../types.ts'

export type Handler = (params: unknown, provider: ScriptedProvider) => unknown

export interface ScriptedProvider extends Eip1193Provider {
  readonly calls: RequestArguments[]
  handlers: Record<string, Handler>
  emit(event: string, payload: unknown): void
  listenerCount(event: string): number
  [flag: string]: unknown
}

export const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
export const OTHER_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

/** A provider error as wallets throw it: a plain object with code and message. */
export function providerError(
  code: number,
  message?: string,
  data?: unknown,
): { code: number; message: string; data?: unknown } {
  // The default message converts `code`: a value that throws then is an InvalidArgumentError, like any helper's.
  const text = message ?? guardedArgument('providerError', () => `error ${code}`)
  return data === undefined ? { code, message: text } : { code, message: text, data }
}

export function scriptedProvider(
  handlers: Record<string, Handler> = {},
  flags: Record<string, unknown> = {},
): ScriptedProvider {
  return guardedConfig('scriptedProvider', () => buildProvider(handlers, flags))
}

function buildProvider(handlers: Record<string, Handler>, flags: Record<string, unknown>): ScriptedProvider {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const provider: ScriptedProvider = {
    ...flags,
    calls: [],
    handlers: { eth_chainId: () => '0x89', eth_accounts: () => [], eth_requestAccounts: () => [ACCOUNT], ...handlers },
    async request(args) {
      provider.calls.push(args)
      const handler = provider.handlers[args.method]
      if (!handler) throw providerError(4200, `unsupported method ${args.method}`)
      return handler(args.params, provider)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: unknown) => void)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as (payload: unknown) => void)
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
  return provider
}

/** Throws the given raw error (handlers return values; this makes throwing read as a value). */
export function fail(error: unknown): never {
  throw error
}

/** In-memory Storage for tests: the module's own memory fallback. */
export { memoryStorage } from '../storage/safeStorage.ts'

/** Announces a provider through EIP-6963 on a window. */
export function announce(
  win: Window,
  provider: Eip1193Provider,
  info: { uuid: string; name: string; rdns: string; icon?: string },
): void {
  guardedArgument('announce', () => {
    const detail = Object.freeze({ info: Object.freeze({ icon: 'data:image/svg+xml,<svg/>', ...info }), provider })
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  })
}

/** Resolves after valtio's subscribers (a microtask later) and pending promise callbacks ran. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
