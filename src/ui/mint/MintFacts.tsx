import type { CollectionStats } from '../../app'
import { Skeleton } from '../kit/Skeleton'
import { TokenAmount } from '../kit/TokenAmount'

const count = new Intl.NumberFormat('en-US')

interface MintFactsProps {
  /** undefined until the collection is read: each value waits behind a skeleton, never a zero. */
  readonly stats: CollectionStats | undefined
  /** undefined until the connected wallet's count is read; unused while disconnected. */
  readonly mintedByUser: bigint | undefined
  readonly connected: boolean
  readonly symbol: string
  /** The last read failed: the values shown are the previous ones. */
  readonly stale: boolean
}

/** Price, minted / supply, the wallet's count and the supply bar. */
export function MintFacts({ stats, mintedByUser, connected, symbol, stale }: MintFactsProps) {
  const percent = stats && stats.maxSupply > 0n ? Number((stats.totalSupply * 10_000n) / stats.maxSupply) / 100 : 0
  return (
    <>
      <dl className={`mint-facts${stale ? ' stale' : ''}`}>
        <div>
          <dt>Price</dt>
          <dd data-testid="mint-price">
            {stats ? <TokenAmount value={stats.price} symbol={symbol} /> : <Skeleton width={7} label="Loading price" />}
          </dd>
        </div>
        <div>
          <dt>Minted</dt>
          <dd data-testid="mint-supply">
            {stats ? (
              `${count.format(stats.totalSupply)} / ${count.format(stats.maxSupply)}`
            ) : (
              <Skeleton width={8} label="Loading minted count" />
            )}
          </dd>
        </div>
        <div>
          <dt>Per wallet</dt>
          <dd data-testid="mint-per-wallet">
            {!stats ? (
              <Skeleton width={6} label="Loading the per-wallet limit" />
            ) : !connected ? (
              `${stats.maxPerWallet} max`
            ) : mintedByUser === undefined ? (
              <Skeleton width={8} label="Loading how many this wallet minted" />
            ) : (
              `${mintedByUser} of ${stats.maxPerWallet} minted`
            )}
          </dd>
        </div>
      </dl>
      <div
        className="supply-bar"
        role="progressbar"
        aria-label="Minted"
        aria-valuemin={0}
        aria-valuemax={stats ? Number(stats.maxSupply) : undefined}
        aria-valuenow={stats ? Number(stats.totalSupply) : undefined}
        aria-busy={stats ? undefined : true}
      >
        {stats && <span style={{ width: `${percent}%` }} />}
      </div>
    </>
  )
}
