import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { StrictMode, useRef, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ToastView } from './toastModel'
import { useAutoDismiss } from './useAutoDismiss'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const confirmed: ToastView = { id: 'a', tone: 'success', title: 'A', text: 'Confirmed', autoDismissMs: 6000 }
const failed: ToastView = { id: 'b', tone: 'error', title: 'B', text: 'Failed' }

function Probe({ toasts }: { readonly toasts: readonly ToastView[] }) {
  const [gone, setGone] = useState<string[]>([])
  const area = useRef<HTMLElement>(null)
  const shown = toasts.filter((toast) => !gone.includes(toast.id))
  const dismiss = useRef((id: string) => setGone((ids) => [...ids, id])).current
  useAutoDismiss(shown, dismiss, area)
  return (
    <section ref={area} data-testid="area">
      {shown.map((toast) => (
        <p key={toast.id}>{toast.title}</p>
      ))}
    </section>
  )
}

describe('useAutoDismiss', () => {
  it('dismisses a success after its time and leaves a failure', () => {
    render(<Probe toasts={[confirmed, failed]} />)
    act(() => vi.advanceTimersByTime(5999))
    expect(screen.getByText('A')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('A')).toBeNull()
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('B')).toBeTruthy()
  })

  it('does not hold the clock for a pointer resting on the toasts: it goes on time over the button below', () => {
    render(<Probe toasts={[confirmed]} />)
    act(() => vi.advanceTimersByTime(5000))
    fireEvent.pointerEnter(screen.getByTestId('area'))
    act(() => vi.advanceTimersByTime(999))
    expect(screen.getByText('A')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('A')).toBeNull()
  })

  it('holds the clock while focus is inside the toasts and restarts it when focus leaves', () => {
    render(<Probe toasts={[confirmed]} />)
    act(() => vi.advanceTimersByTime(5000))
    fireEvent.focusIn(screen.getByTestId('area'))
    act(() => vi.advanceTimersByTime(20_000))
    expect(screen.getByText('A')).toBeTruthy()
    fireEvent.focusOut(screen.getByTestId('area'))
    act(() => vi.advanceTimersByTime(5999))
    expect(screen.getByText('A')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('A')).toBeNull()
  })

  it('keeps its clocks through a StrictMode remount', () => {
    render(
      <StrictMode>
        <Probe toasts={[confirmed]} />
      </StrictMode>,
    )
    act(() => vi.advanceTimersByTime(6000))
    expect(screen.queryByText('A')).toBeNull()
  })
})
