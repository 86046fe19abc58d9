import { cleanup, fireEvent, render as renderView, screen } from '@testing-library/react'
import { parseEther } from 'viem'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createIdleTransactions, createIdleWallet } from '../session/idleWallet'
import { AppServicesProvider } from '../session/AppServices.tsx'
import { testServices } from '../test/renderWithWallet'
import { PreflightError } from '../../app/index.ts'
import { ModalContext, type ModalControls } from '../modals/ModalContext'
import { MintForm } from './MintForm'

/** The form inside the app services a page gives it (no wallet connected, no node). */
const services = testServices(
  createIdleWallet([], () => Promise.reject(new Error('no wallet in this test'))),
  createIdleTransactions(),
)
let connectOpened = 0
const modals: ModalControls = {
  openDialog: undefined,
  openConnectModal: () => {
    connectOpened += 1
  },
  openAccountModal: () => undefined,
  openChainModal: () => undefined,
  closeModal: () => undefined,
}
const render = (ui: ReactNode) =>
  renderView(
    <AppServicesProvider services={services}>
      <ModalContext.Provider value={modals}>{ui}</ModalContext.Provider>
    </AppServicesProvider>,
  )

const stats = { price: parseEther('0.01'), maxSupply: 10_000n, maxPerWallet: 5n, totalSupply: 120n }
const rich = parseEther('1')

afterEach(cleanup)

const mintButton = () => screen.queryByRole('button', { name: 'Mint' }) as HTMLButtonElement | null

describe('MintForm states', () => {
  it('shows price, supply, the wallet count and the total for the chosen quantity', () => {
    render(<MintForm stats={stats} mintedByUser={1n} nativeBalance={rich} symbol="ETH" blocker={undefined} />)
    expect(screen.getByTestId('mint-price').textContent).toBe('0.01 ETH')
    expect(screen.getByTestId('mint-supply').textContent).toBe('120 / 10,000')
    expect(screen.getByText('1 of 5 minted')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'One more' }))
    fireEvent.click(screen.getByRole('button', { name: 'One more' }))
    expect(screen.getByTestId('mint-total').textContent).toBe('0.03 ETH')
    expect(mintButton()?.disabled).toBe(false)
  })

  it('is sold out when every token is minted', () => {
    render(
      <MintForm
        stats={{ ...stats, totalSupply: 10_000n }}
        mintedByUser={0n}
        nativeBalance={rich}
        symbol="ETH"
        blocker={undefined}
      />,
    )
    expect(screen.getByText('Sold out: all 10,000 tokens are minted.')).toBeTruthy()
    expect(mintButton()).toBeNull()
  })

  it('says the wallet limit is reached', () => {
    render(<MintForm stats={stats} mintedByUser={5n} nativeBalance={rich} symbol="ETH" blocker={undefined} />)
    expect(screen.getByText('Mint limit reached: this wallet has minted 5 of 5.')).toBeTruthy()
    expect(mintButton()).toBeNull()
  })

  it('keeps the quantity within the limit and catches insufficient funds before any wallet prompt', () => {
    render(
      <MintForm stats={stats} mintedByUser={3n} nativeBalance={parseEther('0.015')} symbol="ETH" blocker={undefined} />,
    )
    const quantity = screen.getByLabelText('Quantity')
    fireEvent.change(quantity, { target: { value: '3' } })
    expect(screen.getByText('This wallet can mint 2 more.')).toBeTruthy()
    fireEvent.change(quantity, { target: { value: '2' } })
    expect(
      screen.getByText('Insufficient funds: the mint costs 0.02 ETH and this wallet holds 0.015 ETH.'),
    ).toBeTruthy()
    expect(mintButton()?.disabled).toBe(true)
  })

  it('offers to connect a wallet when none is connected', () => {
    const notConnected = new PreflightError('not-connected', 'Connect a wallet first.')
    render(<MintForm stats={stats} mintedByUser={0n} nativeBalance={0n} symbol="ETH" blocker={notConnected} />)
    expect(screen.queryByText('Connect a wallet first.')).toBeNull()
    expect(mintButton()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }))
    expect(connectOpened).toBe(1)
    expect(screen.getByText('5 max')).toBeTruthy()
  })

  it('says why it is disabled on the wrong network', () => {
    const wrongNetwork = new PreflightError('wrong-network', 'Wrong network: switch networks to continue.')
    render(<MintForm stats={stats} mintedByUser={0n} nativeBalance={rich} symbol="ETH" blocker={wrongNetwork} />)
    expect(screen.getByText('Wrong network: switch networks to continue.')).toBeTruthy()
    expect(mintButton()?.disabled).toBe(true)
  })
})
