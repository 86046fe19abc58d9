/** 'New to Ethereum wallets? Learn More': pinned under the wallet list, so it never scrolls out of view. */
export function LearnMoreFooter({ onLearnMore }: { readonly onLearnMore: () => void }) {
  return (
    <p className="connect-new">
      <span className="muted">New to Ethereum wallets?</span>{' '}
      <button type="button" className="link-button" onClick={onLearnMore}>
        Learn More
      </button>
    </p>
  )
}
