import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { foundry, polygon } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTransactionStore, createWallet, type Wallet } from '../../wallet'
import { App } from '../App'
import {
  createTestWallet,
  disposeTestWallet,
  mockMediaQueries,
  offlineReaders,
  testServices,
} from '../test/renderWithWallet'
import { createIdleTransactions, createIdleWallet } from '../wallet/idleWallet'
import { createWalletLoader, shouldLoadWalletEagerly, type LoadedWallet } from './walletLoader'

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
  window.history.replaceState(null, '', '/')
})
beforeEach(() => {
  mockMediaQueries([])
  vi.stubGlobal('IntersectionObserver', undefined)
})

function loaded(): LoadedWallet {
  const made = createTestWallet()
  wallet = made.wallet
  const transactions = createTransactionStore({
    storage: localStorage,
    getClient: () => {
      throw new Error('no chain client in component tests')
    },
  })
  return { wallet: made.wallet, transactions }
}

describe('createWalletLoader', () => {
  it('imports once, tells subscribers, and whenLoaded does not start the import', async () => {
    const importer = vi.fn(() => Promise.resolve(loaded()))
    const loader = createWalletLoader(importer)
    const seen = vi.fn()
    loader.subscribe(seen)
    const waiting = loader.whenLoaded()
    expect(importer).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([loader.load(), loader.load()])
    expect(a).toBe(b)
    expect(importer).toHaveBeenCalledTimes(1)
    expect(seen).toHaveBeenCalledTimes(1)
    expect(await waiting).toBe(a)
    expect(loader.current()).toBe(a)
  })

  it('lets a failed import be retried', async () => {
    const importer = vi
      .fn<() => Promise<LoadedWallet>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => Promise.resolve(loaded()))
    const loader = createWalletLoader(importer)
    await expect(loader.load()).rejects.toThrow('offline')
    expect(loader.current()).toBeUndefined()
    await loader.load()
    expect(loader.current()).toBeDefined()
  })
})

describe('shouldLoadWalletEagerly', () => {
  it('is false on a first visit and true once the wallet module remembered a wallet', async () => {
    expect(shouldLoadWalletEagerly(localStorage, window)).toBe(false)
    const { wallet: real } = loaded()
    await real.connect('metaMask') // the module writes its own persistence keys
    expect(shouldLoadWalletEagerly(localStorage, window)).toBe(true)
  })

  it('is true inside a frame (Safe apps) and survives blocked storage', () => {
    const framed = { parent: {} } as unknown as Window
    expect(shouldLoadWalletEagerly(undefined, framed)).toBe(true)
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(shouldLoadWalletEagerly(blocked, window)).toBe(false)
  })
})

describe('idle wallet', () => {
  it('reads as disconnected and runs actions on the real wallet once loaded', async () => {
    const real = loaded()
    const connect = vi.spyOn(real.wallet, 'connect')
    const idle = createIdleWallet(
      [foundry, polygon],
      () => Promise.resolve(real.wallet),
      () => Promise.resolve(real.wallet),
    )
    expect(idle.state.status).toBe('disconnected')
    expect(idle.state.options).toEqual([])
    expect(idle.chains.map((c) => c.id)).toEqual([31337, 137])
    await idle.connect('metaMask')
    expect(connect).toHaveBeenCalledWith('metaMask')
    expect(real.wallet.state.status).toBe('connected')
  })

  it('forwards event listeners to the real wallet', async () => {
    const real = loaded()
    const idle = createIdleWallet(
      [foundry],
      () => Promise.resolve(real.wallet),
      () => Promise.resolve(real.wallet),
    )
    const events: string[] = []
    idle.onEvent((event) => events.push(event.type))
    await Promise.resolve()
    await real.wallet.connect('metaMask')
    expect(events).toContain('connecting')
  })

  it('watch returns its unsubscribe at once and follows the real state once loaded; unsubscribed, it hears nothing', async () => {
    const real = loaded()
    const idle = createIdleWallet(
      [foundry],
      () => Promise.resolve(real.wallet),
      () => Promise.resolve(real.wallet),
    )
    const statuses: string[] = []
    const stop = idle.watch(
      (state) => state.status,
      (next) => statuses.push(next),
    )
    expect(typeof stop).toBe('function')
    const ignored: string[] = []
    idle.watch(
      (state) => state.status,
      (next) => ignored.push(next),
    )()
    await Promise.resolve()
    await real.wallet.connect('metaMask')
    await Promise.resolve()
    expect(statuses.at(-1)).toBe('connected')
    expect(ignored).toEqual([])
    stop()
    await real.wallet.disconnect()
    await Promise.resolve()
    expect(statuses.at(-1)).toBe('connected')
  })

  it('has an empty transaction history', () => {
    expect(createIdleTransactions().list('0x0000000000000000000000000000000000000001', 1)).toEqual([])
  })
})

// The dialog, the wallet module and the connect panels are lazy chunks: the first test to open them waits for
// the test runner to transform them, well over findBy's default second on a loaded machine.
const FIRST_LAZY_LOAD = { timeout: 10_000 }

