import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createTransactionStore, type Wallet } from '../wallet'
import { App } from './App'
import { pages } from './shell/routes/pages'
import {
  createTestWallet,
  disposeTestWallet,
  mockMediaQueries,
  offlineReaders,
  testServices,
} from './test/renderWithWallet'

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})
beforeEach(() => {
  mockMediaQueries([])
  vi.stubGlobal('IntersectionObserver', undefined)
})

function renderApp(path: string, settings: Parameters<typeof testServices>[2] = {}) {
  window.history.replaceState(null, '', path)
  const made = createTestWallet()
  wallet = made.wallet
  const transactions = createTransactionStore({
    storage: localStorage,
    getClient: () => {
      throw new Error('no chain client in component tests')
    },
  })
  render(
    <App
      wallet={made.wallet}
      transactions={transactions}
      readers={offlineReaders}
      services={testServices(made.wallet, transactions, settings)}
      docsUrl="https://docs.example/gitbook"
    />,
  )
}

describe('App shell', () => {
  it('wraps every page in the header, drawer and the Gitbook footer link', async () => {
    renderApp('/calls')
    expect(await screen.findByRole('heading', { name: 'Wallet calls' })).toBeTruthy()
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(within(header).getByRole('link', { name: 'StakeMint' }).getAttribute('href')).toBe('/')
    const gitbook = screen.getByRole('link', { name: 'Gitbook' })
    expect(gitbook.getAttribute('href')).toBe('https://docs.example/gitbook')
    expect(gitbook.getAttribute('target')).toBe('_blank')
    expect(gitbook.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('toggles the drawer with the hamburger', async () => {
    renderApp('/calls')
    const hamburger = screen.getByRole('button', { name: 'Open menu' })
    expect(hamburger.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(hamburger)
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByTestId('drawer').getAttribute('data-open')).toBe('true')
    fireEvent.click(screen.getByTestId('drawer-overlay'))
    expect(screen.getByTestId('drawer').getAttribute('data-open')).toBe('false')
  })

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
  })

  it("keeps the shell and shows 'Oops, something went wrong!' with retry when a page crashes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let crash = true
    const Real = pages.calls.Component
    function Crashing() {
      if (crash) throw new Error('page exploded')
      return <Real />
    }
    Object.defineProperty(pages.calls, 'Component', { value: Crashing, configurable: true })
    onTestFinished(() => {
      Object.defineProperty(pages.calls, 'Component', { value: Real, configurable: true })
    })
    renderApp('/calls')
    expect((await screen.findByRole('alert')).textContent).toContain('Oops, something went wrong!')
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    crash = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Wallet calls' })).toBeTruthy()
  })
})

describe('the connect action', () => {
  const contracts = {
    31337: {
      stakeToken: '0x0000000000000000000000000000000000000001',
      staking: '0x0000000000000000000000000000000000000002',
      collection: '0x0000000000000000000000000000000000000003',
    },
  } as const
  // Every page that offers to connect, disconnected: the header's button and the page's own read the same.
  it.each([
    ['/', 'Stake STK. Mint on‑chain art.'],
    ['/stake', 'Stake'],
    ['/mint', 'Mint'],
    ['/comingSoon', 'My Collection'],
  ])("is 'Connect Wallet' in the header and on %s", async (path, heading) => {
    renderApp(path, { contracts })
    const main = (await screen.findByRole('heading', { name: heading, level: 1 })).closest('main') as HTMLElement
    // The page's chunk may still be loading (its stand-in has the same heading): wait for its buttons.
    const inPage = await within(main).findAllByRole('button', { name: /connect/i }, { timeout: 15_000 })
    expect(inPage.map((button) => button.textContent)).toEqual(inPage.map(() => 'Connect Wallet'))
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /connect/i }).textContent).toBe(
      'Connect Wallet',
    )
  })
})
