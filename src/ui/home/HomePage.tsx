import { NotSetUpNotice, useAppIsSetUp } from '../kit/NotSetUpNotice'
import { HomeStats } from './HomeStats'
import { NextStep } from './NextStep'
import '../kit/page.css'
import './home.css'

/**
 * `/`: what the app is, live totals, and the visitor's next step. Kept light: it is on the first load. Nothing
 * above the next steps depends on the wallet, so a reconnect after the first paint moves nothing.
 */
export function HomePage() {
  const setUp = useAppIsSetUp()
  return (
    <div className="app-page home-page">
      <section className="home-hero">
        <h1>Stake STK. Mint on‑chain art.</h1>
        <p className="muted">
          Lock the STK token for a fixed period to earn a fixed reward, and mint tokens of a collection whose art lives
          entirely on-chain.
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