describe('App with a deferred wallet module', () => {
  function renderDeferred(importer: () => Promise<LoadedWallet>) {
    window.history.replaceState(null, '', '/calls')
    const loader = createWalletLoader(importer)
    const idle = createIdleWallet(
      [foundry],
      () => loader.load().then((l) => l.wallet),
      () => loader.whenLoaded().then((l) => l.wallet),
    )
    const transactions = createIdleTransactions()
    render(
      <App
        wallet={idle}
        transactions={transactions}
        walletLoader={loader}
        readers={offlineReaders}
        services={testServices(idle, transactions)}
        docsUrl="https://docs.example"
      />,
    )
    return loader
  }

  it('paints without the wallet module, loads it on intent and then lists its wallets', async () => {
    const importer = vi.fn(() => Promise.resolve(loaded()))
    renderDeferred(importer)
    await screen.findByRole('heading', { name: 'Wallet calls' })
    expect(importer).not.toHaveBeenCalled()
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(importer).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, FIRST_LAZY_LOAD)
    fireEvent.click(await within(dialog).findByRole('button', { name: /^MetaMask$/ }, FIRST_LAZY_LOAD))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect a Wallet' })).toBeNull())
    expect(await screen.findByRole('button', { name: /^Account / }, FIRST_LAZY_LOAD)).toBeTruthy()
  })

  it('says when the wallet module cannot load, and RETRY tries again', async () => {
    // Offline until the test says otherwise: the click's load and the dialog's own attempt both fail, however
    // their timing falls, and RETRY is what finds the network back.
    let online = false
    const importer = vi.fn<() => Promise<LoadedWallet>>(() =>
      online ? Promise.resolve(loaded()) : Promise.reject(new Error('offline')),
    )
    renderDeferred(importer)
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }, FIRST_LAZY_LOAD))
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' }, FIRST_LAZY_LOAD)
    expect((await within(dialog).findByRole('alert', {}, FIRST_LAZY_LOAD)).textContent).toMatch(/could not be loaded/)
    online = true
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'RETRY' })))
    expect(await within(dialog).findByRole('button', { name: /^MetaMask$/ }, FIRST_LAZY_LOAD)).toBeTruthy()
  }, 30_000) // up to three lazy first loads of FIRST_LAZY_LOAD each
})

describe('header while a saved session reconnects', () => {
  function renderReturning(importer: () => Promise<LoadedWallet>) {
    const loader = createWalletLoader(() =>
      importer().then((value) => {
        void value.wallet.reconnect() // as src/main.tsx does once the module is in
        return value
      }),
    )
    const idle = createIdleWallet(
      [foundry],
      () => loader.load().then((l) => l.wallet),
      () => loader.whenLoaded().then((l) => l.wallet),
    )
    const transactions = createIdleTransactions()
    render(
      <App
        wallet={idle}
        transactions={transactions}
        walletLoader={loader}
        readers={offlineReaders}
        services={testServices(idle, transactions)}
        docsUrl="https://docs.example"
      />,
    )
    return loader
  }

  /** A wallet connected earlier, so the module's keys say which wallet to resume; then a fresh module. */
  async function returningVisitor(): Promise<() => LoadedWallet> {
    const earlier = loaded()
    await earlier.wallet.connect('metaMask')
    earlier.wallet.destroy()
    return () => {
      wallet = createWallet({ chains: [foundry, polygon], appName: 'Test', storage: localStorage })
      const transactions = createTransactionStore({
        storage: localStorage,
        getClient: () => {
          throw new Error('no chain client in component tests')
        },
      })
      return { wallet, transactions }
    }
  }

  it('shows the account pill placeholder, not Connect Wallet, until the account is back', async () => {
    const fresh = await returningVisitor()
    let arrive: () => void = () => undefined
    const loader = renderReturning(() => new Promise((resolve) => (arrive = () => resolve(fresh()))))
    const placeholder = await screen.findByRole('status', { name: 'Reconnecting wallet' })
    expect(placeholder).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    void loader.load()
    await act(async () => arrive())
    expect(await screen.findByRole('button', { name: /^Account / })).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Reconnecting wallet' })).toBeNull()
  })

  it("falls back to 'Connect Wallet' when the wallet module cannot load", async () => {
    await returningVisitor()
    let fail: () => void = () => undefined
    const loader = renderReturning(() => new Promise((_, reject) => (fail = () => reject(new Error('offline')))))
    await screen.findByRole('status', { name: 'Reconnecting wallet' })
    const loading = loader.load().catch(() => undefined)
    await act(async () => {
      fail()
      await loading
    })
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it("falls back to 'Connect Wallet' when the wallet no longer grants the account", async () => {
    await returningVisitor()
    const loader = renderReturning(() => Promise.resolve(loaded())) // a new provider: eth_accounts is []
    await act(async () => {
      await loader.load()
    })
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Reconnecting wallet' })).toBeNull()
  })

  it("shows 'Connect Wallet' at once on a first visit", async () => {
    renderReturning(() => Promise.resolve(loaded()))
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Reconnecting wallet' })).toBeNull()
  })
})
