import {
  INTERNAL_ERRORS,
  SDK_ERRORS,
  getInternalError,
  getSdkError,
  type InternalErrorKey,
  type SdkErrorKey,
} from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { UserRejectedError } from './providerErrors.ts'
import { RequestPendingError } from './rpcErrors.ts'
import {
  SessionError,
  UnsupportedChainsError,
  UserDisconnectedError,
  WalletConnectInternalError,
  internalErrorTable,
  mapSessionError,
  sessionErrorTable,
} from './sessionErrors.ts'

/** Codes in the SDK's table that the module does not name; a new SDK code fails the test. */
const sdkCodesOutsideSpec = [1003, 1004, 1005, 3001, 3002, 3003, 3004, 5104, 10001]
const specCodes = [1001, 1002, 5000, 5001, 5002, 5003, 5100, 5101, 5102, 5103, 6000, 7000]

function isSdkKey(key: string): key is SdkErrorKey {
  return key in SDK_ERRORS
}
function isInternalKey(key: string): key is InternalErrorKey {
  return key in INTERNAL_ERRORS
}

describe('session error table cross-checked with @walletconnect/utils', () => {
  it('holds exactly the named session codes', () => {
    expect(sessionErrorTable.map((row) => row.code)).toEqual(specCodes)
  })

  it.each(sessionErrorTable.map((row) => [row.code, row.sdkKey] as const))(
    '%i is getSdkError(%s).code',
    (code, key) => {
      expect(isSdkKey(key)).toBe(true)
      if (isSdkKey(key)) expect(getSdkError(key).code).toBe(code)
    },
  )

  it('every SDK code is either ours or knowingly left out', () => {
    const sdkCodes = Object.values(SDK_ERRORS).map((entry) => entry.code)
    expect([...sdkCodes].sort((a, b) => a - b)).toEqual([...specCodes, ...sdkCodesOutsideSpec].sort((a, b) => a - b))
  })

  it.each(internalErrorTable.map((row) => [row.code, row.sdkKey] as const))(
    'internal %i is getInternalError(%s).code',
    (code, key) => {
      expect(isInternalKey(key)).toBe(true)
      if (isInternalKey(key)) expect(getInternalError(key).code).toBe(code)
    },
  )

  it('covers every internal code 1 to 9 of the SDK', () => {
    const codes = Object.values(INTERNAL_ERRORS)
      .map((entry) => entry.code)
      .sort((a, b) => a - b)
    expect(codes).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(internalErrorTable.map((row) => row.code)).toEqual(codes)
  })
})

describe('mapSessionError', () => {
  it('maps 5000 to UserRejectedError, like 4001, keeping the code', () => {
    const error = mapSessionError(getSdkError('USER_REJECTED'))
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error.code).toBe(5000)
    expect(error.shortMessage).toBe('You rejected the request in your wallet.')
  })

  it.each(sessionErrorTable.filter((row) => row.code !== 5000).map((row) => [row.code, row.sdkKey] as const))(
    '%i (%s) becomes its own SessionError with a short message',
    (code, key) => {
      if (!isSdkKey(key)) throw new Error(`unknown key ${key}`)
      const error = mapSessionError(getSdkError(key))
      expect(error).toBeInstanceOf(SessionError)
      expect(error.code).toBe(code)
      expect(error.shortMessage.length).toBeGreaterThan(10)
    },
  )

  it('narrows by instanceof and keeps the raw answer as the cause', () => {
    const error = mapSessionError({ code: 5100, message: 'Unsupported chains. eip155:10' })
    expect(error).toBeInstanceOf(UnsupportedChainsError)
    expect(error.walk((e) => e instanceof Error && e.message.includes('eip155:10'))).toBeDefined()
    expect(mapSessionError({ code: 6000, message: 'User disconnected.' })).toBeInstanceOf(UserDisconnectedError)
  })

  it.each(internalErrorTable.map((row) => [row.code, row.message] as const))('internal %i says %s', (code, message) => {
    const error = mapSessionError({ code, message: 'raw' })
    expect(error).toBeInstanceOf(WalletConnectInternalError)
    expect(error.shortMessage).toBe(message)
  })

  it('leaves EIP-1193 and JSON-RPC codes to the shared mapper', () => {
    expect(mapSessionError({ code: 4001, message: 'no' })).toBeInstanceOf(UserRejectedError)
    expect(mapSessionError({ code: -32002, message: 'pending' })).toBeInstanceOf(RequestPendingError)
  })
})
