import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ref } from 'valtio/vanilla'
import { flowState } from '../../app/index.ts'
import { UserRejectedError } from '../../wallet/index.ts'
import { historyKey, type StoredTransaction, type Wallet } from '../../wallet/index.ts'
import {
  createTestWallet,
  disposeTestWallet,
  mockMediaQueries,
  renderWithWallet,
  TEST_ACCOUNT,
} from '../test/renderWithWallet'
import { ToastMount } from './ToastMount'
import { CANCELLED_TEXT, CONFIRMED_TEXT, FAILED_TEXT, SUBMITTED_TEXT } from './toastModel'

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
  for (const key of Object.keys(flowState.flows)) delete flowState.flows[key]
})
beforeEach(() => mockMediaQueries([]))

const HASH = `0x${'12'.repeat(32)}` as const

async function renderConnected(chainId = 137) {
  const made = createTestWallet({ chainId })
  wallet = made.wallet
  await made.wallet.connect('metaMask')
  return renderWithWallet(<ToastMount />, made.wallet)
}

/** Another tab (or the receipt watcher) settled the transaction: storage changes, the store re-reads it. */
function settle(chainId: number, status: StoredTransaction['status']) {
  const key = historyKey(TEST_ACCOUNT, chainId)
  const stored = JSON.parse(localStorage.getItem(key) ?? '[]') as StoredTransaction[]
  localStorage.setItem(key, JSON.stringify(stored.map((tx) => ({ ...tx, status }))))
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }))
}

const politeRegion = () => screen.getByRole('region', { name: 'Transaction notifications' }).querySelectorAll('ol')[0]

describe('toasts', () => {
  it('load nothing until a write starts, then say which step waits for the wallet', async () => {
    await renderConnected()
    expect(screen.queryByRole('region', { name: 'Transaction notifications' })).toBeNull()
    // Clicked and still being checked: nothing to tell, nothing loaded.
    act(() => {
      flowState.flows.stake = { run: 1, title: '', steps: [], step: 0, phase: 'preparing', hashes: [] }
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('region', { name: 'Transaction notifications' })).toBeNull()
    act(() => {
      const steps = ['approve', 'stake']
      flowState.flows.stake = {
        run: 1,
        title: 'Stake 100 STK for 30 days',
        steps,
        step: 2,
        phase: 'wallet',
        hashes: [],
      }
    })
    const toast = await screen.findByText('Step 2 of 2: stake — confirm in your wallet…')
    expect(toast.closest('ol')?.getAttribute('aria-live')).toBe('polite')
    expect(within(toast.closest('li') as HTMLElement).getByText('Stake 100 STK for 30 days')).toBeTruthy()
  })

  it('follow a transaction from submitted to confirmed, with its explorer link, and can be dismissed', async () => {
    const { transactions } = await renderConnected(137)
    act(() => {
      transactions.add(TEST_ACCOUNT, 137, { hash: HASH, description: 'Mint 2 tokens' })
    })
    await screen.findByText(SUBMITTED_TEXT)
    const link = screen.getByRole('link', { name: /View on block explorer/ })
    expect(link.getAttribute('href')).toBe(`https://polygonscan.com/tx/${HASH}`)
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    act(() => settle(137, 'confirmed'))
    await screen.findByText(CONFIRMED_TEXT)
    expect(screen.queryByText(SUBMITTED_TEXT)).toBeNull()
    expect(politeRegion()?.textContent).toContain('Mint 2 tokens')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Mint 2 tokens' }))
    expect(screen.queryByText(CONFIRMED_TEXT)).toBeNull()
  })

  it('announce a failure assertively and keep it until dismissed; no link on a chain without an explorer', async () => {
    const { transactions } = await renderConnected(31337)
    act(() => {
      transactions.add(TEST_ACCOUNT, 31337, { hash: HASH, description: 'Withdraw stake #2' })
    })
    await screen.findByText(SUBMITTED_TEXT)
    expect(screen.queryByRole('link')).toBeNull()
    act(() => settle(31337, 'failed'))
    const failed = await screen.findByText(FAILED_TEXT)
    expect(failed.closest('ol')?.getAttribute('aria-live')).toBe('assertive')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Withdraw stake #2' }))
    expect(screen.queryByText(FAILED_TEXT)).toBeNull()
  })

  it('say when a step was cancelled in the wallet', async () => {
    await renderConnected()
    act(() => {
      flowState.flows.claim = {
        run: 2,
        title: 'Claim 1 STK staking rewards',
        steps: ['claim'],
        step: 1,
        phase: 'cancelled',
        hashes: [],
        error: ref(new UserRejectedError()),
        failedBeforeSend: true,
      }
    })
    const cancelled = await screen.findByText(CANCELLED_TEXT)
    expect(cancelled.closest('ol')?.getAttribute('aria-live')).toBe('assertive')
  })
})
