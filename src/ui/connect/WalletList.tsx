import type { WalletOption } from '../../wallet/index.ts'
import { groupOptions } from './groupOptions'
import { WalletIcon } from './WalletIcon'

interface WalletListProps {
  readonly options: readonly WalletOption[]
  readonly recentIds: readonly string[]
  readonly selectedId: string | undefined
  readonly onSelect: (option: WalletOption) => void
  /** Hover / focus on an option: a chance to warm up what it needs. */
  readonly onPreview?: (option: WalletOption) => void
}

export const IMPERSONATION_WARNING = 'Possible impersonation: check before connecting'

/** Keeps the chosen option wholly in view above the list's footer (the list scrolls inside the dialog). */
function scrollIntoViewOnce(element: HTMLButtonElement | null) {
  element?.scrollIntoView?.({ block: 'nearest' })
}

/**
 * The grouped wallet list: Recent, then Popular, then discovered wallets. Under a name, its hint: why an
 * '(unsupported)' wallet cannot be used here, or what a wallet is (the Dev Wallet's local chain).
 */
export function WalletList({ options, recentIds, selectedId, onSelect, onPreview }: WalletListProps) {
  const groups = groupOptions(options, recentIds)
  if (groups.length === 0) return <p className="connect-empty">No wallets are available in this browser.</p>
  return (
    <div className="wallet-groups">
      {groups.map((group) => (
        <section key={group.name} className="wallet-group" aria-labelledby={`wallet-group-${group.name}`}>
          <h3 id={`wallet-group-${group.name}`} className="wallet-group-title">
            {group.name}
          </h3>
          <ul className="wallet-options">
            {group.options.map((option) => (
              <li key={option.id}>
                <button
                  type="button"
                  className="wallet-option"
                  aria-current={option.id === selectedId ? 'true' : undefined}
                  ref={option.id === selectedId ? scrollIntoViewOnce : undefined}
                  onClick={() => onSelect(option)}
                  onMouseEnter={() => onPreview?.(option)}
                  onFocus={() => onPreview?.(option)}
                >
                  <WalletIcon url={option.iconUrl} background={option.iconBackground} size={28} />
                  <span className="wallet-option-text">
                    <span className="wallet-option-name">
                      {option.name}
                      {!option.ready && option.notReadyLabel && (
                        <span className="wallet-option-label"> {option.notReadyLabel}</span>
                      )}
                    </span>
                    {option.hint && <span className="wallet-option-hint">{option.hint}</span>}
                    {option.impersonationWarning && (
                      <span className="wallet-option-warning">{IMPERSONATION_WARNING}</span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
