import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { historyKey, type StoredTransaction, type Wallet } from '../../wallet'
import {
  createTestWallet,
  disposeTestWallet,
  mockMediaQueries,
  offlineReaders,
  renderWithWallet,
  TEST_ACCOUNT,
} from '../test/renderWithWallet'
import { WalletControl } from '../shell/WalletControl'
import { StakeTokenBalanceValue } from './StakeTokenBalance'

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
  vi.useRealTimers()
})
beforeEach(() => mockMediaQueries([]))

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

function seedHistory(chainId: number) {
  const history: StoredTransaction[] = [
    { hash: hash(1), description: 'Approve STK', status: 'confirmed', addedAt: Date.now() - 40 * 60_000 },
    { hash: hash(2), description: 'Stake 100 STK', status: 'failed', addedAt: Date.now() - 30 * 60_000 },
    { hash: hash(3), description: 'Claim rewards', status: 'confirmed', addedAt: Date.now() - 20 * 60_000 },
    { hash: hash(4), description: 'Mint 2', status: 'confirmed', addedAt: Date.now() - 5 * 60_000 },
  ]
  localStorage.setItem(historyKey(TEST_ACCOUNT, chainId), JSON.stringify(history))
}

async function openAccount(chainId = 137) {
  seedHistory(chainId)
  const made = createTestWallet({ chainId })
  wallet = made.wallet
  await made.wallet.connect('metaMask')
  renderWithWallet(<WalletControl />, made.wallet)
  const opener = await screen.findByRole('button', { name: /^Account 0xf3…2266$/ })
  opener.focus() // as a real click would
  fireEvent.click(opener)
  const dialog = await screen.findByRole('dialog', { name: '0xf3…2266' })
  return { ...made, dialog }
}

describe('Account dialog', () => {
  it('shows avatar, shortened address, the 3 latest transactions with status and explorer links', async () => {
    const { dialog } = await openAccount()
    expect(within(dialog).getByTestId('avatar-gradient')).toBeTruthy()
    const items = within(dialog).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      'Mint 2Confirmed · 5 min ago',
      'Claim rewardsConfirmed · 20 min ago',
      'Stake 100 STKFailed · 30 min ago',
    ])
    const link = within(dialog).getByRole('link', { name: 'View Mint 2 on the block explorer' })
    expect(link.getAttribute('href')).toBe(`https://polygonscan.com/tx/${hash(4)}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it("says 'Copied!' for 1500 ms after copying the address", async () => {
    const { dialog } = await openAccount()
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.useFakeTimers()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Address' })))
    expect(writeText).toHaveBeenCalledWith(TEST_ACCOUNT)
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1499))
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeTruthy()
  })

  it('says so when the clipboard is blocked, showing the address instead', async () => {
    const { dialog } = await openAccount()
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copy Address' })))
    expect(within(dialog).getByText(new RegExp(`Copying is blocked.*${TEST_ACCOUNT}`))).toBeTruthy()
  })

  it('disconnects, closes, and the header offers Connect Wallet again', async () => {
    const { dialog } = await openAccount()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(wallet?.state.status).toBe('disconnected')
  })

  it('names the disconnect when it fails without a message of its own, and stays open', async () => {
    const { dialog } = await openAccount()
    vi.spyOn(wallet as Wallet, 'disconnect').mockRejectedValueOnce(new Error(''))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The wallet could not disconnect.')
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('closes on Escape and returns focus to the account button', async () => {
    const { dialog } = await openAccount()
    const opener = screen.getByRole('button', { name: /^Account / })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('shows a long title whole in its tooltip and as text, and links the account on the explorer', async () => {
    const long = 'Stake 1,234,567.8912 STK for 180 days with a description long enough to wrap in the dialog'
    localStorage.setItem(
      historyKey(TEST_ACCOUNT, 137),
      JSON.stringify([{ hash: hash(9), description: long, status: 'confirmed', addedAt: 9 }]),
    )
    const made = createTestWallet({ chainId: 137 })
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    renderWithWallet(<WalletControl />, made.wallet)
    fireEvent.click(await screen.findByRole('button', { name: /^Account 0xf3…2266$/ }))
    const dialog = await screen.findByRole('dialog', { name: '0xf3…2266' })
    const title = within(dialog).getByText(long)
    expect(title.getAttribute('title')).toBe(long)
    const account = within(dialog).getByRole('link', { name: 'View on PolygonScan' })
    expect(account.getAttribute('href')).toBe(`https://polygonscan.com/address/${TEST_ACCOUNT}`)
    expect(account.getAttribute('rel')).toBe('noopener noreferrer')
    expect(within(dialog).getByRole('link', { name: `View ${long} on the block explorer` })).toBeTruthy()
  })

  it('has no explorer links on a chain without an explorer, and no STK line where the app has no contracts', async () => {
    const { dialog } = await openAccount(31337)
    expect(within(dialog).queryByRole('link')).toBeNull()
    expect(within(dialog).queryByTestId('account-stk-balance')).toBeNull()
  })

  it('rings the avatar while a transaction is pending and says so in the button name', async () => {
    localStorage.setItem(
      historyKey(TEST_ACCOUNT, 137),
      JSON.stringify([{ hash: hash(5), description: 'Mint 1 token', status: 'pending', addedAt: 5 }]),
    )
    const made = createTestWallet({ chainId: 137 })
    wallet = made.wallet
    await made.wallet.connect('metaMask')
    renderWithWallet(<WalletControl />, made.wallet)
    const button = await screen.findByRole('button', { name: /^Account 0xf3…2266, 1 transaction pending$/ })
    expect(within(button).getByTestId('avatar-ring').className).toBe('avatar-ring avatar-ring-pending')
  })
})

