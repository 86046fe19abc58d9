import { describe, expect, it, vi } from 'vitest'
import { createCallLog } from '../callLog/createCallLog.ts'
import { InvalidArgumentError, WalletConfigError } from '../errors/configErrors.ts'
import { InvalidWalletResponseError, UnknownWalletError } from '../errors/rpcErrors.ts'
import { UserRejectedError } from '../errors/providerErrors.ts'
import { ACCOUNT, announce, flush, providerError, scriptedProvider } from '../testing/scriptedProvider.ts'
import { walletWithMetaMask } from '../testing/walletFixture.ts'
import { createRequestPath } from './createRequestPath.ts'
import { parseAccounts, parseChainId } from './parseResponses.ts'

const trap = () => {
  throw new Error('trapped')
}
/** A value that throws on every kind of access. */
const trappingProxy = () =>
  new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap, getOwnPropertyDescriptor: trap })

describe('the call log always settles', () => {
  it('ends as error when the wallet throws a Proxy that traps every access', async () => {
    const log = createCallLog()
    const provider = scriptedProvider({ eth_chainId: () => Promise.reject(trappingProxy()) })
    const error = await createRequestPath(log)(provider, 'w', { method: 'eth_chainId' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownWalletError)
    expect(log.entries[0]).toMatchObject({ outcome: 'error', errorCode: 'UNKNOWN' })
    expect(log.entries[0]?.walletErrorCode).toBeUndefined()
  })

  it('ends as error when the thrown object has a throwing `code` getter, keeping its readable message', async () => {
    const log = createCallLog()
    const thrown = {
      message: 'broken wallet',
      get code(): number {
        throw new Error('getter')
      },
    }
    const provider = scriptedProvider({ eth_chainId: () => Promise.reject(thrown) })
    await expect(createRequestPath(log)(provider, 'w', { method: 'eth_chainId' })).rejects.toBeInstanceOf(
      UnknownWalletError,
    )
    expect(log.entries[0]).toMatchObject({ outcome: 'error', walletErrorMessage: 'broken wallet' })
  })

  it('ends as error when the wallet’s request throws synchronously', async () => {
    const log = createCallLog()
    const provider = {
      request: () => {
        throw { code: 4001, message: 'sync no' }
      },
    }
    await expect(createRequestPath(log)(provider, 'w', { method: 'eth_requestAccounts' })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(log.entries[0]).toMatchObject({ outcome: 'error', errorCode: 4001, walletErrorMessage: 'sync no' })
  })
})

describe('wallet events with hostile payloads', () => {
  it('never throw back into the provider; malformed changes are ignored, a disconnect still ends the session', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    await wallet.connect('metaMask')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const event of ['accountsChanged', 'chainChanged']) {
      expect(() => provider.emit(event, trappingProxy()), event).not.toThrow()
      expect(
        () =>
          provider.emit(event, {
            get code(): number {
              throw new Error('getter')
            },
            message: 'x',
          }),
        event,
      ).not.toThrow()
    }
    await flush()
    expect(wallet.state).toMatchObject({ status: 'connected', address: ACCOUNT, chainId: 137 })
    expect(() =>
      provider.emit('disconnect', {
        get code(): number {
          throw new Error('getter')
        },
        message: 'x',
      }),
    ).not.toThrow()
    expect(wallet.state.status).toBe('disconnected')
    expect(wallet.callLog.entries.filter((e) => e.kind === 'event')).toHaveLength(5)
    errors.mockRestore()
  })

  it('a disconnect carrying a trapping Proxy does not throw either', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    await wallet.connect('metaMask')
    expect(() => provider.emit('disconnect', trappingProxy())).not.toThrow()
    expect(wallet.state.status).toBe('disconnected')
  })
})

describe('parseChainId', () => {
  it('accepts 0x-hex strings, decimal digit strings and safe integers', () => {
    expect(parseChainId('0x89')).toBe(137)
    expect(parseChainId('0X1')).toBe(1)
    expect(parseChainId('137')).toBe(137)
    expect(parseChainId(31337)).toBe(31337)
  })

  it('refuses every other spelling', () => {
    for (const value of [
      '1e3',
      '0b1111',
      '0o17',
      ' 1',
      '1 ',
      '',
      '0x',
      '-1',
      '+1',
      '1.0',
      '0',
      0,
      -5,
      1.5,
      2 ** 53,
      '0x20000000000000',
      null,
      undefined,
      {},
      [1],
      10n,
    ]) {
      expect(() => parseChainId(value), String(value)).toThrow(/not a chain id/)
    }
  })
})

describe('wallet answers and helper arguments that throw when read', () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  }

  it('an example the property found', () => {
    // Array.isArray on a revoked Proxy threw a TypeError; so did the method name when it was one.
    expect(() => parseAccounts(revoked())).toThrow(InvalidWalletResponseError)
    expect(() => parseAccounts([trappingProxy()])).toThrow(InvalidWalletResponseError)
    expect(() => parseChainId(Symbol('id'), revoked() as string)).toThrow(InvalidWalletResponseError)
    // The testing entry's helpers: a revoked flags object, a code without toString, no window.
    expect(() => scriptedProvider({}, revoked() as Record<string, unknown>)).toThrow(WalletConfigError)
    expect(() => providerError(Object.create(null) as number)).toThrow(InvalidArgumentError)
    const info = { uuid: '1', name: 'x', rdns: 'x' }
    expect(() => announce(undefined as unknown as Window, scriptedProvider(), info)).toThrow(InvalidArgumentError)
  })
})
