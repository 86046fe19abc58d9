import { Link } from 'wouter'
import { paths } from '../shell/routes/paths'

const count = new Intl.NumberFormat('en-US')

type MintEndStateProps =
  | { readonly kind: 'sold-out'; readonly maxSupply: bigint }
  | { readonly kind: 'limit'; readonly minted: bigint; readonly maxPerWallet: bigint }

/** Instead of the form when nothing more can be minted: why, and where to go next. */
export function MintEndState(props: MintEndStateProps) {
  return (
    <div className="mint-end" data-testid="mint-end">
      <p className="mint-state">
        {props.kind === 'sold-out'
          ? `Sold out: all ${count.format(props.maxSupply)} tokens are minted.`
          : `Mint limit reached: this wallet has minted ${String(props.minted)} of ${String(props.maxPerWallet)}.`}
      </p>
      <p className="mint-next-step">
        {props.kind === 'sold-out'
          ? 'Browse every token in the Collection, or put STK to work meanwhile.'
          : 'Your tokens are in My Collection; meanwhile, STK can earn rewards on Stake.'}
      </p>
      <div className="mint-next-links">
        {props.kind === 'sold-out' ? (
          <Link href={paths.collection} className="btn btn-primary">
            Browse the Collection
          </Link>
        ) : (
          <Link href={paths.myCollection} className="btn btn-primary">
            View My Collection
          </Link>
        )}
        <Link href={paths.stake} className="btn">
          Stake STK
        </Link>
      </div>
    </div>
  )
}
