import { useSnapshot } from 'valtio'
import { appState, figureState } from '../../app/index.ts'
import { LiveStat } from '../kit/LiveStat'
import { TokenAmount } from '../kit/TokenAmount'
import { LazyBoundary } from '../kit/LazyBoundary'
import { lazyComponent } from '../kit/lazyComponent'
import { useWalletState } from '../wallet/useWallet'
import { useHomeTotals } from './useHomeTotals'

const number = new Intl.NumberFormat('en-US')

// Shown only to a wallet on a network without the contracts: its code (and the chain table it names chains
// from) stays off the first load.
const ChainFiguresNote = lazyComponent(() => import('../network/ReadChainNote').then((note) => note.ChainFiguresNote))

/** Total locked, total deposited and minted / max supply, live: a skeleton until read, marked when stale. */
export function HomeStats() {
  const { totals, error, updatedAt, readChainId } = useHomeTotals()
  const wallet = useWalletState()
  const { totalLock, totalDeposited } = useSnapshot(appState)
  const state = figureState(totals !== undefined, error)
  return (
    <section className="home-stats stat-row" aria-label="Live totals">
      {wallet.status === 'connected' &&
        wallet.chainId !== undefined &&
        readChainId !== undefined &&
        readChainId !== wallet.chainId && (
          <LazyBoundary failed={() => null}>
            <ChainFiguresNote.Component readChainId={readChainId} walletChainId={wallet.chainId} />
          </LazyBoundary>
        )}
      <LiveStat
        label="Total locked"
        hint="All stakers, locked now"
        testId="home-total-locked"
        state={state}
        updatedAt={updatedAt}
      >
        <TokenAmount value={totalLock} />
      </LiveStat>
      <LiveStat
        label="Total deposited"
        hint="All stakers, all time"
        testId="home-total-deposited"
        state={state}
        updatedAt={updatedAt}
      >
        <TokenAmount value={totalDeposited} />
      </LiveStat>
      <LiveStat
        label="Minted"
        hint="Collection tokens minted / max supply"
        testId="home-minted"
        state={state}
        updatedAt={updatedAt}
        spoken="minted count"
      >
        {totals && `${number.format(Number(totals.totalSupply))} / ${number.format(Number(totals.maxSupply))}`}
      </LiveStat>
      {error && (
        <p className="read-error" role="status">
          {error}
        </p>
      )}
    </section>
  )
}
