/**
 * Builds the connect dialog's wallet list from what the page offers right now: EIP-6963
 * announcements, legacy window.ethereum flags, WalletConnect and Safe availability, extra
 * connectors and the recent wallets. Pure: the store calls it again whenever an input changes.
 */
import type { Eip6963Entry } from '../discovery/eip6963.ts'
import { findLegacyProvider, mainInjectedProvider } from '../discovery/legacyInjected.ts'
import type { Eip1193Provider, WalletOption, WalletOptionInput } from '../types.ts'
import {
  asciiNameReader,
  type BuiltInIdentity,
  isAscii,
  type NameReader,
  resemblesBuiltIn,
  sameReading,
} from './lookAlike.ts'
import { offeredWallets, type OfferedWallet } from './offeredWallets.ts'

/** How the store reaches the wallet behind an option. */
export type ConnectionRoute =
  | {
      kind: 'injected'
      type: 'injected' | 'eip6963'
      name: string
      rdns?: string | undefined
      find: () => Eip1193Provider | undefined
    }
  | { kind: 'walletConnect'; name: string; showQrModal: boolean; deepLink?: ((uri: string) => string) | undefined }
  | { kind: 'safe' }
  | { kind: 'extra'; index: number }

/** Why a WalletConnect option cannot be used: the app has no WalletConnect Cloud project id. */
const NEEDS_PROJECT_ID_HINT = 'Needs a WalletConnect project id'
/** Why Safe is '(unsupported)' outside a Safe frame. */
const OUTSIDE_SAFE_HINT = 'Works only inside the Safe app'
/** Why an extra connector is '(unsupported)' when it gives no reason of its own. */
const UNAVAILABLE_HINT = 'Not available in this browser'

/** The most of a discovered name or rdns that is read; a longer one is flagged (no wallet's name is this long). */
const NAME_READ_LIMIT = 128

/** Option ids of wallets discovered through EIP-6963 start with this; built-in ids never do. */
export const DISCOVERED_ID_PREFIX = 'eip6963:'

export interface OptionInputs {
  readonly win: Window
  /** The built-in wallets to offer, in order (default: all of `offeredWallets`). */
  readonly offered?: readonly OfferedWallet[] | undefined
  readonly entries: readonly Eip6963Entry[]
  readonly recent: readonly string[]
  readonly walletConnectAvailable: boolean
  /** undefined: no Safe connector configured. */
  readonly safeReady: boolean | undefined
  readonly extra: readonly { readonly option: WalletOptionInput; readonly ready: boolean }[]
  /**
   * Reads names beyond ASCII (nameReader.ts, loaded on demand). Without it, a discovered wallet whose name or rdns
   * has such a character is not listed yet: it cannot be told from a look-alike.
   */
  readonly nameReader?: NameReader | undefined
}

export interface BuiltOptions {
  readonly options: WalletOption[]
  readonly routes: Map<string, ConnectionRoute>
  /** true when a discovered wallet was held back for want of `nameReader`. */
  readonly unread: boolean
}

export function buildOptions(inputs: OptionInputs): BuiltOptions {
  const routes = new Map<string, ConnectionRoute>()
  const options: WalletOption[] = []
  const byRdns = groupByRdns(inputs.entries)
  const offered = inputs.offered ?? offeredWallets
  // The rdns is escaped, so no announcement can write '#2' into its own and take another's id (and route).
  const idOf = (rdns: string, index: number) =>
    `${DISCOVERED_ID_PREFIX}${encodeURIComponent(rdns)}${index === 0 ? '' : `#${index + 1}`}`
  const claimed = new Set<Eip6963Entry>()

  for (const wallet of offered) {
    const rdnsList = wallet.rdns ?? []
    const announced = rdnsList.flatMap((rdns) => byRdns.get(rdns) ?? [])
    // One claimant is the wallet; with several, announcement order must not decide: the person picks.
    const only = announced.length === 1 ? announced[0] : undefined
    if (only) claimed.add(only)
    const claimants =
      announced.length > 1
        ? rdnsList.flatMap((rdns) => (byRdns.get(rdns) ?? []).map((_entry, index) => idOf(rdns, index)))
        : undefined
    const { option, route } = offeredOption(wallet, inputs, only, claimants)
    options.push(option)
    if (route) routes.set(option.id, route)
  }

  // 'Browser Wallet' and 'Safe' are a description and an everyday word, and an extra connector's name may be either:
  // only a whole-name match resembles them. The other built-ins are brands, resembled by a name that has them as a word.
  const builtIns: BuiltInIdentity[] = [
    ...offered.map((wallet) => ({
      names: names(wallet),
      rdns: wallet.rdns ?? [],
      exactNameOnly: wallet.kind === 'browserWallet' || wallet.kind === 'safe',
    })),
    ...inputs.extra.map(({ option }) => ({ names: names(option), rdns: [], exactNameOnly: true })),
  ]
  // Every other announcement: wallets outside the offered list, and the claimants of a contested rdns. Their ids
  // live in their own namespace, so no announcement can take over a built-in option's id (and route).
  const builtIn = options.length
  let unread = false
  for (const [rdns, entries] of byRdns) {
    entries.forEach((entry, index) => {
      if (claimed.has(entry)) return
      const name = entry.info.name
      const reader = isAscii(name) && isAscii(rdns) ? asciiNameReader : inputs.nameReader
      if (!reader) {
        unread = true
        return
      }
      const id = idOf(rdns, index)
      // A name longer than any wallet's is read in part and flagged: reading it all would cost every rebuild.
      const tooLong = name.length > NAME_READ_LIMIT || rdns.length > NAME_READ_LIMIT
      const read = { name: name.slice(0, NAME_READ_LIMIT), rdns: rdns.slice(0, NAME_READ_LIMIT) }
      const lookAlike = tooLong || reader.suspect(read.name) || resemblesBuiltIn(read, builtIns, reader)
      // A ready built-in with this name is served by another provider: both are suspect.
      const namesake = options.findIndex(
        (option, at) =>
          at < builtIn && option.ready && lookAlike && names(option).some((own) => sameReading(reader, own, name)),
      )
      const target = options[namesake]
      if (target) options[namesake] = { ...target, impersonationWarning: true }
      options.push({
        id,
        name: entry.info.name,
        iconUrl: entry.info.icon,
        iconBackground: '#FFFFFF',
        ready: true,
        recent: false,
        groupName: 'Installed',
        ...(entries.length > 1 || lookAlike ? { impersonationWarning: true } : {}),
      })
      routes.set(id, { kind: 'injected', type: 'eip6963', name: entry.info.name, rdns, find: () => entry.provider })
    })
  }

  inputs.extra.forEach(({ option, ready }, index) => {
    options.push({
      groupName: 'Installed',
      ...option,
      ready,
      recent: false,
      ...(ready ? {} : { notReadyLabel: '(unsupported)', hint: option.hint ?? UNAVAILABLE_HINT }),
    })
    routes.set(option.id, { kind: 'extra', index })
  })

  return { options: withRecent(options, inputs.recent), routes, unread }
}

