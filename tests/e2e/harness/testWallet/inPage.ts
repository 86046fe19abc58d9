/**
 * The provider a test wallet puts into the page. Playwright serialises `installInPageProvider` with
 * toString() into an init script, so it must not reference anything outside its own body.
 */
import type { Announce, RpcEnvelope, WalletFlags } from './types.ts'

export type InPageConfig = {
  /** Key under window.__testWallets used by the Node side to emit events. */
  id: string
  /** Name of the page.exposeFunction bridge answering requests. */
  bridge: string
  announce: Announce
  info: { uuid: string; name: string; icon: string; rdns: string }
  flags: WalletFlags
}

type Listener = (payload: unknown) => void
type Bridge = (request: { method: string; params: unknown }) => Promise<RpcEnvelope>
type LegacyProvider = { providers?: unknown[] } & Record<string, unknown>
type TestWalletWindow = Window & {
  ethereum?: LegacyProvider
  __testWallets?: Record<string, { emit(event: string, payload: unknown): void }>
} & Record<string, unknown>

export function installInPageProvider(config: InPageConfig): void {
  const win = window as unknown as TestWalletWindow
  const listeners = new Map<string, Set<Listener>>()

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(error)
      }
    }
  }

  const provider = {
    ...config.flags,
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw Object.assign(new Error('Expected a single, non-array, object argument with a string method.'), {
          code: -32600,
        })
      }
      const bridge = win[config.bridge] as Bridge
      const envelope = await bridge({ method: args.method, params: args.params })
      if (envelope.ok) return envelope.result
      // Re-create the wallet's error here: the code does not survive exposeFunction as a thrown error.
      throw Object.assign(new Error(envelope.error.message), { code: envelope.error.code, data: envelope.error.data })
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    isConnected: () => true,
  }
  Object.assign(provider, { addListener: provider.on, off: provider.removeListener })

  win.__testWallets = win.__testWallets ?? {}
  win.__testWallets[config.id] = { emit }

  if (config.announce !== 'eip6963') {
    // A second legacy wallet joins window.ethereum.providers, as multi-wallet extensions do.
    const existing = win.ethereum
    if (!existing) win.ethereum = provider
    else existing.providers = [...(existing.providers ?? [existing]), provider]
  }

  if (config.announce !== 'legacy') {
    const detail = Object.freeze({ info: Object.freeze({ ...config.info }), provider })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }
}
