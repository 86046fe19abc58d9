import { useState } from 'react'
import { chainMeta } from '../../chains'
import { Dialog } from '../kit/dialog/Dialog'
import { DialogHeader } from '../kit/dialog/DialogHeader'
import { ChainIcon } from './ChainIcon'
import { WRONG_NETWORK_MESSAGE } from './messages'
import type { WalletDialogProps } from '../modals/dialogProps'
import { useChainSettings } from '../app/AppServices.tsx'
import { useChains, useWallet, useWalletState } from '../wallet/useWallet'
import { networkOptions, type NetworkOption } from './networkOptions'
import { describeSwitchFailure } from './switchError'
import './network.css'

export const SWITCH_TITLE = 'Switch Networks'
export const STAKEMINT_NETWORKS = 'With StakeMint'
export const OTHER_NETWORKS = 'Other networks'

/** The configured chains, those with the app's contracts first; a click switches through the wallet module (which adds the chain first on 4902). */
export function SwitchNetworksDialog({ onClose }: WalletDialogProps) {
  const wallet = useWallet()
  const chains = useChains()
  const { contracts } = useChainSettings()
  const { chainId, unsupported } = useWalletState()
  const [pendingId, setPendingId] = useState<number>()
  const [error, setError] = useState<string>()

  const switchTo = async (id: number) => {
    setPendingId(id)
    setError(undefined)
    try {
      await wallet.switchChain(id)
      onClose()
    } catch (failure) {
      setError(describeSwitchFailure(failure))
    } finally {
      setPendingId(undefined)
    }
  }

  const renderOption = ({ chain, unavailableReason }: NetworkOption) => {
    const current = chain.id === chainId && !unsupported
    const pending = chain.id === pendingId
    const reasonId = `switch-reason-${chain.id}`
    return (
      <li key={chain.id}>
        <button
          type="button"
          className={`switch-option${unavailableReason ? ' switch-option-limited' : ''}`}
          aria-current={current ? 'true' : undefined}
          aria-describedby={unavailableReason ? reasonId : undefined}
          disabled={pendingId !== undefined && !pending}
          onClick={() => (current ? onClose() : void switchTo(chain.id))}
        >
          <ChainIcon chainId={chain.id} size={28} />
          <span className="switch-text">
            <span className="switch-name">{chainMeta(chain.id)?.name ?? chain.name}</span>
            {unavailableReason && (
              <span className="switch-reason" id={reasonId}>
                {unavailableReason}
              </span>
            )}
          </span>
          {current && (
            <span className="switch-state">
              Connected <span className="switch-dot" aria-hidden="true" />
            </span>
          )}
          {pending && <span className="switch-state">Confirm in Wallet</span>}
        </button>
      </li>
    )
  }
  const options = networkOptions(chains, contracts)
  const ready = options.filter((option) => option.unavailableReason === undefined)
  const others = options.filter((option) => option.unavailableReason !== undefined)
  // Headings only when both kinds are offered: networks with the app's contracts, then the rest.
  const groups =
    ready.length > 0 && others.length > 0
      ? [
          { heading: STAKEMINT_NETWORKS, headingId: 'switch-group-ready', options: ready },
          { heading: OTHER_NETWORKS, headingId: 'switch-group-other', options: others },
        ]
      : [{ heading: undefined, headingId: 'switch-group-all', options }]

  return (
    <Dialog titleId="switch-title" onClose={onClose} className="switch-dialog">
      <DialogHeader titleId="switch-title" title={SWITCH_TITLE} onClose={onClose} />
      <div className="dialog-body">
        {unsupported && <p className="switch-wrong">{WRONG_NETWORK_MESSAGE}</p>}
        {groups.map(({ heading, headingId, options }) => (
          <fieldset key={headingId} className="switch-group">
            {heading && <legend className="switch-group-heading">{heading}</legend>}
            <ul className="switch-list">{options.map(renderOption)}</ul>
          </fieldset>
        ))}
        {error && (
          <p className="dialog-error" role="alert">
            {error}
          </p>
        )}
        {unsupported && (
          <button type="button" className="btn btn-quiet switch-disconnect" onClick={() => void wallet.disconnect()}>
            Disconnect
          </button>
        )}
      </div>
    </Dialog>
  )
}
