import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { foundry } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWallet, type Wallet } from '../../wallet'
import type { ConnectorFactory, ConnectorListener, ConnectResult } from '../../wallet/types'
import { MOBILE_QUERY, COMPACT_QUERY } from '../kit/useMediaQuery'
import { disposeTestWallet, mockMediaQueries, renderWithWallet, TEST_ACCOUNT } from '../test/renderWithWallet'
import { ConnectButton } from './ConnectButton'

const PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** A WalletConnect-like connector: emits a pairing URI, then waits for the test to approve or fail. */
function pairingWallet() {
  const listeners = new Set<ConnectorListener>()
  let settle: { resolve: (r: ConnectResult) => void; reject: (e: Error) => void } | undefined
  const factory: ConnectorFactory = {
    option: {
      id: 'pairing',
      name: 'Pairing Wallet',
      iconUrl: 'data:image/svg+xml,x',
      iconBackground: '#123456',
      usesWalletConnect: true,
      deepLink: (uri) => `pairing://wc?uri=${encodeURIComponent(uri)}`,
    },
    create: () => ({
      id: 'pairing',
      name: 'Pairing Wallet',
      type: 'walletConnect',
      getProvider: () => Promise.reject(new Error('not used here')),
      connect: () =>
        new Promise<ConnectResult>((resolve, reject) => {
          settle = { resolve, reject }
          queueMicrotask(() => {
            for (const l of listeners) l({ type: 'uri', uri: { uri: PAIRING_URI } })
          })
        }),
      resume: () => Promise.resolve(null),
      disconnect: () => Promise.resolve(),
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      isReady: () => true,
    }),
  }
  return {
    factory,
    approve: () => settle?.resolve({ accounts: [TEST_ACCOUNT], chainId: foundry.id }),
    fail: (e: Error) => settle?.reject(e),
  }
}

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
})
beforeEach(() => mockMediaQueries([]))

async function openAndPick() {
  const pairing = pairingWallet()
  wallet = createWallet({
    chains: [foundry],
    appName: 'Test',
    storage: localStorage,
    extraConnectors: [pairing.factory],
  })
  renderWithWallet(<ConnectButton />, wallet)
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' })
  fireEvent.click(within(dialog).getByRole('button', { name: /^Pairing Wallet/ }))
  return { dialog, pairing }
}

describe('Connect a Wallet: QR step', () => {
  it('draws the pairing URI as a QR code with copy, and closes once the wallet approves', async () => {
    const { dialog, pairing } = await openAndPick()
    expect(await within(dialog).findByTestId('qr-code')).toBeTruthy()
    expect(within(dialog).getByText('Scan with Pairing Wallet')).toBeTruthy()
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' })))
    expect(writeText).toHaveBeenCalledWith(PAIRING_URI)
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy()
    await act(async () => pairing.approve())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('offers a deep link into the wallet app on a phone instead of a QR code', async () => {
    mockMediaQueries([MOBILE_QUERY, COMPACT_QUERY])
    const { dialog } = await openAndPick()
    const link = await within(dialog).findByRole('link', { name: 'Open Pairing Wallet' })
    expect(link.getAttribute('href')).toBe(`pairing://wc?uri=${encodeURIComponent(PAIRING_URI)}`)
    expect(within(dialog).queryByTestId('qr-code')).toBeNull()
  })

  it('replaces the QR code with the failure and RETRY when pairing fails', async () => {
    const { dialog, pairing } = await openAndPick()
    await within(dialog).findByTestId('qr-code')
    await act(async () =>
      pairing.fail(new Error('The WalletConnect relay cannot be reached. Check your connection and retry.')),
    )
    expect((await within(dialog).findByRole('alert')).textContent).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'RETRY' })).toBeTruthy()
    expect(within(dialog).queryByTestId('qr-code')).toBeNull()
  })
})
