import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { historyKey, type StoredTransaction, type Wallet } from '../../wallet'
import {
  createTestWallet,
  disposeTestWallet,
  mockMediaQueries,
  renderWithWallet,
  TEST_ACCOUNT,
} from '../test/renderWithWallet'
import { WalletControl } from '../shell/WalletControl'

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
    { hash: hash(1), description: 'Approve STK', status: 'confirmed', addedAt: 1 },
    { hash: hash(2), description: 'Stake 100 STK', status: 'failed', addedAt: 2 },
    { hash: hash(3), description: 'Claim rewards', status: 'confirmed', addedAt: 3 },
    { hash: hash(4), description: 'Mint 2', status: 'confirmed', addedAt: 4 },
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
      'Mint 2Confirmed',
      'Claim rewardsConfirmed',
      'Stake 100 STKFailed',
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
})
