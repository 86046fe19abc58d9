import type { WalletOption } from '../../wallet/index.ts'
import { IMPERSONATION_WARNING } from './WalletList'
import { WalletIcon } from './WalletIcon'

interface ChooseProviderPanelProps {
  /** The built-in wallet several providers claim to be. */
  readonly option: WalletOption
  readonly options: readonly WalletOption[]
  readonly onChoose: (claimant: WalletOption) => void
}

/**
 * CHOOSE_PROVIDER: more than one extension announces itself as this wallet, so the button connects none of
 * them on its own; each is shown as it presents itself, under the warning, and the person picks.
 */
export function ChooseProviderPanel({ option, options, onChoose }: ChooseProviderPanelProps) {
  const claimants = (option.claimants ?? []).flatMap((id) => options.find((candidate) => candidate.id === id) ?? [])
  return (
    <div className="connect-choose">
      <p className="connect-note" role="alert">
        {claimants.length} extensions in this browser say they are {option.name}. One of them may be impersonating it:
        connect only the one you installed yourself.
      </p>
      <ul className="wallet-options connect-claimants">
        {claimants.map((claimant, index) => (
          <li key={claimant.id}>
            <button
              type="button"
              className="wallet-option"
              onClick={() => onChoose(claimant)}
              data-autofocus={index === 0 ? true : undefined}
            >
              <WalletIcon url={claimant.iconUrl} background={claimant.iconBackground} size={28} />
              <span className="wallet-option-text">
                <span className="wallet-option-name">{claimant.name}</span>
                <span className="wallet-option-hint">
                  Extension {index + 1} of {claimants.length}
                </span>
                <span className="wallet-option-warning">{IMPERSONATION_WARNING}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
