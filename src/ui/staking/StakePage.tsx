import { PositionCard } from './PositionCard'
import { RewardsCard } from './RewardsCard'
import { StakeForm } from './StakeForm'
import { StakeList } from './StakeList'
import { StakeTotals } from './StakeTotals'
import '../kit/page.css'
import './staking.css'

/** /stake: stake STK for a lock period, watch rewards accrue, claim, withdraw unlocked stakes. */
export function StakePage() {
  return (
    <div className="app-page stake-page">
      <div className="page-header">
        <h1>Stake</h1>
        <p className="muted">
          Lock STK for a fixed period and earn a fixed reward rate. Rewards accrue every second and can be claimed any
          time.
        </p>
      </div>
      <PositionCard />
      <StakeTotals />
      <div className="stake-columns">
        <StakeForm />
        <RewardsCard />
      </div>
      <StakeList />
    </div>
  )
}
