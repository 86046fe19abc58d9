import { useChainSettings } from '../app/AppServices.tsx'
import './page.css'

/**
 * true when some configured chain has the app's contracts. A build without any (an operator who has not set
 * VITE_CONTRACTS) has nothing to stake, mint or show: the pages say so to visitors instead of offering actions
 * that cannot work. The same on the server and in the browser (build-time configuration), so prerendering holds.
 */
export function useAppIsSetUp(): boolean {
  return Object.keys(useChainSettings().contracts).length > 0
}

/** What a visitor sees where staking and minting would be, in a build without contracts. */
export function NotSetUpNotice() {
  return (
    <section className="card not-set-up" aria-labelledby="not-set-up-heading" data-testid="not-set-up">
      <h2 id="not-set-up-heading">Not available on this network yet</h2>
      <p className="muted">
        StakeMint is not set up on this network yet, so there is nothing to stake, mint or collect here. Your wallet and
        your tokens are not affected.
      </p>
    </section>
  )
}
