import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StepPanel, type StepPanelProps } from './StepPanel'

// The later steps' chunk fails to arrive (offline, a new deploy) until the test lets it.
const arrival = vi.hoisted(() => ({ fails: true }))
vi.mock('./laterPanels', () => ({
  get GetPanel() {
    if (arrival.fails) throw new Error('Failed to fetch dynamically imported module')
    return () => <p>Get a wallet list</p>
  },
}))

afterEach(cleanup)

const props: StepPanelProps = {
  step: 'GET',
  option: undefined,
  options: [],
  attempt: { phase: 'idle' },
  uri: undefined,
  mobile: false,
  browser: undefined,
  platform: undefined,
  goTo: () => undefined,
  connect: () => undefined,
}

describe('StepPanel, a later step whose chunk cannot load', () => {
  it('says so with a RETRY in place of the panel, and shows the panel once the chunk arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(<StepPanel {...props} />)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This step could not be loaded. Check your connection and retry.',
    )
    arrival.fails = false
    fireEvent.click(screen.getByRole('button', { name: 'RETRY' }))
    expect(await screen.findByText('Get a wallet list')).toBeTruthy()
  })
})
