import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Wallet } from '../../wallet'
import { ModalProvider } from '../modals/ModalProvider'
import { AppServicesProvider } from '../app/AppServices'
import { createIdleTransactions, createIdleWallet } from '../wallet/idleWallet'
import { createWalletLoader } from '../loading/walletLoader'
import { WalletProvider } from '../wallet/WalletProvider'
import { providerError } from '../test/scriptedProvider'
import {
  createTestWallet,
  disposeTestWallet,
  mockMediaQueries,
  offlineReaders,
  renderWithWallet,
  testServices,
} from '../test/renderWithWallet'
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
  it('shows the log live: each request with time and zone, chain, origin, wallet, method, outcome and duration', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    renderWithWallet(<CallsPage />, made.wallet)
    expect(screen.getByText(/No wallet calls yet/)).toBeTruthy()
    await act(() => made.wallet.connect('metaMask'))
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(2))
    const request = rows().find((row) => row.textContent?.includes('eth_requestAccounts'))
    const cells = within(request as HTMLElement).getAllByRole('cell')
    expect(cells[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} \S+$/)
    expect(cells[0]?.querySelector('time')?.getAttribute('datetime')).toMatch(/Z$/)
    expect(cells[1]?.textContent).toBe('No chain yet') // asked before the wallet said which chain it is on
    expect(cells[2]?.textContent).toBe('Wallet module')
    expect(cells[3]?.textContent).toBe('metaMask')
    expect(cells[6]?.textContent).toMatch(/^ok \["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"\]$/)
    expect(cells[7]?.textContent).toMatch(/^\d+ ms$/)
  })

  it('shows one operation’s requests under one row with its label and outcome, opened by its button', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    const hash = `0x${'ab'.repeat(32)}` as const
    made.scripted.answerWith('eth_sendTransaction', () => hash)
    const operation = made.wallet.operation('Claim rewards')
    await operation.request({
      method: 'eth_sendTransaction',
      params: [{ from: made.wallet.state.address, to: hash.slice(0, 42) }],
    })
    operation.recordReceipt({ transactionHash: hash, status: 'success', blockNumber: 7n })
    renderWithWallet(<CallsPage />, made.wallet)
    const toggle = await screen.findByRole('button', { name: /Claim rewards/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const group = toggle.closest('tr') as HTMLElement
    const cells = within(group).getAllByRole('cell')
    expect(cells[4]?.textContent).toBe('operation (2 entries)')
    expect(cells[6]?.textContent).toBe('confirmed')
    expect(rows().some((row) => row.textContent?.includes('eth_sendTransaction'))).toBe(false)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const members = rows().filter((row) => row.classList.contains('call-member'))
    expect(members.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      'eth_sendTransaction',
      'eth_getTransactionReceipt (receipt)',
    ])
    // Requests of no operation (the connect) stay rows of their own.
    expect(
      rows().some((row) => !row.classList.contains('call-member') && row.textContent?.includes('eth_requestAccounts')),
    ).toBe(true)
  })

  it('shows an operation that ended before anything was sent as not sent with its reason, its end as the last line', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    const reason = 'Each wallet may mint 5 tokens and this one has already minted 5.'
    made.wallet.operation('Mint 1 token').end({ status: 'not-sent', reason })
    const signIn = made.wallet.operation('sign in')
    signIn.end({ status: 'rejected', reason: 'You rejected the request in your wallet.' })
    renderWithWallet(<CallsPage />, made.wallet)
    const toggle = await screen.findByRole('button', { name: /Mint 1 token/ })
    const group = toggle.closest('tbody') as HTMLElement
    expect(group.dataset.outcome).toBe('not-sent')
    const cells = within(toggle.closest('tr') as HTMLElement).getAllByRole('cell')
    expect(cells[2]?.textContent).toBe('Wallet module')
    expect(cells[4]?.textContent).toBe('operation (1 entry)')
    expect(cells[6]?.textContent).toBe(`not sent ${reason}`)
    expect(cells[7]?.textContent).toMatch(/^\d+ ms$/)
    // The end is no row of its own; opened, it is the operation's last line.
    expect(rows().some((row) => row.textContent?.includes('Ended:'))).toBe(false)
    fireEvent.click(toggle)
    const [end] = within(group)
      .getAllByRole('row')
      .filter((row) => row.classList.contains('call-member'))
    expect(within(end as HTMLElement).getAllByRole('cell')[5]?.textContent).toMatch(
      new RegExp(`^Ended: not sent — ${reason}`),
    )
    const rejected = (await screen.findByRole('button', { name: /sign in/ })).closest('tr') as HTMLElement
    expect(within(rejected).getAllByRole('cell')[6]?.textContent).toBe(
      'rejected You rejected the request in your wallet.',
    )
  })

  it('shows the start of a long result and keeps the whole of it one click away', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    const block = { hash: `0x${'ab'.repeat(32)}`, logsBloom: `0x${'00'.repeat(256)}` }
    made.scripted.answerWith('eth_getBlockByNumber', () => block)
    await made.wallet.request({ method: 'eth_getBlockByNumber', params: ['latest', false] })
    renderWithWallet(<CallsPage />, made.wallet)
    await waitFor(() => expect(rows().some((row) => row.textContent?.includes('eth_getBlockByNumber'))).toBe(true))
    const row = rows().find((r) => r.textContent?.includes('eth_getBlockByNumber')) as HTMLElement
    const outcome = within(row).getAllByRole('cell')[6] as HTMLElement
    const full = JSON.stringify(block)
    expect(outcome.querySelector('code')?.textContent).toBe(`${full.slice(0, 120)}…`)
    const details = outcome.querySelector('details')
    expect(details?.querySelector('summary')?.textContent).toBe(`Full result (${full.length} characters)`)
    expect(details?.querySelector('code')?.textContent).toBe(full)
  })

  it('decodes each request: the function and arguments of a transaction, a message as text', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    made.scripted.answerWith('personal_sign', () => `0x${'11'.repeat(65)}`)
    made.scripted.answerWith('eth_sendTransaction', () => `0x${'ab'.repeat(32)}`)
    await made.wallet.signMessage('Sign in to StakeMint\nNonce: 1234')
    const staking = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
    const contracts = {
      31337: { staking, stakeToken: `0x${'01'.repeat(20)}`, collection: `0x${'02'.repeat(20)}` },
    } as const
    await made.wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: made.wallet.state.address, to: staking, data: '0x4e71d92d' }],
    })
    await made.wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: made.wallet.state.address, to: staking, data: '0xdeadbeef', value: '0x2386f26fc10000' }],
    })
    renderWithWallet(<CallsPage />, made.wallet, '/calls', undefined, { contracts })
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(4))
    const cellsOf = (match: (text: string) => boolean) => {
      const row = rows().find((r) => match(r.textContent ?? ''))
      return within(row as HTMLElement).getAllByRole('cell')
    }
    const sign = cellsOf((text) => text.includes('personal_sign'))
    expect(sign[5]?.querySelector('pre')?.textContent).toBe('Sign in to StakeMint\nNonce: 1234')
    expect(sign[6]?.textContent).toContain('[redacted]')
    const claim = cellsOf((text) => text.includes('claim()'))
    expect(claim[1]?.textContent).toBe('Localhost')
    expect(claim[2]?.textContent).toBe('App')
    expect(claim[5]?.textContent).toMatch(/^Staking claim\(\)Raw parameters/)
    const unknown = cellsOf((text) => text.includes('0xdeadbeef') && text.includes('eth_sendTransaction'))
    expect(unknown[5]?.textContent).toContain('Not a function of this app’s contracts: selector 0xdeadbeef, 4 bytes')
    expect(unknown[5]?.textContent).toContain('sends 0.01 ETH')

    fireEvent.change(screen.getByLabelText('Origin'), { target: { value: 'app' } })
    expect(rows().map((row) => row.textContent?.includes('eth_sendTransaction'))).toEqual([true, true])
    fireEvent.change(screen.getByLabelText('Origin'), { target: { value: 'all' } })
    const chainChoices = within(screen.getByLabelText('Chain'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(chainChoices).toEqual(['All chains', 'Localhost', 'No chain yet'])
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'none' } })
    expect(rows().length).toBeGreaterThan(0)
    expect(rows().every((row) => within(row).getAllByRole('cell')[1]?.textContent === 'No chain yet')).toBe(true)
    fireEvent.change(screen.getByLabelText('Method'), { target: { value: 'eth_sendTransaction' } })
    expect(rows()).toHaveLength(0)
    expect(screen.getByText('No calls match these filters.')).toBeTruthy()
  })

  it('says what an empty log means: connect first, or requests appear as the app makes them', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    vi.spyOn(made.wallet.callLog, 'entries', 'get').mockReturnValue([])
    renderWithWallet(<CallsPage />, made.wallet)
    expect(screen.getByText('No wallet calls yet. Requests appear here as the app makes them.')).toBeTruthy()
    expect(screen.getByTestId('calls-retention').textContent).toBe(
      'This tab keeps the last 1000 in memory; none are kept when you reload it.',
    )
  })

  it("tells the app's retention policy before the wallet module has loaded, in the words it will keep", () => {
    const never = () => new Promise<never>(() => undefined)
    const idle = createIdleWallet([], never, never, { limit: 1000, keptAcrossReload: 200 })
    const transactions = createIdleTransactions()
    render(
      <WalletProvider
        wallet={idle}
        transactions={transactions}
        loader={createWalletLoader(never)}
        readers={offlineReaders}
      >
        <AppServicesProvider services={testServices(idle, transactions)}>
          <ModalProvider>
            <CallsPage />
          </ModalProvider>
        </AppServicesProvider>
      </WalletProvider>,
    )
    expect(screen.getByText('Loading the call log…')).toBeTruthy()
    expect(screen.getByTestId('calls-retention').textContent).toBe(
      'This tab keeps the last 1000 in memory; the newest 200 are kept when you reload it.',
    )
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

  it('asks before clearing the log, and undoes the clear', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    renderWithWallet(<CallsPage />, made.wallet)
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const before = rows().length
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    const ask = screen.getByRole('group', { name: 'Clear the log?' })
    expect(ask.textContent).toContain(`Clear all ${before} entries from this tab’s log?`)
    expect(document.activeElement?.textContent).toBe('Cancel')
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(rows()).toHaveLength(before)
    expect(made.wallet.callLog.entries).toHaveLength(before)

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    fireEvent.click(screen.getByRole('button', { name: 'Clear the log' }))
    // What is left is the marker that says the log was cleared, and how much went.
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(rows()[0]?.textContent).toContain(`Log cleared: ${before} entries removed`)
    const undo = screen.getByRole('button', { name: 'Undo clear' })
    expect(undo.parentElement?.textContent).toBe(`${before} entries cleared. Undo clear`)
    await waitFor(() => expect(document.activeElement).toBe(undo))
    fireEvent.click(undo)
    await waitFor(() => expect(rows()).toHaveLength(before + 2))
    expect(rows()[0]?.textContent).toContain(`Clear undone: ${before} entries put back`)
    expect(screen.queryByRole('button', { name: 'Undo clear' })).toBeNull()
  })
})
