import { useLayoutEffect } from 'react'
import { tokenDecimalText } from '../../app/index.ts'
import { formatBalance, shortenAddress, truncateName } from '../../wallet'
import { useBalance } from '../accountReads/useBalance'
import { useEnsProfile } from '../accountReads/useEnsProfile'
import { Avatar } from './Avatar'
import { prefetch } from '../kit/prefetch'
import { walletDialogs } from '../modals/walletDialogs'
import { useModals } from '../modals/ModalContext'
import { usePendingTransactionCount } from '../history/usePendingTransactionCount'
import { useChains, useWalletState } from '../wallet/useWallet'
import './accountButton.css'

/** Every chain the app configures counts its coin in 18 decimals (docs/requirements.md, Chain). */
const NATIVE_DECIMALS = 18

const preloadAccount = () => prefetch(walletDialogs.account.preload)

/** '1 transaction pending', '2 transactions pending'. */
function pendingText(count: number): string {
  return `${count} ${count === 1 ? 'transaction' : 'transactions'} pending`
}

/**
 * The account's avatar, ENS name or shortened address, and its balance; opens the Account dialog.
 * While a transaction is pending a spinning ring circles the avatar (its name says how many).
 */
export function AccountButton() {
  const { address, chainId, unsupported } = useWalletState()
  const chains = useChains()
  const { openAccountModal } = useModals()
  const { name, avatar } = useEnsProfile(address)
  const balance = useBalance(address, chainId, !unsupported)
  const pending = usePendingTransactionCount()
  // The address is in the DOM (before paint): the end of the connect's render in a performance panel and the bench.
  useLayoutEffect(() => {
    if (address) performance.mark?.('header:address')
  }, [address])
  if (!address) return null
  const symbol = chains.find((c) => c.id === chainId)?.nativeCurrency.symbol ?? ''
  const label = name ? truncateName(name) : shortenAddress(address)
  // The specification's balance rule ('9,999.9 ETH', '10k ETH'), as the Account dialog's headline figure.
  const balanceText =
    balance.value !== undefined && !unsupported
      ? `${formatBalance(tokenDecimalText(balance.value, NATIVE_DECIMALS))} ${symbol}`
      : ''
  // Until the balance is read its place is held, so the button does not grow (and move) when it arrives.
  const balanceLoading = !unsupported && balance.value === undefined && balance.error === undefined
  // The name holds the visible text in order (balance, then account), so speech input can say what it sees.
  const accessibleName =
    ['Account', balanceText, label].filter(Boolean).join(' ') + (pending ? `, ${pendingText(pending)}` : '')
  return (
    <button
      type="button"
      className="btn wallet-account-button"
      onClick={openAccountModal}
      onMouseEnter={preloadAccount}
      onFocus={preloadAccount}
      aria-label={accessibleName}
    >
      {balanceText && (
        <span className="wallet-balance" data-testid="header-balance">
          {balanceText}
        </span>
      )}
      {balanceLoading && <span className="wallet-balance wallet-balance-loading" aria-hidden="true" />}
      {/* A space in the text (not in the layout: flex drops it) so the visible words read 'ETH 0x…', not 'ETH0x…'. */}
      {balanceText && ' '}
      <span className="wallet-account-pill">
        <span className={pending ? 'avatar-ring avatar-ring-pending' : 'avatar-ring'} data-testid="avatar-ring">
          <Avatar address={address} imageUrl={avatar} size={24} />
        </span>
        <span className="wallet-account-name">{label}</span>
      </span>
    </button>
  )
}
