import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary, UNEXPECTED_ERROR_MESSAGE } from './ErrorBoundary'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

let shouldThrow = true
function Fragile() {
  if (shouldThrow) throw new Error('render exploded')
  return <p>Recovered</p>
}

describe('ErrorBoundary', () => {
  it("shows 'Oops, something went wrong!' instead of a blank screen, and retry re-renders", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    shouldThrow = true
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain(UNEXPECTED_ERROR_MESSAGE)
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('Oops, something went wrong!')
    shouldThrow = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(screen.getByText('Recovered')).toBeTruthy()
  })
})
