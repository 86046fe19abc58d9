import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Wallet } from '../../wallet'
import { providerError } from '../test/scriptedProvider'
import { createTestWallet, disposeTestWallet, mockMediaQueries, renderWithWallet } from '../test/renderWithWallet'
import { CallsPage } from './CallsPage'

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
  vi.restoreAllMocks()
})
beforeEach(() => mockMediaQueries([]))

const rows = () => screen.queryAllByRole('row').slice(1) // minus the header row

describe('Wallet calls page', () => {
  it('shows the log live: each request with wallet, method, parameters, outcome and duration', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    renderWithWallet(<CallsPage />, made.wallet)
    expect(screen.getByText(/No wallet calls yet/)).toBeTruthy()
    await act(() => made.wallet.connect('metaMask'))
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(2))
    const request = rows().find((row) => row.textContent?.includes('eth_requestAccounts'))
    const cells = within(request as HTMLElement).getAllByRole('cell')
    expect(cells[1]?.textContent).toBe('metaMask')
    expect(cells[4]?.textContent).toMatch(/^ok \["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"\]$/)
    expect(cells[5]?.textContent).toMatch(/^\d+ ms$/)
  })

  it('filters by method and by outcome, and shows error codes', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    made.scripted.failNext('wallet_switchEthereumChain', providerError(4001, 'User rejected the request.'))
    await made.wallet.switchChain(137).catch(() => undefined)
    made.scripted.emit('chainChanged', '0x89')
    renderWithWallet(<CallsPage />, made.wallet)
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(4))

    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'error' } })
    expect(rows()).toHaveLength(1)
    expect(rows()[0]?.textContent).toContain('wallet_switchEthereumChain')
    expect(rows()[0]?.textContent).toContain('error 4001')

    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'event' } })
    expect(rows().length).toBeGreaterThan(0)
    expect(rows().every((row) => row.textContent?.includes('(event)'))).toBe(true)

    fireEvent.change(screen.getByLabelText('Outcome'), { target: { value: 'all' } })
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'eth_requestAccounts' } })
    expect(rows()).toHaveLength(1)
    expect(screen.getByRole('status').textContent).toMatch(/^Showing 1 of \d+$/)
  })

  it('exports the whole log, hash-chained, as JSON and NDJSON downloads', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    renderWithWallet(<CallsPage />, made.wallet)
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(2))
    let blob: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob
      return 'blob:test'
    })
    const clicks: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download)
    })
    fireEvent.click(screen.getByRole('button', { name: 'Export JSON' }))
    await waitFor(() => expect(clicks).toHaveLength(1))
    expect(clicks[0]).toMatch(/^wallet-calls-.+\.json$/)
    const exported = JSON.parse(await (blob as Blob).text()) as {
      header: { module: string; app: string; entryCount: number }
      entries: { method: string; outcome: string }[]
    }
    expect(exported.header).toMatchObject({ module: '@stakemint/wallet', app: 'Test' })
    expect(exported.header.entryCount).toBe(exported.entries.length)
    expect(exported.entries.map((e) => e.method)).toContain('eth_requestAccounts')
    expect(exported.entries[0]?.method).toBe(made.wallet.callLog.entries[0]?.method) // oldest first, like the log
    fireEvent.click(screen.getByRole('button', { name: 'Export NDJSON' }))
    await waitFor(() => expect(clicks).toHaveLength(2))
    expect(clicks[1]).toMatch(/^wallet-calls-.+\.ndjson$/)
    const lines = (await (blob as Blob).text())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { type?: string; method?: string })
    expect(lines[0]).toMatchObject({ type: 'header', module: '@stakemint/wallet' })
    expect(lines.slice(1).map((line) => line.method)).toEqual(exported.entries.map((e) => e.method))
  })

  it('clears the log', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    renderWithWallet(<CallsPage />, made.wallet)
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    // What is left is the marker that says the log was cleared, and how much went.
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rows()[0]?.textContent).toContain('cleared')
  })
})
