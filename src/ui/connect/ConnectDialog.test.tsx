import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { foundry } from 'viem/chains'
import { createWallet, type Wallet } from '../../wallet'
import type { WalletOption } from '../../wallet/types'
import { COMPACT_QUERY, MOBILE_QUERY } from '../kit/useMediaQuery'
import { createScriptedProvider, providerError } from '../test/scriptedProvider'
import { createTestWallet, disposeTestWallet, mockMediaQueries, renderWithWallet } from '../test/renderWithWallet'
import { ConnectButton } from './ConnectButton'
import { WalletContext } from '../wallet/WalletContext'
import { ConnectDialog } from './ConnectDialog'
import { WalletList } from './WalletList'

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
})
beforeEach(() => mockMediaQueries([]))

async function openConnect() {
  const made = createTestWallet()
  wallet = made.wallet
  renderWithWallet(<ConnectButton />, made.wallet)
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  return { ...made, dialog }
}

const optionButton = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name })

describe('Connect a Wallet: wallet list', () => {
  it('groups the offered wallets under Popular with not-ready labels, and explains wallets beside them', async () => {
    const { dialog } = await openConnect()
    expect(within(dialog).getByRole('heading', { name: 'Popular' })).toBeTruthy()
    expect(within(dialog).queryByRole('heading', { name: 'Recent' })).toBeNull()
    expect(optionButton(dialog, /^MetaMask$/)).toBeTruthy()
    expect(optionButton(dialog, /^Rainbow is not installed$/)).toBeTruthy()
    expect(optionButton(dialog, /^Safe \(unsupported\) Works only inside the Safe app$/)).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    expect(dialog.className).toContain('connect-wide')
  })

  it('lists usable wallets first and the unavailable ones last, each with its one reason', async () => {
    const { dialog } = await openConnect()
    const popular = within(dialog).getByRole('region', { name: 'Popular' })
    const names = within(popular)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(names).toEqual([
      'Browser Wallet',
      'MetaMask',
      'Rainbow is not installed',
      'Coinbase Wallet is not installed',
      'Brave Wallet is not installed',
      'Safe (unsupported)Works only inside the Safe app',
      'WalletConnect (unsupported)Needs a WalletConnect project id',
    ])
    expect(within(dialog).queryByText(/No projectId found/)).toBeNull()
  })

  it('lists the last used wallet under Recent, first', async () => {
    const made = createTestWallet()
    await made.wallet.connect('metaMask')
    await made.wallet.disconnect()
    made.wallet.destroy()
    const again = createTestWallet()
    wallet = again.wallet
    renderWithWallet(<ConnectButton />, again.wallet)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(headings.slice(0, 2)).toEqual(['Recent', 'Popular'])
    const recent = within(dialog).getByRole('region', { name: 'Recent' })
    expect(within(recent).getByRole('button', { name: /MetaMask/ })).toBeTruthy()
  })

  it('flags a possible impersonation', () => {
    const flagged: WalletOption = {
      id: 'x',
      name: 'Look-alike',
      iconUrl: 'data:image/svg+xml,x',
      iconBackground: '#000',
      ready: true,
      recent: false,
      groupName: 'Installed',
      impersonationWarning: true,
    }
    render(<WalletList options={[flagged]} recentIds={[]} selectedId={undefined} onSelect={() => undefined} />)
    expect(screen.getByText(/Possible impersonation/)).toBeTruthy()
  })
})

describe('Connect a Wallet: two providers claim one wallet', () => {
  it('the built-in button asks which, showing each with its own name, icon and the warning; the chosen one connects', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    const claimants = ['MetaMask', 'MetaMask (copy)'].map((name, index) => {
      const scripted = createScriptedProvider({
        account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: foundry.id,
      })
      const icon = `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" id="c${index}"/>`
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({
            info: { uuid: `u${index}`, name, icon, rdns: 'io.metamask' },
            provider: scripted.provider,
          }),
        }),
      )
      return { scripted, icon }
    })
    renderWithWallet(<ConnectButton />, made.wallet)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    const popular = within(dialog).getByRole('region', { name: 'Popular' })
    fireEvent.click(
      within(popular).getAllByRole('button', { name: /^MetaMask Possible impersonation/ })[0] as HTMLElement,
    )
    expect(await within(dialog).findByRole('heading', { name: 'Which MetaMask?' })).toBeTruthy()
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^2 extensions in this browser say they are MetaMask/,
    )
    const panel = dialog.querySelector('.connect-claimants') as HTMLElement
    const choices = within(panel).getAllByRole('button')
    expect(choices.map((button) => button.textContent)).toEqual([
      'MetaMaskExtension 1 of 2Possible impersonation: check before connecting',
      'MetaMask (copy)Extension 2 of 2Possible impersonation: check before connecting',
    ])
    expect(choices.map((button) => button.querySelector('img')?.getAttribute('src'))).toEqual(
      claimants.map((c) => c.icon),
    )
    expect(claimants.some(({ scripted }) => scripted.requests.length > 0)).toBe(false) // nothing bound by order
    fireEvent.click(choices[1] as HTMLElement)
    await waitFor(() => expect(wallet?.state.status).toBe('connected'))
    expect(claimants[1]?.scripted.requests.some((request) => request.method === 'eth_requestAccounts')).toBe(true)
    expect(claimants[0]?.scripted.requests.some((request) => request.method === 'eth_requestAccounts')).toBe(false)
  })
})

