import { describe, expect, it } from 'vitest'
import { createCallLog } from '../callLog/createCallLog.ts'
import { UserRejectedError } from '../errors/providerErrors.ts'
import { ACCOUNT, fail, providerError, scriptedProvider } from '../testing/scriptedProvider.ts'
import { createRequestPath } from './createRequestPath.ts'

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createRequestPath', () => {
  it('logs each request with its result', async () => {
    const log = createCallLog()
    const request = createRequestPath(log)
    await request(scriptedProvider(), 'metaMask', { method: 'eth_chainId' })
    expect(log.entries).toMatchObject([{ method: 'eth_chainId', outcome: 'ok', result: '0x89', walletId: 'metaMask' }])
  })

  it('maps and logs errors, and never retries a prompt', async () => {
    const log = createCallLog()
    const provider = scriptedProvider({
      personal_sign: () => fail(providerError(4001, 'User denied message signature.')),
    })
    const request = createRequestPath(log)
    await expect(request(provider, 'w', { method: 'personal_sign', params: ['0x00', ACCOUNT] })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(provider.calls.filter((c) => c.method === 'personal_sign')).toHaveLength(1)
    expect(log.entries[0]).toMatchObject({
      outcome: 'error',
      errorCode: 4001,
      errorMessage: 'You rejected the request in your wallet.',
    })
  })

  it('shares one open prompt between identical concurrent requests', async () => {
    const answer = deferred<string[]>()
    const provider = scriptedProvider({ eth_requestAccounts: () => answer.promise })
    const request = createRequestPath(createCallLog())
    const first = request(provider, 'w', { method: 'eth_requestAccounts' })
    const second = request(provider, 'w', { method: 'eth_requestAccounts' })
    answer.resolve([ACCOUNT])
    expect(await Promise.all([first, second])).toEqual([[ACCOUNT], [ACCOUNT]])
    expect(provider.calls).toHaveLength(1)
    // Once answered, the next identical prompt is a new request.
    await request(provider, 'w', { method: 'eth_requestAccounts' })
    expect(provider.calls).toHaveLength(2)
  })

  it('does not merge prompts with different params or wallets, nor reads', async () => {
    const provider = scriptedProvider({ personal_sign: (params) => `signed ${JSON.stringify(params)}` })
    const request = createRequestPath(createCallLog())
    await Promise.all([
      request(provider, 'w', { method: 'personal_sign', params: ['0x01', ACCOUNT] }),
      request(provider, 'w', { method: 'personal_sign', params: ['0x02', ACCOUNT] }),
      request(provider, 'other', { method: 'personal_sign', params: ['0x01', ACCOUNT] }),
      request(provider, 'w', { method: 'eth_chainId' }),
      request(provider, 'w', { method: 'eth_chainId' }),
    ])
    expect(provider.calls).toHaveLength(5)
  })

  it('shares a rejection too, and a later prompt is sent again', async () => {
    const answer = deferred<never>()
    const provider = scriptedProvider({ eth_requestAccounts: () => answer.promise })
    const request = createRequestPath(createCallLog())
    const first = request(provider, 'w', { method: 'eth_requestAccounts' })
    const second = request(provider, 'w', { method: 'eth_requestAccounts' })
    answer.reject(providerError(4001))
    provider.handlers.eth_requestAccounts = () => [ACCOUNT]
    await expect(first).rejects.toBeInstanceOf(UserRejectedError)
    await expect(second).rejects.toBeInstanceOf(UserRejectedError)
    expect(await request(provider, 'w', { method: 'eth_requestAccounts' })).toEqual([ACCOUNT])
  })
})
