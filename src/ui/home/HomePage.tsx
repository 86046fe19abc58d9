import { NotSetUpNotice, useAppIsSetUp } from '../kit/NotSetUpNotice'
import { useWalletState } from '../session/useWallet'
import { HomeStats } from './HomeStats'
import { NextStep } from './NextStep'
import '../kit/page.css'
import './home.css'

/** `/`: what the app is, live totals, and the visitor's next step. Kept light: it is on the first load. */
export function HomePage() {
  const { status } = useWalletState()
  const setUp = useAppIsSetUp()
  return (
    <div className="app-page home-page">
      <section className="home-hero">
        <h1>Stake STK. Mint on‑chain art.</h1>
        <p className="muted">
          Lock the STK token for a fixed period to earn a fixed reward, and mint tokens of a collection whose art lives
          entirely on-chain.{status === 'connected' || !setUp ? '' : ' Connect a wallet to start.'}
        </p>
      </section>
      {setUp ? (
        <>
          <HomeStats />
          <NextStep />
        </>
      ) : (
        <NotSetUpNotice />
      )}
    </div>
  )
}
