import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Wallet } from '../../wallet'
import { providerError } from '../test/scriptedProvider'
import { createTestWallet, disposeTestWallet, mockMediaQueries, renderWithWallet } from '../test/renderWithWallet'
import { CANNOT_SWITCH_MESSAGE, WRONG_NETWORK_MESSAGE } from './messages'
import { chainIconSrc } from './chainIcons'
import { NO_CONTRACTS_REASON } from './networkOptions'
import { OTHER_NETWORKS, STAKEMINT_NETWORKS } from './SwitchNetworksDialog'
import { WalletControl } from '../shell/WalletControl'
import { WalletNotices } from '../shell/WalletNotices'

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
})
beforeEach(() => mockMediaQueries([]))

const CONTRACTS = {
  stakeToken: '0x0000000000000000000000000000000000000001',
  staking: '0x0000000000000000000000000000000000000002',
  collection: '0x0000000000000000000000000000000000000003',
} as const

async function connected(chainId = 31337, contractChains: readonly number[] = [31337]) {
  const made = createTestWallet({ chainId })
  wallet = made.wallet
  await made.wallet.connect('metaMask')
  renderWithWallet(
    <>
      <WalletControl />
      <WalletNotices />
    </>,
    made.wallet,
    '/',
    undefined,
    { contracts: Object.fromEntries(contractChains.map((id) => [id, CONTRACTS])) },
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
      .filter((b) => b.classList.contains('switch-option'))
    expect(options.map((b) => b.textContent)).toEqual(['LocalhostConnected ', `Polygon${NO_CONTRACTS_REASON}`])
    expect(options[0]?.getAttribute('aria-current')).toBe('true')
    await waitFor(() => expect(dialog.querySelectorAll('img.chain-icon')).toHaveLength(2))
    const icons = [...dialog.querySelectorAll('img.chain-icon')].map((img) => img.getAttribute('src'))
    expect(icons).toEqual([chainIconSrc(31337), chainIconSrc(137)])
  })

  it('greys a chain without contracts, says why, sorts it last and still switches to it', async () => {
    const { scripted } = await connected(31337, [137])
    // Localhost has no contracts in this setup: the header pill says it is the wrong network for the app.
    const dialog = await openSwitch(/^Localhost Wrong network, switch networks$/)
    const polygon = within(dialog).getByRole('button', { name: /Polygon/ })
    const localhost = within(dialog).getByRole('button', { name: /Localhost/ })
    expect(polygon.compareDocumentPosition(localhost) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(localhost.classList.contains('switch-option-limited')).toBe(true)
    expect(polygon.classList.contains('switch-option-limited')).toBe(false)
    const reasonId = localhost.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(reasonId)?.textContent).toBe(NO_CONTRACTS_REASON)
    expect(polygon.getAttribute('aria-describedby')).toBeNull()
    // Two groups, each named: the networks with StakeMint, then the others.
    const groups = within(dialog).getAllByRole('group')
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      STAKEMINT_NETWORKS,
      OTHER_NETWORKS,
    ])
    expect(within(dialog).getByRole('group', { name: STAKEMINT_NETWORKS }).contains(polygon)).toBe(true)
    expect(within(dialog).getByRole('group', { name: OTHER_NETWORKS }).contains(localhost)).toBe(true)
    fireEvent.click(polygon)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(scripted.requests.map((r) => r.method)).toContain('wallet_switchEthereumChain')
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
    // Polygon has no contracts here: the pill keeps its name and marks it the wrong network for the app.
    expect(await screen.findByRole('button', { name: 'Polygon Wrong network, switch networks' })).toBeTruthy()
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
