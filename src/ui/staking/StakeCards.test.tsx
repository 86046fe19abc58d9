import { cleanup, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { parseUnits } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import {
  appState,
  estimateReward,
  formatDate,
  setReads,
  setTotalDeposited,
  setTotalLock,
  type StakeEntry,
} from '../../app/index.ts'
import { createTestWallet, disposeTestWallet, renderWithWallet } from '../test/renderWithWallet'
import { renderInServices } from '../test/renderInServices'
import { PositionFigures } from './PositionCard'
import { StakeRow } from './StakeRow'
import type { Outcome } from '../appState/useWrite'
import { IDLE } from '../kit/feedback'
import { StakeTotals } from './StakeTotals'

// The Stake page's cards in the app services a page gives them (no wallet connected, no node).
const render = (ui: ReactNode) => renderInServices(ui)

afterEach(cleanup)

const DAY = 86_400
const START = 1_700_000_000
const stake = (overrides: Partial<StakeEntry> = {}): StakeEntry => ({
  id: 1n,
  amount: parseUnits('1234.5678', 18),
  start: START,
  unlockTime: START + 30 * DAY,
  lockPeriod: 30 * DAY,
  aprBps: 500,
  reward: parseUnits('1.69', 18),
  claimed: 0n,
  withdrawn: false,
  ...overrides,
})

const noOutcome: Outcome = [IDLE, () => undefined]
const fullReward = estimateReward(parseUnits('1234.5678', 18), 30 * DAY, 500)

describe('Your position', () => {
  const figures = {
    stakes: [stake(), stake({ id: 2n, amount: parseUnits('100', 18), withdrawn: true })],
    pendingReward: parseUnits('1.69', 18),
    ownedTokens: 2,
    now: START + 10 * DAY,
    updatedAt: Date.UTC(2026, 0, 1, 12, 0, 0),
  }

  it('shows skeletons, never zeros, until the first read', () => {
    const { container } = render(<PositionFigures {...figures} stakes={[]} ownedTokens={0} state="loading" />)
    for (const label of ['staked amount', 'claimable reward', 'next unlock', 'NFTs owned'])
      expect(screen.getByRole('img', { name: `Loading ${label}` })).toBeTruthy()
    expect(container.textContent).not.toMatch(/\b0\b/)
  })

  it("shows '—' when the first read failed", () => {
    render(<PositionFigures {...figures} state="unavailable" />)
    expect(screen.getByTestId('position-staked').textContent).toBe('—staked amount unavailable')
    expect(screen.queryByText(/STK/)).toBeNull()
  })

  it("says why there is no position, with '—' in the same boxes, and keeps each hint's line", () => {
    const { container } = render(
      <PositionFigures {...figures} stakes={[]} state="unavailable" absent="Shown once a wallet is connected." />,
    )
    expect(screen.getByText('Shown once a wallet is connected.')).toBeTruthy()
    expect(screen.getByTestId('position-next-unlock').textContent).toBe('—next unlock unavailable')
    expect(container.querySelectorAll('.stat-hint').length).toBe(2)
  })

  it('sums the active stakes and shows the claimable reward, next unlock and NFTs owned', () => {
    render(<PositionFigures {...figures} state="fresh" />)
    expect(screen.getByTestId('position-staked').textContent).toBe('1,234.5678 STK')
    expect(screen.getByText('1 active stake')).toBeTruthy()
    expect(screen.getByTestId('position-claimable').textContent).toBe('1.69 STK')
    expect(screen.getByTestId('position-next-unlock').textContent).toBe('in 20 d')
    expect(screen.getByText(formatDate(START + 30 * DAY))).toBeTruthy()
    expect(screen.getByTestId('position-nfts').textContent).toBe('2')
    expect(screen.queryByText(/^Stale/)).toBeNull()
  })

  it('keeps the figures of a failed later read, the card marked stale with the time of the last read', () => {
    render(<PositionFigures {...figures} state="stale" />)
    expect(screen.getByTestId('position-staked').textContent).toBe('1,234.5678 STK')
    expect(screen.getAllByText(/^Stale · last updated /)).toHaveLength(1)
  })

  it('says when a stake is ready to withdraw rather than naming no unlock', () => {
    render(<PositionFigures {...figures} now={START + 31 * DAY} state="fresh" />)
    expect(screen.getByTestId('position-next-unlock').textContent).toBe('Ready to withdraw now')
  })

  it('says ready to withdraw while another stake is still locked, that lock under it', () => {
    const later = stake({ id: 3n, start: START + 30 * DAY, unlockTime: START + 88 * DAY, lockPeriod: 58 * DAY })
    render(<PositionFigures {...figures} stakes={[stake(), later]} now={START + 31 * DAY} state="fresh" />)
    expect(screen.getByTestId('position-next-unlock').textContent).toBe('Ready to withdraw now')
    expect(screen.getByText('Next unlock in 57 d')).toBeTruthy()
  })
})

describe('stake row', () => {
  it('shows a locked stake with its time left, the date once, a progress bar and what a withdraw will pay', () => {
    render(
      <ul>
        <StakeRow stake={stake()} now={START + 5} blocker={undefined} outcome={noOutcome} />
      </ul>,
    )
    const row = screen.getByRole('listitem')
    expect(within(row).getByText('Unlocks in 29 d 23 h')).toBeTruthy()
    const date = formatDate(START + 30 * DAY)
    expect(row.textContent?.split(date).length).toBe(2) // the date appears exactly once
    const bar = within(row).getByRole('progressbar', { name: 'Lock of stake #1' })
    expect(bar.getAttribute('aria-valuenow')).toBe('0')
    expect(bar.getAttribute('aria-valuetext')).toBe('0% of 30 days')
    // 1,234.5678 STK at 5% for 30 days reserves 5.0736… STK (Staking.rewardFor), paid with the principal
    const withdraw = within(row).getByRole('button', { name: 'Withdraw 1,234.5678 + 5.0735 STK' })
    expect((withdraw as HTMLButtonElement).disabled).toBe(true)
    expect(withdraw.getAttribute('aria-describedby')).toBe('stake-1-reason')
    expect(within(row).getByText(/^Available when the lock ends/)).toBeTruthy()
  })

  it('enables the withdraw of an unlocked stake, labelled with amount + reward', () => {
    render(
      <ul>
        <StakeRow
          stake={stake({ claimed: parseUnits('1', 18), reward: fullReward - parseUnits('1', 18) })}
          now={START + 31 * DAY}
          blocker={undefined}
          outcome={noOutcome}
        />
      </ul>,
    )
    expect(screen.getByText('Unlocked on')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
    const withdraw = screen.getByRole('button', { name: 'Withdraw 1,234.5678 + 4.0735 STK' })
    expect((withdraw as HTMLButtonElement).disabled).toBe(false)
  })

  it('keeps the wrong-network reason on an unlocked stake', () => {
    render(
      <ul>
        <StakeRow
          stake={stake()}
          now={START + 31 * DAY}
          blocker="Wrong network: switch networks to continue."
          outcome={noOutcome}
        />
      </ul>,
    )
    expect((screen.getByRole('button', { name: /^Withdraw/ }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Wrong network: switch networks to continue.')).toBeTruthy()
  })

  it('shows a withdrawn stake in the same grid, with the reward paid and no button', () => {
    render(
      <ul>
        <StakeRow
          stake={stake({ withdrawn: true, reward: 0n, claimed: parseUnits('5.07', 18) })}
          now={START + 40 * DAY}
          blocker={undefined}
          outcome={noOutcome}
        />
      </ul>,
    )
    const row = screen.getByRole('listitem')
    expect(row.className).toBe('stake-row status-withdrawn')
    expect(within(row).getByText('Withdrawn')).toBeTruthy()
    expect(within(row).getByText('Lock ended')).toBeTruthy()
    expect(within(row).getByText('5.07 STK')).toBeTruthy()
    expect(within(row).queryByRole('button')).toBeNull()
  })
})

describe('pool stats', () => {
  it("show '—' (not '0 STK') when the first read fails, and the reading once it arrives", async () => {
    // A real wallet module, disconnected, and no contracts configured: the app's read fails before any total is known.
    const { wallet } = createTestWallet()
    const { unmount } = renderWithWallet(<StakeTotals />, wallet)
    await screen.findByText('No staking or collection contracts are configured for this network.')
    expect(screen.getByTestId('total-locked').textContent).toBe('—total locked unavailable')
    expect(screen.getByTestId('reward-pool').textContent).toBe('—reward pool unavailable')
    expect(screen.queryByText('0 STK')).toBeNull()
    expect(screen.getByText('All stakers, all time')).toBeTruthy()
    unmount()

    setTotalLock(1234.5678)
    setTotalDeposited(2000)
    setReads({ totalsLoaded: true, rewardPool: parseUnits('50000', 18), updatedAt: Date.now() })
    renderWithWallet(<StakeTotals />, wallet)
    // The same failing read now leaves figures that were read: shown, each marked stale.
    await screen.findByText('No staking or collection contracts are configured for this network.')
    expect(screen.getByTestId('total-locked').textContent).toBe('1,234.5678 STK')
    expect(screen.getByTestId('reward-pool').textContent).toBe('50,000 STK')
    expect(screen.getAllByText(/^Stale · last updated /)).toHaveLength(3)
    expect(appState.reads.totalsLoaded).toBe(true)
    disposeTestWallet(wallet)
  })
})