describe('Connect a Wallet: hints', () => {
  it("shows a wallet's hint under its name, as part of its button's name", () => {
    const dev: WalletOption = {
      id: 'dev',
      name: 'Dev Wallet',
      iconUrl: 'data:image/svg+xml,x',
      iconBackground: '#000',
      ready: true,
      recent: false,
      groupName: 'Installed',
      hint: 'local chain, no extension needed',
    }
    render(<WalletList options={[dev]} recentIds={[]} selectedId={undefined} onSelect={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Dev Wallet local chain, no extension needed' })).toBeTruthy()
  })
})

describe('Connect a Wallet: connecting', () => {
  it('shows the connecting state with the wallet, then closes once connected', async () => {
    const { dialog, scripted } = await openConnect()
    let answer: (accounts: string[]) => void = () => undefined
    scripted.answerWith('eth_requestAccounts', () => new Promise((resolve) => (answer = resolve)))
    fireEvent.click(optionButton(dialog, /^MetaMask$/))
    expect(await within(dialog).findByText('Opening MetaMask…')).toBeTruthy()
    scripted.answerWith('eth_requestAccounts', undefined)
    await act(async () => answer([scripted.requests.length ? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' : '']))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wallet?.state.status).toBe('connected')
  })

  it('says a rejected request (4001) was cancelled, without an alert, and RETRY connects', async () => {
    const { dialog, scripted } = await openConnect()
    scripted.failNext('eth_requestAccounts', providerError(4001, 'User rejected the request.'))
    fireEvent.click(optionButton(dialog, /^MetaMask$/))
    expect(await within(dialog).findByText('Request cancelled in the wallet.')).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'MetaMask' })).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(wallet?.state.status).toBe('disconnected')
    fireEvent.click(within(dialog).getByRole('button', { name: 'RETRY' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wallet?.state.status).toBe('connected')
  })

  it('after a cancelled request, Choose another wallet goes back to the list', async () => {
    const { dialog, scripted } = await openConnect()
    scripted.failNext('eth_requestAccounts', providerError(4001, 'User rejected the request.'))
    fireEvent.click(optionButton(dialog, /^MetaMask$/))
    await within(dialog).findByText('Request cancelled in the wallet.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose another wallet' }))
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    expect(within(dialog).queryByText('Request cancelled in the wallet.')).toBeNull()
  })

  it('says a request is already waiting (-32002) and RETRY connects once it is dealt with', async () => {
    const { dialog, scripted } = await openConnect()
    scripted.failNext(
      'eth_requestAccounts',
      providerError(-32002, 'Request of type eth_requestAccounts already pending'),
    )
    fireEvent.click(optionButton(dialog, /^MetaMask$/))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toMatch(/MetaMask already has a connection request waiting\. Open MetaMask/)
    expect(within(dialog).getByRole('button', { name: 'Choose another wallet' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'RETRY' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(wallet?.state.status).toBe('connected')
  })

  it("shows a failure's short message with RETRY", async () => {
    const { dialog, scripted } = await openConnect()
    scripted.failNext('eth_requestAccounts', providerError(-32603, 'Internal JSON-RPC error.'))
    fireEvent.click(optionButton(dialog, /^MetaMask$/))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).not.toBe('')
    expect(within(dialog).getByRole('button', { name: 'RETRY' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose another wallet' }))
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
  })

  it('chosen anyway, WalletConnect shows the configuration sentence and a way on that does not loop back', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(optionButton(dialog, /^WalletConnect/))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId',
    )
    expect(within(dialog).getByText(/needs a WalletConnect Cloud project id/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    expect(within(dialog).getByRole('heading', { name: 'Get a Wallet' })).toBeTruthy()
    // Nothing in the Get list leads back to WalletConnect while it cannot pair.
    const get = within(dialog).getByRole('list', { name: 'Wallets to get' })
    expect(within(get).queryByText('WalletConnect')).toBeNull()
  })
})

describe('Connect a Wallet: get a wallet', () => {
  it('takes a wallet that is not installed straight to its Get page, and on through the mobile steps', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(optionButton(dialog, /^Rainbow is not installed$/))
    expect(within(dialog).getByRole('heading', { name: 'Get Rainbow' })).toBeTruthy()
    expect(within(dialog).queryByText(/No projectId found/)).toBeNull()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    // The later steps' panels load with the dialog (their own chunk): the first of each is awaited.
    expect((await within(dialog).findByRole('link', { name: /^Add to / })).getAttribute('href')).toMatch(/^https:\/\//)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get the app' }))
    expect(within(dialog).getByRole('heading', { name: 'Install Rainbow' })).toBeTruthy()
    expect(await within(dialog).findByTestId('qr-code')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(within(dialog).getByRole('heading', { name: 'Get started with Rainbow' })).toBeTruthy()
    // No WalletConnect: this page cannot be scanned, so the last step is the app's own browser, not Connect.
    expect(await within(dialog).findByText('Open this page in Rainbow')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Connect' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('heading', { name: 'Install Rainbow' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose another wallet' }))
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    expect(wallet?.state.status).toBe('disconnected')
  })

  it('shows INSTRUCTIONS_EXTENSION with Refresh after Add to browser', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(optionButton(dialog, /^Coinbase Wallet is not installed$/))
    expect(within(dialog).getByRole('heading', { name: 'Get Coinbase Wallet' })).toBeTruthy()
    const link = await within(dialog).findByRole('link', { name: /^Add to / })
    link.addEventListener('click', (event) => event.preventDefault()) // no real tab in tests
    fireEvent.click(link)
    expect(within(dialog).getByRole('heading', { name: 'Get started with Coinbase Wallet' })).toBeTruthy()
    expect(await within(dialog).findByRole('button', { name: 'Refresh' })).toBeTruthy()
  })

  it('offers Safe only as the Safe app: no extension, no mobile download', async () => {
    const { dialog } = await openConnect()
    fireEvent.click(optionButton(dialog, /^Safe \(unsupported\)/))
    expect(within(dialog).getByRole('heading', { name: 'Get Safe' })).toBeTruthy()
    const open = within(dialog).getByRole('link', { name: 'Open the Safe app' })
    expect(open.getAttribute('href')).toBe('https://app.safe.global')
    expect(within(dialog).queryByRole('link', { name: /^Add to / })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Get the app' })).toBeNull()
  })

  it('is compact below 768 px: Learn More, then Get a Wallet with at most 5 wallets', async () => {
    mockMediaQueries([COMPACT_QUERY])
    const { dialog } = await openConnect()
    expect(dialog.className).toContain('connect-compact')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Learn More' }))
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    expect(within(dialog).getByRole('heading', { name: 'Get a Wallet' })).toBeTruthy()
    const gets = within(dialog).getAllByRole('button', { name: /^Get / })
    expect(gets.length).toBeGreaterThan(0)
    expect(gets.length).toBeLessThanOrEqual(5)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(within(dialog).getByRole('heading', { name: 'Connect a Wallet' })).toBeTruthy()
  })

  it('on a phone, a missing wallet leads straight to GET with at most 3 store links, itself first', async () => {
    mockMediaQueries([MOBILE_QUERY, COMPACT_QUERY])
    const { dialog } = await openConnect()
    fireEvent.click(optionButton(dialog, /^Rainbow is not installed$/))
    expect(within(dialog).getByRole('heading', { name: 'Get a Wallet' })).toBeTruthy()
    const links = within(dialog).getAllByRole('link', { name: /^Get / })
    expect(links.length).toBeLessThanOrEqual(3)
    expect(links[0]?.getAttribute('aria-label')).toBe('Get Rainbow')
    expect(links[0]?.getAttribute('href')).toMatch(/^https:\/\//)
  })

  it('keeps Learn More below the scrolling list, outside it, in the compact layout', async () => {
    mockMediaQueries([COMPACT_QUERY])
    const { dialog } = await openConnect()
    const learnMore = within(dialog).getByRole('button', { name: 'Learn More' })
    expect(learnMore.closest('.dialog-body')).toBeNull()
    expect(learnMore.closest('.connect-new')?.parentElement).toBe(dialog)
  })
})

describe('Connect a Wallet: no browser wallet', () => {
  it("'Browser Wallet is not installed' offers Get a Wallet, which lists where each wallet is got", async () => {
    Reflect.deleteProperty(window, 'ethereum')
    wallet = createWallet({ chains: [foundry], appName: 'Test', storage: localStorage })
    renderWithWallet(<ConnectButton />, wallet)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
    fireEvent.click(optionButton(dialog, /^Browser Wallet is not installed$/))
    expect(within(dialog).getByText('Browser Wallet is not installed')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }))
    expect(within(dialog).getByRole('heading', { name: 'Get a Wallet' })).toBeTruthy()
    const items = within(within(dialog).getByRole('list', { name: 'Wallets to get' })).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'RainbowMobile Wallet and ExtensionGET',
      'Coinbase WalletMobile Wallet and ExtensionGET',
      'MetaMaskMobile Wallet and ExtensionGET',
      'Brave WalletBrowser ExtensionGET',
      'SafeWeb app: open this page inside itGET',
    ])
  })
})

describe('Connect a Wallet: compact by configuration', () => {
  it('uses the compact layout on a wide screen when configured so', async () => {
    const made = createTestWallet()
    wallet = made.wallet
    render(<ConnectDialog onClose={() => undefined} size="compact" />, {
      wrapper: ({ children }) => (
        <WalletContext.Provider value={{ wallet: made.wallet }}>{children}</WalletContext.Provider>
      ),
    })
    expect((await screen.findByRole('dialog', { name: 'Connect a Wallet' })).className).toContain('connect-compact')
  })
})
