import { cleanup, fireEvent, screen } from '@testing-library/react'
import { parseEther } from 'viem'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { recordingModals, renderInServices } from '../test/renderInServices'
import { NODE_UNREACHABLE_MESSAGE, PreflightError } from '../../app/index.ts'
import { CHAIN_UNREACHABLE_MESSAGE } from '../../app/nodeUnreachable.ts'
import { MintForm } from './MintForm'

/** The form inside the app services a page gives it (no wallet connected, no node); dialogs only recorded. */
const modals = recordingModals()
const render = (ui: ReactNode) => renderInServices(ui, modals)

const stats = { price: parseEther('0.01'), maxSupply: 10_000n, maxPerWallet: 5n, totalSupply: 120n }
const rich = parseEther('1')

afterEach(cleanup)

const mintButton = () => screen.queryByRole('button', { name: 'Mint' }) as HTMLButtonElement | null

describe('MintForm states', () => {
  it('shows price, supply, the wallet count and the total for the chosen quantity', () => {
    render(
      <MintForm
        stats={stats}
        account={{ mintedByUser: 1n, nativeBalance: rich }}
        symbol="ETH"
        blocker={undefined}
        readError={undefined}
      />,
    )
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
        account={{ mintedByUser: 0n, nativeBalance: rich }}
        symbol="ETH"
        blocker={undefined}
        readError={undefined}
      />,
    )
    expect(screen.getByText('Sold out: all 10,000 tokens are minted.')).toBeTruthy()
    expect(mintButton()).toBeNull()
  })

  it('says the wallet limit is reached', () => {
    render(
      <MintForm
        stats={stats}
        account={{ mintedByUser: 5n, nativeBalance: rich }}
        symbol="ETH"
        blocker={undefined}
        readError={undefined}
      />,
    )
    expect(screen.getByText('Mint limit reached: this wallet has minted 5 of 5.')).toBeTruthy()
    expect(mintButton()).toBeNull()
  })

  it('at the limit says so and links to My Collection and Stake', () => {
    render(
      <MintForm
        stats={stats}
        account={{ mintedByUser: 5n, nativeBalance: rich }}
        symbol="ETH"
        blocker={undefined}
        readError={undefined}
      />,
    )
    expect(screen.getByRole('link', { name: 'View My Collection' }).getAttribute('href')).toBe('/comingSoon')
    expect(screen.getByRole('link', { name: 'Stake STK' }).getAttribute('href')).toBe('/stake')
  })

  it('sold out links to the Collection and Stake', () => {
    const soldOut = { ...stats, totalSupply: 10_000n }
    render(<MintForm stats={soldOut} account={undefined} symbol="ETH" blocker={undefined} readError={undefined} />)
    expect(screen.getByRole('link', { name: 'Browse the Collection' }).getAttribute('href')).toBe('/collection')
    expect(screen.getByRole('link', { name: 'Stake STK' })).toBeTruthy()
  })

  it('shows no zero before the collection is read and the Mint button waits', async () => {
    render(<MintForm stats={undefined} account={undefined} symbol="ETH" blocker={undefined} readError={undefined} />)
    expect(screen.getByRole('img', { name: 'Loading price' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Loading minted count' })).toBeTruthy()
    expect(screen.getByTestId('mint-supply').textContent).not.toContain('0')
    expect(screen.getByTestId('mint-total').textContent).toBe('—')
    expect(mintButton()?.disabled).toBe(true)
    // The notice comes once the wait lasts (ActionButton), not for a read that lands within a few frames.
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(await screen.findByText('Loading…')).toBeTruthy()
  })

  it('waits for the wallet count once the collection is read', () => {
    render(<MintForm stats={stats} account={undefined} symbol="ETH" blocker={undefined} readError={undefined} />)
    expect(screen.getByTestId('mint-supply').textContent).toBe('120 / 10,000')
    expect(screen.getByRole('img', { name: 'Loading how many this wallet minted' })).toBeTruthy()
    expect(mintButton()?.disabled).toBe(true)
    expect(screen.queryByText('Mint limit reached', { exact: false })).toBeNull()
  })

  it('marks the values stale when the latest read failed, and shows the failure alone when nothing was read', () => {
    const { unmount } = render(
      <MintForm
        stats={stats}
        account={{ mintedByUser: 1n, nativeBalance: rich }}
        symbol="ETH"
        blocker={undefined}
        readError="Timed out."
      />,
    )
    expect(screen.getByText('Could not refresh these values: Timed out.')).toBeTruthy()
    expect(document.querySelector('.mint-facts.stale')).not.toBeNull()
    unmount()
    render(<MintForm stats={undefined} account={undefined} symbol="ETH" blocker={undefined} readError="Timed out." />)
    expect(screen.getByText('Timed out.')).toBeTruthy()
    expect(document.querySelector('.mint-facts.stale')).toBeNull()
  })

  it('keeps the quantity within the limit and catches insufficient funds before any wallet prompt', () => {
    render(
      <MintForm
        stats={stats}
        account={{ mintedByUser: 3n, nativeBalance: parseEther('0.015') }}
        symbol="ETH"
        blocker={undefined}
        readError={undefined}
      />,
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

  it('says what to do for an emptied quantity without marking it an error, and marks a wrong one at once', () => {
    render(
      <MintForm
        stats={stats}
        account={{ mintedByUser: 0n, nativeBalance: rich }}
        symbol="ETH"
        blocker={undefined}
        readError={undefined}
      />,
    )
    const quantity = screen.getByLabelText('Quantity')
    for (const empty of ['', '  ']) {
      fireEvent.change(quantity, { target: { value: empty } })
      const line = screen.getByText('Choose how many to mint.')
      expect(line.className).toBe('field-error field-hint')
      expect(quantity.getAttribute('aria-invalid')).toBeNull()
      expect(mintButton()?.disabled).toBe(true)
    }
    fireEvent.change(quantity, { target: { value: '0' } })
    expect(screen.getByText('Quantity must be at least 1.').className).toBe('field-error')
    expect(quantity.getAttribute('aria-invalid')).toBe('true')
  })

  it('offers to connect a wallet when none is connected', () => {
    const notConnected = new PreflightError('not-connected', 'Connect a wallet first.')
    render(
      <MintForm
        stats={stats}
        account={{ mintedByUser: 0n, nativeBalance: 0n }}
        symbol="ETH"
        blocker={notConnected}
        readError={undefined}
      />,
    )
    expect(screen.queryByText('Connect a wallet first.')).toBeNull()
    expect(mintButton()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(modals.opened).toEqual(['connect'])
    expect(screen.getByText('5 max')).toBeTruthy()
  })

  it('says why it is disabled on the wrong network', () => {
    const wrongNetwork = new PreflightError('wrong-network', 'Wrong network: switch networks to continue.')
    render(
      <MintForm
        stats={stats}
        account={{ mintedByUser: 0n, nativeBalance: rich }}
        symbol="ETH"
        blocker={wrongNetwork}
        readError={undefined}
      />,
    )
    expect(screen.getByText('Wrong network: switch networks to continue.')).toBeTruthy()
    // No chain with contracts to offer in this setup: no Mint button to press, and the limit instead of a skeleton.
    expect(mintButton()).toBeNull()
    expect(screen.getByText('5 max')).toBeTruthy()
  })
})

describe('MintForm while the reads of the chain fail', () => {
  // Whatever the failed read said (the block poll's sentence, a library's, a timeout), the mint waits for the node.
  it.each([NODE_UNREACHABLE_MESSAGE, 'HTTP request failed.', 'Timed out.'])(
    "readError '%s': Mint disabled, the reason under it as its description",
    (readError) => {
      render(
        <MintForm
          stats={stats}
          account={{ mintedByUser: 1n, nativeBalance: rich }}
          symbol="ETH"
          blocker={undefined}
          readError={readError}
        />,
      )
      const button = mintButton()
      expect(button?.disabled).toBe(true)
      const describedBy = button?.getAttribute('aria-describedby') ?? ''
      expect(document.getElementById(describedBy)?.textContent).toBe(CHAIN_UNREACHABLE_MESSAGE)
      // no estimate is asked of a node that does not answer
      expect(screen.queryByTestId('mint-fee')).toBeNull()
    },
  )
})
