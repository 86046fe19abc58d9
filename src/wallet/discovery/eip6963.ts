/**
 * EIP-6963 multi-wallet discovery (https://eips.ethereum.org/EIPS/eip-6963): listen for
 * 'eip6963:announceProvider', then dispatch 'eip6963:requestProvider' so wallets loaded before
 * us announce again; wallets loading later announce by themselves and are added as they come.
 */
import { proxy, ref } from 'valtio/vanilla'
import type { Eip1193Provider, Eip6963ProviderInfo } from '../types.ts'

export interface Eip6963Entry {
  readonly info: Eip6963ProviderInfo
  /** Held with ref(): valtio must not proxy a live provider. */
  readonly provider: Eip1193Provider
}

export interface Eip6963Discovery {
  /** Announced wallets in arrival order (a proxy; subscribe to it). */
  readonly state: { entries: Eip6963Entry[] }
  /** Asks wallets to announce again. */
  requestProviders(): void
  stop(): void
}

export function startEip6963Discovery(target: Window): Eip6963Discovery {
  const state = proxy<{ entries: Eip6963Entry[] }>({ entries: [] })

  function onAnnounce(event: Event): void {
    const detail: unknown = (event as CustomEvent<unknown>).detail
    if (!isAnnouncement(detail)) return
    // The same wallet announcing again (same uuid and provider) is one entry. A different provider
    // under a known uuid or rdns is kept as its own entry so the list can flag it as suspicious.
    const known = state.entries.some(
      (e) => e.provider === detail.provider && (e.info.uuid === detail.info.uuid || e.info.rdns === detail.info.rdns),
    )
    if (known) return
    const { uuid, name, icon, rdns } = detail.info // announced info may be frozen: copy it
    state.entries.push({ info: { uuid, name, icon, rdns }, provider: ref(detail.provider) })
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  const requestProviders = (): void => {
    target.dispatchEvent(new Event('eip6963:requestProvider'))
  }
  requestProviders()

  return {
    state,
    requestProviders,
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}

function isAnnouncement(detail: unknown): detail is { info: Eip6963ProviderInfo; provider: Eip1193Provider } {
  if (typeof detail !== 'object' || detail === null) return false
  if (!('info' in detail) || !('provider' in detail)) return false
  const { info, provider } = detail
  if (typeof info !== 'object' || info === null) return false
  const fields = info as Record<string, unknown>
  const textFields = ['uuid', 'name', 'icon', 'rdns'].every(
    (key) => typeof fields[key] === 'string' && fields[key] !== '',
  )
  const hasRequest =
    typeof provider === 'object' && provider !== null && 'request' in provider && typeof provider.request === 'function'
  return textFields && hasRequest
}
