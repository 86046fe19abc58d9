import { RewardsCard } from '../staking/RewardsCard'
import { StakeForm } from '../staking/StakeForm'
import { StakeList } from '../staking/StakeList'
import { StakeTotals } from '../staking/StakeTotals'
import '../home/page.css'
import '../staking/staking.css'

/** /stake: stake STK for a lock period, watch rewards accrue, claim, withdraw unlocked stakes. */
export function StakePage() {
  return (
    <div className="app-page stake-page">
      <div className="page-header">
        <h1>Stake</h1>
        <p className="muted">Lock STK for a fixed period and earn a fixed reward rate. Rewards accrue every second and can be claimed any time.</p>
      </div>
      <StakeTotals />
      <div className="stake-columns">
        <StakeForm />
        <RewardsCard />
      </div>
      <StakeList />
    </div>
  )
}
