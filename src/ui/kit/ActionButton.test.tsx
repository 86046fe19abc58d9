import { act, cleanup, render as renderInto, screen } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PreflightError } from '../../app/index.ts'
import { ModalContext } from '../modals/ModalContext'
import { recordingModals } from '../test/renderInServices'
import { ActionButton } from './ActionButton'

const modals = recordingModals()
const withModals = ({ children }: { children: ReactNode }) => (
  <ModalContext.Provider value={modals}>{children}</ModalContext.Provider>
)
const render = (ui: ReactElement) => renderInto(ui, { wrapper: withModals })

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const button = (ready: boolean, reason?: string) => (
  <ActionButton blocker={undefined} busy={false} busyLabel="Staking…" ready={ready} reason={reason}>
    Stake
  </ActionButton>
)

describe('ActionButton while its data loads', () => {
  it("waits disabled and says 'Loading…' under it once the wait has lasted 400 ms", () => {
    render(button(false))
    expect((screen.getByRole('button', { name: 'Stake' }) as HTMLButtonElement).disabled).toBe(true)
    act(() => vi.advanceTimersByTime(399))
    expect(screen.queryByText('Loading…')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Loading…')).toBeTruthy()
  })

  it('adds no line at all for data that lands within the delay, then says its own reason', () => {
    const view = render(button(false))
    act(() => vi.advanceTimersByTime(200))
    view.rerender(button(true, 'Enter an amount.'))
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(screen.getByText('Enter an amount.')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('a second wait starts its own delay', () => {
    const view = render(button(false))
    act(() => vi.advanceTimersByTime(500))
    expect(screen.getByText('Loading…')).toBeTruthy()
    view.rerender(button(true))
    expect(screen.queryByText('Loading…')).toBeNull()
    view.rerender(button(false))
    expect(screen.queryByText('Loading…')).toBeNull()
    act(() => vi.advanceTimersByTime(400))
    expect(screen.getByText('Loading…')).toBeTruthy()
  })
})

describe('ActionButton says why it is disabled to screen readers', () => {
  it.each([
    ['a blocker', new PreflightError('node-unreachable', 'Could not reach the chain.'), undefined],
    ['its own reason', undefined, 'Nothing to claim yet.'],
  ])('%s: the line under the button is its description', (_, blocker, reason) => {
    render(
      <ActionButton blocker={blocker} busy={false} busyLabel="Claiming…" reason={reason}>
        Claim
      </ActionButton>,
    )
    const claim = screen.getByRole('button', { name: 'Claim' }) as HTMLButtonElement
    expect(claim.disabled).toBe(true)
    const line = document.getElementById(claim.getAttribute('aria-describedby') ?? '')
    expect(line?.textContent).toBe(blocker?.shortMessage ?? reason)
  })

  it('an enabled button has no description', () => {
    render(button(true))
    expect(screen.getByRole('button', { name: 'Stake' }).getAttribute('aria-describedby')).toBeNull()
  })
})
