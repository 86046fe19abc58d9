import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Wallet } from '../../wallet'
import { providerError } from '../test/scriptedProvider'
import { createTestWallet, disposeTestWallet, mockMediaQueries, renderWithWallet } from '../test/renderWithWallet'
import { CANNOT_SWITCH_MESSAGE, WRONG_NETWORK_MESSAGE } from './messages'
import { WalletControl } from '../shell/WalletControl'
import { WalletNotices } from '../shell/WalletNotices'

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
})
beforeEach(() => mockMediaQueries([]))

async function connected(chainId = 31337) {
  const made = createTestWallet({ chainId })
  wallet = made.wallet
  await made.wallet.connect('metaMask')
  renderWithWallet(
    <>
      <WalletControl />
      <WalletNotices />
    </>,
    made.wallet,
  )
  return made
}

async function openSwitch(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }))
  return screen.findByRole('dialog', { name: 'Switch Networks' })
}

describe('Switch Networks', () => {
  it('lists the configured chains with icons and marks the current one Connected', async () => {
    await connected()
    const dialog = await openSwitch(/Localhost, switch networks/)
    const options = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.className === 'switch-option')
    expect(options.map((b) => b.textContent)).toEqual(['LocalhostConnected ', 'Polygon'])
    expect(options[0]?.getAttribute('aria-current')).toBe('true')
    expect(dialog.querySelectorAll('img.chain-icon')).toHaveLength(2)
  })

  it('adds the chain then switches when the wallet does not know it (4902), then closes', async () => {
    const { scripted } = await connected()
    const dialog = await openSwitch(/Localhost, switch networks/)
    fireEvent.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const methods = scripted.requests.map((r) => r.method)
    expect(methods).toContain('wallet_addEthereumChain')
    expect(methods.lastIndexOf('wallet_switchEthereumChain')).toBeGreaterThan(
      methods.indexOf('wallet_addEthereumChain'),
    )
    expect(await screen.findByRole('button', { name: 'Polygon, switch networks' })).toBeTruthy()
  })

  it('explains when the wallet cannot switch networks (4200)', async () => {
    const { scripted } = await connected()
    const dialog = await openSwitch(/Localhost, switch networks/)
    scripted.failNext('wallet_switchEthereumChain', providerError(4200, 'The requested method is not supported'))
    fireEvent.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CANNOT_SWITCH_MESSAGE)
    expect(CANNOT_SWITCH_MESSAGE.startsWith('Your wallet does not support switching networks from this app')).toBe(true)
  })

  it('stays open and quiet when the person rejects the switch (4001)', async () => {
    const { scripted } = await connected()
    const dialog = await openSwitch(/Localhost, switch networks/)
    scripted.failNext('wallet_switchEthereumChain', providerError(4001, 'User rejected the request.'))
    fireEvent.click(within(dialog).getByRole('button', { name: /Polygon/ }))
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /Polygon/ })
          .hasAttribute('disabled'),
      ).toBe(false),
    )
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Switch Networks' })).toBeTruthy()
  })

  it('shows the wrong network banner and the Wrong network button on an unconfigured chain', async () => {
    const { scripted } = await connected()
    scripted.emit('chainChanged', '0x1')
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_NETWORK_MESSAGE)
    const dialog = await openSwitch(/^Wrong network, switch networks$/)
    expect(within(dialog).getByText(WRONG_NETWORK_MESSAGE)).toBeTruthy()
    expect(within(dialog).queryByText(/Connected/)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy())
    expect(screen.queryByText(WRONG_NETWORK_MESSAGE)).toBeNull()
  })
})