describe('STK balance in the Account dialog', () => {
  const reads = { readChainId: 137, loaded: true, tokenBalance: 8_528_192_446_774_244_038_557n, readError: undefined }

  it('shows the balance by the app rule once read for this chain, every digit in the tooltip', () => {
    render(<StakeTokenBalanceValue chainId={137} reads={reads} />)
    const amount = screen.getByText('8,528.1924 STK')
    expect(amount.getAttribute('title')).toBe('8,528.192446774244038557 STK')
  })

  it('shows a skeleton, never a zero, until then; says so when the read failed', () => {
    const { rerender } = render(<StakeTokenBalanceValue chainId={137} reads={{ ...reads, loaded: false }} />)
    expect(screen.getByRole('img', { name: 'Loading STK balance' })).toBeTruthy()
    rerender(<StakeTokenBalanceValue chainId={137} reads={{ ...reads, readChainId: 31337 }} />)
    expect(screen.getByRole('img', { name: 'Loading STK balance' })).toBeTruthy()
    rerender(<StakeTokenBalanceValue chainId={137} reads={{ ...reads, loaded: false, readError: 'node down' }} />)
    expect(screen.getByText('STK balance unavailable')).toBeTruthy()
  })
})

describe('The chain’s coin in the header and the Account dialog', () => {
  // The specification's balance rule in both (neighbours of 1, 100, 10 000 and the suffixes); the dialog adds the
  // app's amount rule when the short one hides digits, so a 0.01 payment shows there.
  const table: readonly [bigint, string, string | undefined][] = [
    [9_999_993_600_000_000_000_000n, '9,999.9 ETH', '9,999.9936 ETH'],
    [9_999_990_000_000_000_000_000n, '9,999.9 ETH', '9,999.99 ETH'],
    [10_000_000_000_000_000_000_000n, '10k ETH', '10,000 ETH'],
    [10_000_012_345_000_000_000_000n, '10k ETH', '10,000.0123 ETH'],
    [1_234_567_890_000_000_000_000_000n, '1.2m ETH', '1,234,567.89 ETH'],
    [99_990_000_000_000_000_000n, '99.99 ETH', undefined],
    [999_900_000_000_000_000n, '0.999 ETH', '0.9999 ETH'],
    [10_000_000_000_000_000n, '0.01 ETH', undefined],
    [12_345_000_000_000n, '0 ETH', '< 0.0001 ETH'],
    [0n, '0 ETH', undefined],
  ]
  for (const [wei, shown, detail] of table) {
    it(`reads ${shown} in both${detail ? `, and ${detail} in the dialog` : ''}`, async () => {
      const made = createTestWallet({ chainId: 31337 })
      wallet = made.wallet
      await made.wallet.connect('metaMask')
      renderWithWallet(<WalletControl />, made.wallet, '/', {
        ...offlineReaders,
        getBalance: () => Promise.resolve(wei),
      })
      expect((await screen.findByTestId('header-balance')).textContent).toBe(shown)
      fireEvent.click(screen.getByRole('button', { name: `Account ${shown} 0xf3…2266` }))
      const dialog = await screen.findByRole('dialog', { name: '0xf3…2266' })
      await waitFor(() =>
        expect(within(dialog).getByTestId('account-balance').textContent).toBe(shown + (detail ?? '')),
      )
      expect(within(dialog).queryByTestId('account-balance-detail')?.textContent).toBe(detail)
    })
  }
})
