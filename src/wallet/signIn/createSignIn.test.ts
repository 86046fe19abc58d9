import { subscribe } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { ACCOUNT, OTHER_ACCOUNT, fail, flush, providerError } from '../testing/scriptedProvider.ts'
import { walletWithMetaMask } from '../testing/walletFixture.ts'
import { createSignIn } from './createSignIn.ts'
import { createSiweAdapter } from './createSiweAdapter.ts'
import { NoAuthenticationAdapterError, PrepareMessageError, SignMessageError, VerifySignatureError } from './errors.ts'
import { fakeSiweApi } from './fakeSiweApi.ts'
import { SIGN_IN_MESSAGES } from './messages.ts'

const SIGNATURE = `0x${'ab'.repeat(65)}`

async function setup(options: { session?: { address: string; chainId: number } } = {}) {
  const api = fakeSiweApi()
  api.session = options.session
  const { wallet, provider } = await walletWithMetaMask({ personal_sign: () => SIGNATURE })
  const signIn = createSignIn({ wallet, adapter: createSiweAdapter({ apiBase: '/api/siwe', fetch: api.fetch }) })
  const steps: string[] = []
  subscribe(signIn.state, () => steps.push(signIn.state.step))
  await flush()
  return { api, wallet, provider, signIn, steps }
}

async function connected(options: Parameters<typeof setup>[0] = {}) {
  const context = await setup(options)
  await context.wallet.connect('metaMask')
  await flush()
  context.steps.length = 0
  return context
}

