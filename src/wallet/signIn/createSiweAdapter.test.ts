import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSiweAdapter, SIWE_MESSAGE_LIFETIME_MS } from './createSiweAdapter.ts'
import { SignInApiError } from './errors.ts'
import { fakeSiweApi } from './fakeSiweApi.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const issuedAt = new Date('2026-01-02T03:04:05.000Z')

describe('createSiweAdapter', () => {
  it('builds an EIP-4361 message from address, chain id and nonce for this page', async () => {
    const api = fakeSiweApi()
    const adapter = createSiweAdapter({ apiBase: '/api/siwe/', fetch: api.fetch, now: () => issuedAt })
    const nonce = await adapter.getNonce()
    const message = adapter.createMessage({ address, chainId: 137, nonce })
    const body = adapter.getMessageBody({ message })
    expect(
      body.startsWith(`${window.location.host} wants you to sign in with your Ethereum account:\n${address}\n`),
    ).toBe(true)
    expect(parseSiweMessage(body)).toMatchObject({
      domain: window.location.host,
      uri: window.location.origin,
      address,
      chainId: 137,
      nonce,
      version: '1',
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + SIWE_MESSAGE_LIFETIME_MS),
    })
    expect(api.calls.map((call) => call.route)).toEqual(['nonce'])
  })

  it('posts the message text and signature to verify, then reads and ends the session', async () => {
    const api = fakeSiweApi()
    const adapter = createSiweAdapter({
      apiBase: '/api/siwe',
      fetch: api.fetch,
      domain: 'example.org',
      uri: 'https://example.org',
    })
    const message = adapter.createMessage({ address, chainId: 10, nonce: await adapter.getNonce() })
    await expect(adapter.verify({ message, signature: '0x1234' })).resolves.toBe(true)
    expect(api.calls[1]).toMatchObject({
      route: 'verify',
      method: 'POST',
      body: { message: adapter.getMessageBody({ message }), signature: '0x1234' },
    })
    await expect(adapter.getSession()).resolves.toEqual({ address, chainId: 10 })
    await adapter.signOut()
    await expect(adapter.getSession()).resolves.toBeUndefined()
  })

  it('rejects with the server reason and status when the API refuses or cannot be reached', async () => {
    const api = fakeSiweApi()
    const adapter = createSiweAdapter({ apiBase: '/api/siwe', fetch: api.fetch })
    api.failNext('nonce', 503, 'busy')
    await expect(adapter.getNonce()).rejects.toMatchObject({ status: 503, message: 'busy' })
    api.failNext('nonce', 0)
    await expect(adapter.getNonce()).rejects.toBeInstanceOf(SignInApiError)
    const message = adapter.createMessage({ address, chainId: 1, nonce: 'abcdefgh1' })
    api.failNext('verify', 401, 'Nonce unknown or already used')
    await expect(adapter.verify({ message, signature: '0x12' })).rejects.toMatchObject({
      status: 401,
      message: 'Nonce unknown or already used',
    })
  })

  it('refuses a nonce that is not EIP-4361 alphanumeric and a session of the wrong shape', async () => {
    const bad = createSiweAdapter({
      apiBase: '/x',
      fetch: async (url) =>
        new Response(
          JSON.stringify(
            url.endsWith('nonce') ? { nonce: 'short' } : { authenticated: true, address: 'nope', chainId: 1 },
          ),
        ),
    })
    await expect(bad.getNonce()).rejects.toThrow('without a valid nonce')
    await expect(bad.getSession()).resolves.toBeUndefined()
  })
})
