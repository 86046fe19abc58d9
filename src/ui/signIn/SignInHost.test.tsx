import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fail, flush, providerError } from '../../wallet/testing.ts'
import { walletWithMetaMask } from '../../wallet/testing/walletFixture.ts'
import { createSignIn, createSiweAdapter } from '../../wallet/signIn/index.ts'
import { fakeSiweApi } from '../../wallet/signIn/fakeSiweApi.ts'
import { WalletContext } from '../wallet/WalletContext'
import { SignInHost } from './SignInHost'

const SIGNATURE = `0x${'cd'.repeat(65)}`

async function setup(withSignIn = true) {
  const api = fakeSiweApi()
  let answer: (value: unknown) => void = () => undefined
  const { wallet, provider } = await walletWithMetaMask({
    personal_sign: () => new Promise((resolve) => (answer = resolve)),
  })
  const signIn = withSignIn
    ? createSignIn({ wallet, adapter: createSiweAdapter({ apiBase: '/api/siwe', fetch: api.fetch }) })
    : undefined
  render(
    <WalletContext.Provider value={{ wallet }}>
      <SignInHost signIn={signIn ? Promise.resolve(signIn) : undefined} />
    </WalletContext.Provider>,
  )
  await act(flush)
  return { api, wallet, provider, signIn, sign: (value: unknown) => answer(value) }
}

afterEach(cleanup)

const dialog = () => screen.queryByRole('dialog', { name: 'Verify your account' })

describe('SignInHost and the Verify your account dialog', () => {
  it('shows nothing while disconnected or when sign-in is off', async () => {
    const off = await setup(false)
    await act(() => off.wallet.connect('metaMask'))
    expect(dialog()).toBeNull()
  })

  it('opens for a connected, unauthenticated wallet; Sign message runs signing → verifying → closed', async () => {
    const { wallet, provider, sign } = await setup()
    expect(dialog()).toBeNull()
    await act(() => wallet.connect('metaMask'))
    await waitFor(() => expect(dialog()).not.toBeNull())
    expect(dialog()?.textContent).toContain('0xf3…2266')
    fireEvent.click(screen.getByRole('button', { name: 'Sign message' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Waiting for signature…'))
    expect(screen.getByRole('button', { name: 'Sign message' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(provider.calls.some((call) => call.method === 'personal_sign')).toBe(true))
    await act(async () => sign(SIGNATURE))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(wallet.state.auth).toBe('authenticated')
  })

  it('shows the catalogue sentence on failure, clears it on retry, and Cancel disconnects', async () => {
    const { wallet, provider, api } = await setup()
    await act(() => wallet.connect('metaMask'))
    await waitFor(() => expect(dialog()).not.toBeNull())
    api.failNext('nonce', 500, 'down')
    fireEvent.click(screen.getByRole('button', { name: 'Sign message' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error preparing message, please retry!'))
    provider.handlers.personal_sign = () => fail(providerError(4001))
    fireEvent.click(screen.getByRole('button', { name: 'Sign message' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign message' })).toHaveProperty('disabled', false))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign message' }))
    expect(dialog()).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(wallet.state).toMatchObject({ status: 'disconnected', address: undefined })
  })

  it('stands aside on an unsupported chain (the wrong-network banner leads) and returns after a switch', async () => {
    const { wallet, provider } = await setup()
    await act(() => wallet.connect('metaMask'))
    await waitFor(() => expect(dialog()).not.toBeNull())
    await act(async () => provider.emit('chainChanged', '0x1'))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(wallet.state).toMatchObject({ unsupported: true, auth: 'unauthenticated' })
    await act(async () => provider.emit('chainChanged', '0xa'))
    await waitFor(() => expect(dialog()).not.toBeNull())
  })

  it('reads the session again when the tab becomes visible (another tab signed in)', async () => {
    const { wallet, api } = await setup()
    await act(() => wallet.connect('metaMask'))
    await waitFor(() => expect(dialog()).not.toBeNull())
    api.session = { address: wallet.state.address ?? '', chainId: 137 }
    await act(async () => document.dispatchEvent(new Event('visibilitychange')))
    await waitFor(() => expect(dialog()).toBeNull())
    expect(wallet.state.auth).toBe('authenticated')
  })
})
