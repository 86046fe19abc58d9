import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Wallet } from '../../wallet/index.ts'
import { providerError } from '../test/scriptedProvider'
import { createTestWallet, disposeTestWallet, renderWithWallet } from '../test/renderWithWallet'
import { CANNOT_SWITCH_MESSAGE } from './messages'
import { SwitchToChainButton } from './SwitchToChainButton'

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const contracts = { 31337: { stakeToken: ADDRESS, staking: ADDRESS, collection: ADDRESS } } as const

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
})

/** Connected on Polygon (no contracts there), the form's button offering Localhost, which has them. */
async function onPolygon() {
  const made = createTestWallet({ chainId: 137, knownChains: [31337] })
  wallet = made.wallet
  await act(() => made.wallet.connect('metaMask'))
  renderWithWallet(
    <SwitchToChainButton reason="StakeMint is not on Polygon." className="btn" />,
    made.wallet,
    '/stake',
    undefined,
    { contracts },
  )
  return { made, button: await screen.findByRole('button', { name: 'Switch to Localhost' }) }
}

const steps = () => screen.queryByRole('alert')

describe('SwitchToChainButton', () => {
  it('switches the wallet and says nothing more', async () => {
    const { made, button } = await onPolygon()
    fireEvent.click(button)
    await waitFor(() => expect(made.wallet.state.chainId).toBe(31337))
    expect(steps()).toBeNull()
  })

  it('a wallet whose switch fails with another error (not 4902, not 4001) gets the reason and the steps by hand', async () => {
    const { made, button } = await onPolygon()
    made.scripted.failNext('wallet_switchEthereumChain', providerError(-32603, 'Internal JSON-RPC error.'))
    fireEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('To switch in your wallet instead:')
    expect(alert.textContent).toContain('Open your wallet and its list of networks.')
    expect(alert.textContent).toMatch(
      /Choose Localhost\. If it is not listed, add it: chain ID 31337, RPC \S+, currency ETH\./,
    )
    expect(made.wallet.state.chainId).toBe(137)
    expect(button.hasAttribute('disabled')).toBe(false) // the button stays for another try
  })

  it('a wallet without the method gets the catalogue sentence and the same steps', async () => {
    const { made, button } = await onPolygon()
    made.scripted.failNext('wallet_switchEthereumChain', providerError(4200, 'Unsupported method'))
    fireEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(CANNOT_SWITCH_MESSAGE)
    expect(alert.querySelectorAll('ol li')).toHaveLength(3)
  })

  it('a rejection in the wallet leaves the form as it was', async () => {
    const { made, button } = await onPolygon()
    made.scripted.failNext('wallet_switchEthereumChain', providerError(4001, 'User rejected the request.'))
    fireEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('Switch to Localhost'))
    expect(steps()).toBeNull()
    expect(made.wallet.state.chainId).toBe(137)
  })
})
