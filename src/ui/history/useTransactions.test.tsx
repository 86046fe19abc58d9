import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { proxy } from 'valtio'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AddTransactionError, createTransactionStore, type TransactionStore, type Wallet } from '../../wallet'
import { TransactionsProvider } from './TransactionsContext'
import { TRANSACTION_HOOKS_OUTSIDE_PROVIDER, useAddTransaction, useTransactions } from './useTransactions'
import { WalletContext } from '../wallet/WalletContext'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

describe('transaction hooks', () => {
  let store: TransactionStore
  let state: { address: string | undefined; chainId: number | undefined }
  let wrapper: (props: { children: ReactNode }) => ReactNode

  beforeEach(() => {
    localStorage.clear()
    store = createTransactionStore({
      storage: localStorage,
      getClient: () => {
        throw new Error('offline')
      },
    })
    state = proxy({ address: ACCOUNT as string | undefined, chainId: 1 as number | undefined })
    const wallet = { state } as unknown as Wallet
    wrapper = ({ children }) => (
      <WalletContext.Provider value={{ wallet }}>
        <TransactionsProvider store={store}>{children}</TransactionsProvider>
      </WalletContext.Provider>
    )
  })
  afterEach(() => store.destroy())

  it('throws the provider message outside WalletProvider', () => {
    const quiet = console.error
    console.error = () => undefined
    try {
      expect(() => renderHook(() => useTransactions())).toThrow(TRANSACTION_HOOKS_OUTSIDE_PROVIDER)
      expect(TRANSACTION_HOOKS_OUTSIDE_PROVIDER).toBe('Transaction hooks must be used within WalletProvider')
      expect(() => renderHook(() => useAddTransaction())).toThrow(TRANSACTION_HOOKS_OUTSIDE_PROVIDER)
    } finally {
      console.error = quiet
    }
  })

  it('lists the connected account’s transactions live, newest first, following account and chain', async () => {
    function List() {
      const transactions = useTransactions()
      const add = useAddTransaction()
      return (
        <>
          <button
            type="button"
            onClick={() => add({ hash: hash(transactions.length + 1), description: `tx ${transactions.length + 1}` })}
          >
            add
          </button>
          <ul>
            {transactions.map((tx) => (
              <li key={tx.hash}>{tx.description}</li>
            ))}
          </ul>
        </>
      )
    }
    render(<List />, { wrapper })
    await act(async () => screen.getByText('add').click())
    await act(async () => screen.getByText('add').click())
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['tx 2', 'tx 1'])
    await act(async () => {
      state.chainId = 10
    })
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    await act(async () => {
      state.chainId = 1
    })
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    await act(async () => {
      state.address = undefined
    })
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
  })

  it('useAddTransaction validates and needs a connected account', async () => {
    const { result } = renderHook(() => useAddTransaction(), { wrapper })
    expect(() => result.current({ hash: '0x1', description: 'x' })).toThrow(
      'Unable to add transaction: Invalid transaction hash',
    )
    await act(async () => {
      state.address = undefined
    })
    expect(() => result.current({ hash: hash(1), description: 'x' })).toThrow(AddTransactionError)
    expect(() => result.current({ hash: hash(1), description: 'x' })).toThrow(
      'Unable to add transaction: No connected account',
    )
  })
})