describe('createSignIn', () => {
  it('needs an adapter: No authentication adapter found', async () => {
    const { wallet } = await walletWithMetaMask()
    expect(() => createSignIn({ wallet, adapter: undefined })).toThrow(NoAuthenticationAdapterError)
    expect(() => createSignIn({ wallet, adapter: undefined })).toThrow(SIGN_IN_MESSAGES.noAdapter)
  })

  it('reads the session first (loading), then marks a connected wallet unauthenticated', async () => {
    const { wallet } = await walletWithMetaMask()
    const api = fakeSiweApi()
    createSignIn({ wallet, adapter: createSiweAdapter({ apiBase: '/api/siwe', fetch: api.fetch }) })
    expect(wallet.state.auth).toBe('loading')
    await flush()
    expect(wallet.state.auth).toBe('unauthenticated')
    await wallet.connect('metaMask')
    expect(wallet.state.auth).toBe('unauthenticated')
  })

  it('signs the SIWE message and verifies it: idle → signing → verifying → idle, authenticated', async () => {
    const { api, wallet, provider, signIn, steps } = await connected()
    await signIn.signIn()
    await flush()
    expect(steps.filter((s, i) => s !== steps[i - 1])).toEqual(['signing', 'verifying', 'idle'])
    expect(wallet.state.auth).toBe('authenticated')
    expect(signIn.state).toMatchObject({ step: 'idle', error: undefined, session: { address: ACCOUNT, chainId: 137 } })
    const sign = provider.calls.find((call) => call.method === 'personal_sign')
    expect(sign?.params).toEqual([expect.stringMatching(/^0x/), ACCOUNT])
    const verify = api.calls.find((call) => call.route === 'verify')
    expect(verify?.body).toMatchObject({ signature: SIGNATURE, message: expect.stringContaining(`${ACCOUNT}\n`) })
    expect(wallet.callLog.entries.map((entry) => entry.method)).toContain('personal_sign')
  })

  it('a rejected signature (4001) returns silently to idle, then a retry succeeds', async () => {
    const { api, wallet, provider, signIn } = await connected()
    provider.handlers.personal_sign = () => fail(providerError(4001, 'User rejected the request.'))
    await signIn.signIn()
    expect(signIn.state).toMatchObject({ step: 'idle', error: undefined })
    expect(wallet.state.auth).toBe('unauthenticated')
    expect(api.calls.some((call) => call.route === 'verify')).toBe(false)
    provider.handlers.personal_sign = () => SIGNATURE
    await signIn.signIn()
    expect(wallet.state.auth).toBe('authenticated')
  })

  it('a failed nonce fetch: Error preparing message, please retry! and nothing is signed', async () => {
    const { api, provider, signIn, wallet } = await connected()
    api.failNext('nonce', 0)
    await signIn.signIn()
    expect(signIn.state.step).toBe('idle')
    expect(signIn.state.error).toBeInstanceOf(PrepareMessageError)
    expect(signIn.state.error?.shortMessage).toBe('Error preparing message, please retry!')
    expect(provider.calls.some((call) => call.method === 'personal_sign')).toBe(false)
    expect(wallet.state.auth).toBe('unauthenticated')
  })

  it('a wallet failure other than rejection: Error signing message, please retry! with the wallet code', async () => {
    const { provider, signIn } = await connected()
    provider.handlers.personal_sign = () => fail(providerError(-32603, 'internal'))
    await signIn.signIn()
    expect(signIn.state.error).toBeInstanceOf(SignMessageError)
    expect(signIn.state.error).toMatchObject({ shortMessage: 'Error signing message, please retry!', code: -32603 })
  })

  it('a refused signature: Error verifying signature, please retry! keeping the server reason; the next attempt clears it', async () => {
    const { api, signIn, wallet } = await connected()
    api.failNext('verify', 401, 'Signature does not match the address')
    await signIn.signIn()
    expect(signIn.state.error).toBeInstanceOf(VerifySignatureError)
    expect(signIn.state.error?.shortMessage).toBe('Error verifying signature, please retry!')
    expect(signIn.state.error?.cause).toMatchObject({ status: 401, message: 'Signature does not match the address' })
    expect(wallet.state.auth).toBe('unauthenticated')
    const retry = signIn.signIn()
    expect(signIn.state).toMatchObject({ step: 'signing', error: undefined })
    await retry
    expect(wallet.state.auth).toBe('authenticated')
  })

  it('waits out a Retry-After, showing it in state.wait, then retries once and signs in', async () => {
    const { api, signIn, wallet } = await connected()
    api.failNext('nonce', 429, 'Too many requests: try again in 1 s', { 'retry-after': '1' })
    const waits: unknown[] = []
    subscribe(signIn.state, () => waits.push(signIn.state.wait && { ...signIn.state.wait }))
    await signIn.signIn()
    expect(waits).toContainEqual(expect.objectContaining({ status: 429, seconds: 1 }))
    expect(signIn.state).toMatchObject({ step: 'idle', error: undefined, wait: undefined })
    expect(wallet.state.auth).toBe('authenticated')
    expect(api.calls.filter((call) => call.route === 'nonce')).toHaveLength(2)
  })

  it('a disconnect during the wait ends it: no retry goes out and nothing is left waiting', async () => {
    const { api, signIn, wallet } = await connected()
    api.failNext('verify', 503, 'Sign-in is unavailable right now', { 'retry-after': '1' })
    const running = signIn.signIn()
    while (!signIn.state.wait) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(signIn.state.wait).toMatchObject({
      status: 503,
      seconds: 1,
      message: 'Sign-in is unavailable for a moment: trying again in 1 s…',
    })
    await wallet.disconnect()
    await running
    expect(signIn.state).toMatchObject({ step: 'idle', wait: undefined })
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(api.calls.filter((call) => call.route === 'verify')).toHaveLength(1)
    expect(api.session).toBeUndefined()
  })

  it('ignores a second signIn while one is running (one prompt only)', async () => {
    const { provider, signIn } = await connected()
    await Promise.all([signIn.signIn(), signIn.signIn()])
    expect(provider.calls.filter((call) => call.method === 'personal_sign')).toHaveLength(1)
  })

  it('restores an existing session for the same account and signs out on request', async () => {
    const { api, signIn, wallet } = await connected({ session: { address: ACCOUNT.toLowerCase(), chainId: 137 } })
    expect(wallet.state.auth).toBe('authenticated')
    await signIn.signOut()
    expect(wallet.state.auth).toBe('unauthenticated')
    expect(api.session).toBeUndefined()
    expect(api.calls.at(-1)).toMatchObject({ route: 'logout', method: 'POST' })
  })

  it('a session read that fails (503, network) keeps a known session; the next answer decides', async () => {
    const { api, signIn, wallet } = await connected({ session: { address: ACCOUNT, chainId: 137 } })
    expect(wallet.state.auth).toBe('authenticated')
    api.failNext('session', 503, 'Sign-in is unavailable right now')
    await signIn.refresh()
    api.failNext('session', 0)
    await signIn.refresh()
    expect(wallet.state.auth).toBe('authenticated')
    expect(signIn.state.session).toEqual({ address: ACCOUNT, chainId: 137 })
    api.session = undefined // the store came back without it
    await signIn.refresh()
    expect(wallet.state.auth).toBe('unauthenticated')
    expect(signIn.state.session).toBeUndefined()
  })

  it('ends the session when the account changes or the wallet disconnects', async () => {
    const { api, provider, signIn, wallet } = await connected()
    await signIn.signIn()
    provider.emit('accountsChanged', [OTHER_ACCOUNT])
    await flush()
    expect(wallet.state.auth).toBe('unauthenticated')
    expect(api.session).toBeUndefined()
    provider.handlers.eth_accounts = () => [OTHER_ACCOUNT]
    await signIn.signIn()
    expect(signIn.state.session?.address).toBe(OTHER_ACCOUNT)
    await wallet.disconnect()
    await flush()
    expect(wallet.state).toMatchObject({ status: 'disconnected', auth: 'unauthenticated' })
    expect(api.calls.at(-1)?.route).toBe('logout')
  })

  it('drops a flow whose account changed while the wallet was asking', async () => {
    const { api, provider, signIn, wallet } = await connected()
    let answer: (value: string) => void = () => undefined
    provider.handlers.personal_sign = () => new Promise<string>((resolve) => (answer = resolve))
    const running = signIn.signIn()
    await flush()
    provider.emit('accountsChanged', [OTHER_ACCOUNT])
    answer(SIGNATURE)
    await running
    expect(api.calls.some((call) => call.route === 'verify')).toBe(false)
    expect(signIn.state.step).toBe('idle')
    expect(wallet.state.auth).toBe('unauthenticated')
  })

  it('a session read that overlaps a flow cannot undo its result', async () => {
    const { api, signIn, wallet } = await connected()
    // This read answers "signed out", delivered only after the flow has finished.
    const held = api.holdNext('session')
    const staleRead = signIn.refresh()
    await signIn.signIn()
    expect(wallet.state.auth).toBe('authenticated')
    held.release()
    await staleRead
    expect(wallet.state.auth).toBe('authenticated')
    const calls = api.calls.length
    const during = signIn.signIn()
    await signIn.refresh() // skipped while a flow runs
    await during
    expect(api.calls.slice(calls).map((call) => call.route)).toEqual(['nonce', 'verify'])
    expect(wallet.state.auth).toBe('authenticated')
  })

  it('ends its call-log operation on every path: succeeded, rejected, failed (signing, verifying), stopped', async () => {
    const { api, provider, signIn, wallet } = await connected()
    const ends = () =>
      wallet.callLog.entries.filter((entry) => entry.method === 'operation-end').map((entry) => entry.params)
    const opened = () => wallet.callLog.entries.filter((entry) => entry.method === 'operation')
    provider.handlers.personal_sign = () => fail(providerError(4001, 'User rejected the request.'))
    await signIn.signIn()
    provider.handlers.personal_sign = () => fail(providerError(-32603, 'internal'))
    await signIn.signIn()
    provider.handlers.personal_sign = () => SIGNATURE
    api.failNext('verify', 401, 'Signature does not match the address')
    await signIn.signIn()
    let answer: (value: string) => void = () => undefined
    provider.handlers.personal_sign = () => new Promise<string>((resolve) => (answer = resolve))
    const running = signIn.signIn()
    await flush()
    await signIn.signOut() // the flow goes stale while the wallet asks
    answer(SIGNATURE)
    await running
    provider.handlers.personal_sign = () => SIGNATURE
    await signIn.signIn()
    expect(ends()).toEqual([
      { status: 'rejected', reason: 'You rejected the request in your wallet.' },
      { status: 'failed', reason: 'Error signing message, please retry!' },
      { status: 'failed', reason: 'Error verifying signature, please retry!' },
      { status: 'failed', reason: 'Sign-in stopped before it finished.' },
      { status: 'succeeded' },
    ])
    expect(opened().map((entry) => entry.params)).toEqual(Array(5).fill({ label: 'sign in' }))
    // Each end is its own operation's, after that operation's signature request.
    for (const marker of opened()) {
      const methods = wallet.callLog.entries.filter((e) => e.operationId === marker.operationId).map((e) => e.method)
      expect(methods).toEqual(['operation', 'personal_sign', 'operation-end'])
    }
  })

  it('a nonce that fails opens no operation (nothing was asked of the wallet)', async () => {
    const { api, signIn, wallet } = await connected()
    api.failNext('nonce', 0)
    await signIn.signIn()
    expect(wallet.callLog.entries.filter((entry) => entry.kind === 'marker').map((entry) => entry.method)).toEqual([
      'connected',
    ])
  })
})
