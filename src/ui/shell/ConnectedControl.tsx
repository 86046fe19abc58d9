import { AccountButton } from '../account/AccountButton'
import { ChainButton } from '../network/ChainButton'

export { preloadChainIcons } from '../network/ChainIcon'

/** The chain and account buttons: their own chunk, fetched once a wallet starts connecting. */
export function ConnectedControl() {
  return (
    <div className="wallet-control">
      <ChainButton />
      <AccountButton />
    </div>
  )
}
