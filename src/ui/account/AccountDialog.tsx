import { useState } from 'react'
import { explorerPageUrl } from '../kit/explorerUrl'
import { shortenAddress, truncateName } from '../../wallet'
import { Dialog } from '../kit/dialog/Dialog'
import { useBalance } from '../accountReads/useBalance'
import { useCopy } from '../kit/useCopy'
import { useEnsProfile } from '../accountReads/useEnsProfile'
import { Avatar } from './Avatar'
import type { WalletDialogProps } from '../modals/dialogProps'
import { useTransactions } from '../history/useTransactions'
import { useChains, useWallet, useWalletState } from '../wallet/useWallet'
import { shortMessageOf } from '../../app/index.ts'
import { CopyIcon, ExternalIcon, PowerIcon } from '../kit/icons'
import { RecentTransactions } from './RecentTransactions'
import { StakeTokenBalance } from './StakeTokenBalance'
import { NativeBalance } from './NativeBalance'
import './account.css'

/** Shown when a failed disconnect carries no message of its own. */
const DISCONNECT_FAILED_MESSAGE = 'The wallet could not disconnect.'

/**
 * Account: avatar, name or address, balances (the chain's coin and STK), a link to the account on the
 * chain's block explorer when it has one, copy address, disconnect, latest transactions.
 */
export function AccountDialog({ onClose }: WalletDialogProps) {
  const wallet = useWallet()
  const { address, chainId, unsupported } = useWalletState()
  const chain = useChains().find((c) => c.id === chainId)
  const { name, avatar } = useEnsProfile(address)
  const balance = useBalance(address, chainId, !unsupported)
  const { copied, failed, copy } = useCopy()
  const transactions = useTransactions()
  const [disconnectError, setDisconnectError] = useState<string>()
  if (!address) return null
  const explorer = chain?.blockExplorers?.default

  const disconnect = async () => {
    try {
      await wallet.disconnect()
      onClose()
    } catch (error) {
      setDisconnectError(shortMessageOf(error, DISCONNECT_FAILED_MESSAGE))
    }
  }

  return (
    <Dialog titleId="account-title" onClose={onClose} className="account-dialog">
      <button type="button" className="dialog-icon-button account-close" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">✕</span>
      </button>
      <div className="account-summary">
        <Avatar address={address} imageUrl={avatar} size={74} />
        <h2 id="account-title" className="account-name" title={name ?? address}>
          {name ? truncateName(name) : shortenAddress(address)}
        </h2>
        <p className="account-balance" data-testid="account-balance">
          {unsupported ? (
            'Balance unavailable on this network'
          ) : balance.value !== undefined ? (
            <NativeBalance
              wei={balance.value}
              decimals={chain?.nativeCurrency.decimals ?? 18}
              symbol={chain?.nativeCurrency.symbol ?? ''}
            />
          ) : balance.error ? (
            'Balance unavailable'
          ) : (
            'Loading balance…'
          )}
        </p>
        <StakeTokenBalance chainId={unsupported ? undefined : chainId} />
        {explorer && (
          <a
            className="account-explorer-link"
            href={explorerPageUrl(explorer.url, 'address', address)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on {explorer.name} <ExternalIcon size={14} />
          </a>
        )}
      </div>
      <div className="account-actions">
        <button type="button" className="account-action" onClick={() => void copy(address)}>
          <CopyIcon />
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy Address'}</span>
        </button>
        <button type="button" className="account-action" onClick={() => void disconnect()}>
          <PowerIcon />
          Disconnect
        </button>
      </div>
      {failed && (
        <p className="dialog-error account-error">Copying is blocked in this browser. The address is {address}.</p>
      )}
      {disconnectError && (
        <p className="dialog-error account-error" role="alert">
          {disconnectError}
        </p>
      )}
      <RecentTransactions transactions={transactions} explorerUrl={explorer?.url} />
    </Dialog>
  )
}
