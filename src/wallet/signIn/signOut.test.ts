import { subscribe } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { ACCOUNT, flush } from '../testing/scriptedProvider.ts'
import { walletWithMetaMask } from '../testing/walletFixture.ts'
import { SIGN_OUT_ATTEMPTS } from './confirmSignOut.ts'
import { createSignIn } from './createSignIn.ts'
import { createSiweAdapter } from './createSiweAdapter.ts'
import {
  NoSessionToSignOutError,
  PrepareMessageError,
  SignOutUnconfirmedError,
  VerifySignatureError,
} from './errors.ts'
import { SIGN_IN_MESSAGES } from './messages.ts'
import type { FetchFunction } from './siweApi.ts'

// Class: a sign-out is reported done only when the server confirmed that the session the browser's cookie names
// ended. Members: the store down once, down for good, no cookie at all; by signOut() and by a disconnect.
const SIGNATURE = `0x${'ab'.repeat(65)}`
const COOKIE = 'siwe_session=abc.mac'

/**
 * server/siwe as the browser sees it: an httpOnly cookie the page cannot read, a store that may be down (logout
 * answers 503 with Retry-After and keeps the cookie), 401 for a logout without a cookie, 204 once it ended.
 */
function browserAndServer() {
  const world = {
    cookie: COOKIE as string | undefined,
    live: new Set([COOKIE]),
    storeUp: true,
    logouts: [] as { cookie: string | undefined; status: number }[],
    stall: undefined as 'nonce' | 'verify' | undefined,
    onLogout: (): void => undefined,
  }
  const reply = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers })
  const fetchFn: FetchFunction = async (input) => {
    const route = input.slice(input.lastIndexOf('/') + 1)
    if (route === world.stall) return new Promise<never>(() => undefined)
    if (route === 'nonce') return reply(200, { nonce: 'abcdefgh12' })
    if (route === 'verify') return reply(401, { error: 'refused' })
    const sent = world.cookie
    if (route === 'session')
      return reply(200, sent && world.live.has(sent) ? { authenticated: true, address: ACCOUNT, chainId: 137 } : {})
    world.onLogout()
    const status = !sent ? 401 : !world.storeUp ? 503 : 204
    world.logouts.push({ cookie: sent, status })
    if (status === 503) return reply(503, { error: 'Not signed out yet' }, { 'retry-after': '0' })
    if (sent) world.live.delete(sent)
    world.cookie = undefined // 204 and 401 clear it (Max-Age=0); 503 does not
    return reply(status, status === 401 ? { error: 'No session cookie came with this sign-out' } : undefined)
  }
  return { world, fetchFn }
}

async function signedIn(requestTimeoutMs?: number) {
  const { world, fetchFn } = browserAndServer()
  const { wallet } = await walletWithMetaMask({ personal_sign: () => SIGNATURE })
  const adapter = createSiweAdapter({ apiBase: '/api/siwe', fetch: fetchFn, requestTimeoutMs })
  const signIn = createSignIn({ wallet, adapter })
  await wallet.connect('metaMask')
  await flush()
  expect(wallet.state.auth).toBe('authenticated')
  const seen: string[] = []
  subscribe(signIn.state, () => {
    const message = signIn.state.signOut?.message
    if (message && message !== seen.at(-1)) seen.push(message)
  })
  return { world, wallet, signIn, seen }
}

describe('sign-out is done, or the person is told it is not', () => {
  it('store down once: says it is trying again, retries with the cookie, and only then says signed out', async () => {
    const { world, signIn, seen } = await signedIn()
    world.storeUp = false
    world.onLogout = () => {
      if (world.logouts.length === 1) world.storeUp = true // back before the retry
    }
    await signIn.signOut()
    await flush()
    expect(seen).toEqual([SIGN_IN_MESSAGES.signingOut, SIGN_IN_MESSAGES.signOutRetrying, SIGN_IN_MESSAGES.signedOut])
    expect(SIGN_IN_MESSAGES.signOutRetrying).toBe('Not signed out yet: the server cannot be reached. Trying again…')
    expect(world.logouts).toEqual([
      { cookie: COOKIE, status: 503 },
      { cookie: COOKIE, status: 204 },
    ])
    expect(signIn.state.signOut).toMatchObject({ status: 'signed-out', retried: true })
    expect(world.live.size).toBe(0)
  })

  it('store down for good: a bounded number of tries, then failed; never a success sentence, the cookie kept', async () => {
    const { world, signIn, seen } = await signedIn()
    world.storeUp = false
    await signIn.signOut()
    expect(seen).not.toContain(SIGN_IN_MESSAGES.signedOut)
    expect(signIn.state.signOut).toMatchObject({ status: 'failed', message: SIGN_IN_MESSAGES.signOutUnconfirmed })
    expect(signIn.state.signOutError).toBeInstanceOf(SignOutUnconfirmedError)
    // Each attempt is the adapter's call and its one Retry-After retry.
    expect(world.logouts).toHaveLength(SIGN_OUT_ATTEMPTS * 2)
    expect(world.logouts.every((logout) => logout.cookie === COOKIE)).toBe(true)
    expect(world.cookie).toBe(COOKIE)
    expect(world.live.has(COOKIE)).toBe(true)
    // Sign out again, once the store is back: now it is done.
    world.storeUp = true
    await signIn.signOut()
    expect(signIn.state.signOut?.status).toBe('signed-out')
    expect(world.live.size).toBe(0)
  })

  it('no cookie reaches the server (401): not reported as a sign-out of a session', async () => {
    const { world, signIn, seen } = await signedIn()
    world.cookie = undefined // the browser lost it; a copy elsewhere may still be live
    await signIn.signOut()
    expect(seen).not.toContain(SIGN_IN_MESSAGES.signedOut)
    expect(signIn.state.signOut).toMatchObject({ status: 'failed', message: SIGN_IN_MESSAGES.noSessionToSignOut })
    expect(signIn.state.signOutError).toBeInstanceOf(NoSessionToSignOutError)
    expect(world.logouts).toEqual([{ cookie: undefined, status: 401 }])
  })

  it('a disconnect signs out the same way, and its outcome lands in state.signOut', async () => {
    const { world, wallet, signIn, seen } = await signedIn()
    world.storeUp = false
    world.onLogout = () => {
      if (world.logouts.length === 1) world.storeUp = true
    }
    await wallet.disconnect()
    await expect.poll(() => signIn.state.signOut?.status).toBe('signed-out')
    expect(seen).toContain(SIGN_IN_MESSAGES.signOutRetrying)
    expect(world.logouts.map((logout) => logout.status)).toEqual([503, 204])
  })
})

describe('a stalled sign-in ends in a sentence and the retry button', () => {
  it.each([
    ['nonce', PrepareMessageError, SIGN_IN_MESSAGES.prepare],
    ['verify', VerifySignatureError, SIGN_IN_MESSAGES.verify],
  ] as const)('%s never answers: the step returns to idle with its sentence', async (stall, ErrorClass, sentence) => {
    const { world, signIn } = await signedIn(50)
    await signIn.signOut()
    world.stall = stall
    await signIn.signIn()
    expect(signIn.state.step).toBe('idle')
    expect(signIn.state.error).toBeInstanceOf(ErrorClass)
    expect(signIn.state.error?.shortMessage).toBe(sentence)
    expect(signIn.state.error?.walk()).toMatchObject({ name: 'SignInTimeoutError' })
  })
})
