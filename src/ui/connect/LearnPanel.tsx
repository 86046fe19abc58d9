import { KeyIcon, WalletGlyph } from '../kit/icons'

interface LearnPanelProps {
  readonly onGetWallet: () => void
}

const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

const LEARN_POINTS = [
  {
    Icon: WalletGlyph,
    title: 'A Home for your Digital Assets',
    text: 'Wallets are used to send, receive, store, and display digital assets like Ethereum and NFTs.',
  },
  {
    Icon: KeyIcon,
    title: 'A New Way to Log In',
    text: 'Instead of creating new accounts and passwords on every website, just connect your wallet.',
  },
] as const

/** 'What is a Wallet?': the two ideas a newcomer needs, then Get a Wallet. */
export function LearnPanel({ onGetWallet }: LearnPanelProps) {
  return (
    <div className="connect-learn">
      <ul className="learn-points">
        {LEARN_POINTS.map(({ Icon, title, text }) => (
          <li key={title}>
            <span className="learn-art">
              <Icon size={26} />
            </span>
            <span>
              <strong>{title}</strong>
              <span className="muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="connect-actions">
        <button type="button" className="btn btn-primary" onClick={onGetWallet}>
          Get a Wallet
        </button>
        <a
          className="btn btn-quiet"
          href={LEARN_MORE_URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Learn more about Ethereum wallets (opens in a new tab)"
        >
          Learn More
        </a>
      </div>
    </div>
  )
}