function offeredOption(
  wallet: OfferedWallet,
  inputs: OptionInputs,
  announced: Eip6963Entry | undefined,
  claimants: readonly string[] | undefined,
): { option: WalletOption; route?: ConnectionRoute } {
  const { kind, rdns: _rdns, legacy, walletConnectFallback, ...input } = wallet
  const base = {
    ...input,
    recent: false,
    groupName: 'Popular' as const,
    ...(claimants ? { impersonationWarning: true } : {}),
  }
  if (claimants) return { option: { ...base, ready: true, claimants } }
  const notInstalled = { option: { ...base, ready: false, notReadyLabel: 'is not installed' as const } }
  const unsupported = { option: { ...base, ready: false, notReadyLabel: '(unsupported)' as const } }

  if (kind === 'safe') {
    if (inputs.safeReady) return { option: { ...base, ready: true }, route: { kind: 'safe' } }
    return { option: { ...unsupported.option, hint: OUTSIDE_SAFE_HINT } }
  }
  if (kind === 'walletConnect') {
    if (!inputs.walletConnectAvailable) {
      return { option: { ...unsupported.option, usesWalletConnect: true, hint: NEEDS_PROJECT_ID_HINT } }
    }
    return {
      option: { ...base, ready: true, usesWalletConnect: true },
      route: { kind: 'walletConnect', name: wallet.name, showQrModal: true },
    }
  }
  if (kind === 'browserWallet') {
    const find = () => mainInjectedProvider(inputs.win)
    return find()
      ? { option: { ...base, ready: true }, route: { kind: 'injected', type: 'injected', name: wallet.name, find } }
      : notInstalled
  }
  if (announced) {
    const route: ConnectionRoute = {
      kind: 'injected',
      type: 'eip6963',
      name: wallet.name,
      rdns: announced.info.rdns,
      find: () => announced.provider,
    }
    return { option: { ...base, ready: true }, route }
  }
  const find = () => (legacy ? findLegacyProvider(inputs.win, legacy) : undefined)
  if (find())
    return { option: { ...base, ready: true }, route: { kind: 'injected', type: 'injected', name: wallet.name, find } }
  if (walletConnectFallback && inputs.walletConnectAvailable) {
    const route: ConnectionRoute = {
      kind: 'walletConnect',
      name: wallet.name,
      showQrModal: false,
      ...(wallet.deepLink ? { deepLink: wallet.deepLink } : {}),
    }
    return { option: { ...base, ready: true, usesWalletConnect: true }, route }
  }
  // Without WalletConnect a missing wallet is simply not installed: the way in is installing it.
  return notInstalled
}

function names(wallet: { readonly name: string; readonly shortName?: string }): string[] {
  return wallet.shortName ? [wallet.name, wallet.shortName] : [wallet.name]
}

function groupByRdns(entries: readonly Eip6963Entry[]): Map<string, Eip6963Entry[]> {
  const groups = new Map<string, Eip6963Entry[]>()
  for (const entry of entries) groups.set(entry.info.rdns, [...(groups.get(entry.info.rdns) ?? []), entry])
  return groups
}

/**
 * The last wallets used move to group Recent, most recent first; the rest keep their order. A discovered wallet
 * under a warning never does: Recent sits above the built-in wallets, where no look-alike may be.
 */
function withRecent(options: WalletOption[], recent: readonly string[]): WalletOption[] {
  const promoted = (option: WalletOption) =>
    recent.includes(option.id) && !(option.impersonationWarning && option.id.startsWith(DISCOVERED_ID_PREFIX))
  const recentOptions = recent.flatMap((id) => {
    const option = options.find((o) => o.id === id)
    return option && promoted(option) ? [{ ...option, recent: true, groupName: 'Recent' as const }] : []
  })
  return [...recentOptions, ...options.filter((o) => !promoted(o))]
}
