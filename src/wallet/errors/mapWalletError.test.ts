import { BaseError, SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { RawProviderError, WalletError } from './WalletError.ts'
import { knownWalletErrorCodes, mapWalletError, registerWalletErrorCode, walletErrorCode } from './mapWalletError.ts'
import { mapSessionError } from './sessionErrors.ts'
import { isUnknownChainError } from './unknownChain.ts'
import {
  ChainDisconnectedError,
  DisconnectedError,
  UnauthorizedError,
  UnknownChainError,
  UnsupportedMethodError,
  UserRejectedError,
} from './providerErrors.ts'
import {
  InternalWalletError,
  InvalidRequestError,
  LimitExceededError,
  MethodNotFoundError,
  RequestPendingError,
  TransactionRejectedError,
  UnknownWalletError,
} from './rpcErrors.ts'

const table: [number, new (...args: never[]) => WalletError][] = [
  [4001, UserRejectedError],
  [5000, UserRejectedError],
  [4100, UnauthorizedError],
  [4200, UnsupportedMethodError],
  [4900, DisconnectedError],
  [4901, ChainDisconnectedError],
  [4902, UnknownChainError],
  [-32002, RequestPendingError],
  [-32603, InternalWalletError],
  [-32700, InvalidRequestError],
  [-32600, InvalidRequestError],
  [-32602, InvalidRequestError],
  [-32000, InvalidRequestError],
  [-32601, MethodNotFoundError],
  [-32004, MethodNotFoundError],
  [-32003, TransactionRejectedError],
  [-32005, LimitExceededError],
]

describe('mapWalletError', () => {
  it.each(table)('maps code %i to its class, keeping the code and the cause', (code, ErrorClass) => {
    const raw = { code, message: `wallet says ${code}`, data: { hint: 1 } }
    const error = mapWalletError(raw)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.code).toBe(code)
    expect(error.shortMessage.length).toBeGreaterThan(10)
    expect(error.shortMessage).not.toMatch(/wallet says/) // a message for people, not the wallet's text
    expect(error.details).toContain(`wallet says ${code}`)
    const original = error.walk(
      (e) => typeof e === 'object' && e !== null && 'data' in e && (e as { data: unknown }).data !== undefined,
    )
    expect(original).toMatchObject({ code, data: { hint: 1 } })
  })

  it('covers every row of the table it exports', () => {
    expect(knownWalletErrorCodes().sort()).toEqual(table.map(([code]) => code).sort())
  })

  it("keeps viem's matching RPC error class in the cause chain", () => {
    expect(
      mapWalletError({ code: 4001, message: 'no' }).walk((e) => e instanceof UserRejectedRequestError),
    ).toBeInstanceOf(UserRejectedRequestError)
    expect(mapWalletError({ code: 4902, message: 'no' }).walk((e) => e instanceof SwitchChainError)).toBeInstanceOf(
      SwitchChainError,
    )
  })

  it('reads the code of an Error instance and of a viem error wrapping the wallet error', () => {
    const thrown = Object.assign(new Error('User denied'), { code: 4001 })
    expect(mapWalletError(thrown)).toBeInstanceOf(UserRejectedError)
    expect(mapWalletError(new UserRejectedRequestError(thrown))).toBeInstanceOf(UserRejectedError)
    const inner = mapWalletError({ code: -32002, message: 'pending' })
    expect(mapWalletError(new BaseError('outer', { cause: inner }))).toBe(inner)
  })

  it("uses MetaMask mobile's nested data.originalError code under a -32603", () => {
    const error = mapWalletError({
      code: -32603,
      message: 'Internal',
      data: { originalError: { code: 4001, message: 'rejected' } },
    })
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error.code).toBe(4001)
  })

  it('keeps unknown codes and non-object throws as UnknownWalletError', () => {
    const unknown = mapWalletError({ code: 1234, message: 'odd' })
    expect(unknown).toBeInstanceOf(UnknownWalletError)
    expect(unknown.code).toBe(1234)
    const text = mapWalletError('boom')
    expect(text).toBeInstanceOf(UnknownWalletError)
    expect(text.details).toBe('boom')
    expect(mapWalletError(null).code).toBe('UNKNOWN')
  })

  it('returns a WalletError unchanged', () => {
    const error = new UserRejectedError()
    expect(mapWalletError(error)).toBe(error)
  })

  it('accepts new code mappings (e.g. WalletConnect session codes)', () => {
    class SessionExpired extends WalletError {
      constructor(options = {}) {
        super('Your wallet session expired.', { ...options, name: 'SessionExpired' })
      }
    }
    expect(mapWalletError({ code: 424242 })).toBeInstanceOf(UnknownWalletError)
    registerWalletErrorCode(424242, SessionExpired)
    const error = mapWalletError({ code: 424242, message: 'expired' })
    expect(error).toBeInstanceOf(SessionExpired)
    expect(error.code).toBe(424242)
  })
})

describe('errors a wallet throws that throw when read', () => {
  const trap = (): never => {
    throw new Error('trapped')
  }
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  }

  it('an example the property found', () => {
    // A revoked Proxy threw a TypeError from `instanceof`; a throwing `code` getter escaped mapSessionError.
    expect(mapWalletError(revoked())).toBeInstanceOf(UnknownWalletError)
    expect(walletErrorCode(revoked())).toBeUndefined()
    expect(
      mapSessionError({
        get code(): number {
          return trap()
        },
      }),
    ).toBeInstanceOf(UnknownWalletError)
    expect(
      isUnknownChainError({
        get code(): number {
          return trap()
        },
      }),
    ).toBe(false)
    const raw = new RawProviderError({
      code: 4001,
      get message(): string {
        return trap()
      },
    })
    expect(raw).toMatchObject({ code: 4001, message: 'The wallet returned an error without a message.' })
  })
})
