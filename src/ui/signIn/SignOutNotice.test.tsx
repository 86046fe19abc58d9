import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCOUNT, flush } from '../../wallet/testing.ts'
import { walletWithMetaMask } from '../../wallet/testing/walletFixture.ts'
import { createSignIn, createSiweAdapter, SIGN_IN_MESSAGES, type FetchFunction } from '../../wallet/signIn/index.ts'
import { WalletContext } from '../wallet/WalletContext'
import { SignInHost } from './SignInHost'

/** A signed-in page whose server answers logout with 503 (Retry-After: `retryAfter`) while `down` holds. */
async function signedInPage(retryAfter: string) {
  const server = { down: true, logouts: 0 }
  const fetchFn: FetchFunction = async (input) => {
    if (input.endsWith('/session'))
      return new Response(JSON.stringify({ authenticated: true, address: ACCOUNT, chainId: 137 }), { status: 200 })
    server.logouts += 1
    if (server.down)
      return new Response(JSON.stringify({ error: 'store down' }), {
        status: 503,
        headers: { 'retry-after': retryAfter },
      })
    return new Response(null, { status: 204 })
  }
  const { wallet } = await walletWithMetaMask()
  const signIn = createSignIn({ wallet, adapter: createSiweAdapter({ apiBase: '/api/siwe', fetch: fetchFn }) })
  render(
    <WalletContext.Provider value={{ wallet }}>
      <SignInHost signIn={Promise.resolve(signIn)} />
    </WalletContext.Provider>,
  )
  await act(() => wallet.connect('metaMask'))
  await act(flush)
  expect(wallet.state.auth).toBe('authenticated')
  return { server, wallet, signIn }
}

afterEach(cleanup)

describe('SignOutNotice: the page says how a sign-out stands', () => {
  it('disconnect while the server cannot confirm: "Not signed out yet… Trying again…", then "Signed out." once it did', async () => {
    const { server, wallet } = await signedInPage('1')
    await act(() => wallet.disconnect())
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Not signed out yet: the server cannot be reached. Trying again…',
      ),
    )
    expect(screen.queryByText(SIGN_IN_MESSAGES.signedOut)).toBeNull()
    server.down = false
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(SIGN_IN_MESSAGES.signedOut), {
      timeout: 5_000,
    })
  })

  it('a sign-out the server never confirmed is an alert with Sign out again, which can still end it', async () => {
    const { server, signIn } = await signedInPage('0')
    await act(() => signIn.signOut())
    expect(screen.getByRole('alert').textContent).toContain(SIGN_IN_MESSAGES.signOutUnconfirmed)
    expect(screen.queryByText(SIGN_IN_MESSAGES.signedOut)).toBeNull()
    server.down = false
    fireEvent.click(screen.getByRole('button', { name: 'Sign out again' }))
    await waitFor(() => expect(signIn.state.signOut?.status).toBe('signed-out'))
    expect(screen.getByText(SIGN_IN_MESSAGES.signedOut).parentElement?.getAttribute('role')).toBe('status')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(SIGN_IN_MESSAGES.signedOut)).toBeNull()
  })
})
