import type { WalletGroup, WalletOption } from '../../wallet/index.ts'

export interface OptionGroup {
  readonly name: WalletGroup
  readonly options: readonly WalletOption[]
}

const GROUP_ORDER: readonly WalletGroup[] = ['Recent', 'Popular', 'Installed']

/**
 * How usable an option is here, lowest first: ready to connect; not installed (its Get page is a way in);
 * '(unsupported)' (nothing to do in this browser, e.g. WalletConnect without a project id).
 */
function usability(option: WalletOption): number {
  if (option.ready) return 0
  return option.notReadyLabel === '(unsupported)' ? 2 : 1
}

/** A stable sort by usability: options of equal usability keep their order. */
function usableFirst(options: readonly WalletOption[]): WalletOption[] {
  return [...options].sort((a, b) => usability(a) - usability(b))
}

/** A discovered wallet under the impersonation warning: listed, but never above a built-in wallet. */
function isSuspect(option: WalletOption): boolean {
  return option.groupName === 'Installed' && option.impersonationWarning === true
}

/**
 * The wallet list's groups: Recent first (in the order they were last used), then Popular with the
 * discovered (installed) wallets at its top, so a wallet the visitor has is in view without scrolling.
 * Outside Recent, ready wallets come first and unsupported ones last. A recent wallet is listed once,
 * under Recent. A discovered wallet flagged as a possible impersonation comes after every built-in wallet
 * and never under Recent. Empty groups are dropped.
 */
export function groupOptions(options: readonly WalletOption[], recentIds: readonly string[]): OptionGroup[] {
  const rank = (option: WalletOption) => {
    const index = recentIds.indexOf(option.id)
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  const recent = options
    .filter((o) => !isSuspect(o) && (o.recent || recentIds.includes(o.id)))
    .sort((a, b) => rank(a) - rank(b))
  const rest = options.filter((o) => !recent.includes(o))
  const groups: OptionGroup[] = [{ name: 'Recent', options: recent }]
  const installed = rest.filter((o) => o.groupName === 'Installed')
  groups.push({
    name: 'Popular',
    options: [
      ...usableFirst([...installed.filter((o) => !isSuspect(o)), ...rest.filter((o) => o.groupName === 'Popular')]),
      ...installed.filter(isSuspect),
    ],
  })
  // A group name we do not know yet still gets shown, after ours.
  const unknown = rest.filter((o) => !GROUP_ORDER.includes(o.groupName))
  for (const name of new Set(unknown.map((o) => o.groupName))) {
    groups.push({ name, options: usableFirst(unknown.filter((o) => o.groupName === name)) })
  }
  return groups.filter((g) => g.options.length > 0)
}
