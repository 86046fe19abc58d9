import { describe, expect, it } from 'vitest'
import { ACCOUNT_COOKIE, accountCookie, accountFromCookie, forgetAccountCookie } from '../index.ts'
import { memoryStorage } from './safeStorage.ts'
import { InvalidAddressError, WalletConfigError } from '../errors/configErrors.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the account cookie', () => {
  it('round-trips an address through the assignment and a Cookie header', () => {
    const assignment = accountCookie(account, { path: '/app', secure: true })
    expect(assignment).toBe(`${ACCOUNT_COOKIE}=${account}; Max-Age=2592000; Path=/app; SameSite=Lax; Secure`)
    const header = `theme=dark; ${assignment.split(';')[0]}; other=1`
    expect(accountFromCookie(header)).toBe(account)
  })

  it('forgets with an empty value that expires at once', () => {
    expect(accountCookie(undefined)).toBe(`${ACCOUNT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`)
    expect(accountFromCookie(`${ACCOUNT_COOKIE}=`)).toBeUndefined()
    // The startup's form: the same assignment, and it never throws (a bad path or unreadable options forget at '/').
    expect(forgetAccountCookie()).toBe(accountCookie(undefined))
    expect(forgetAccountCookie({ path: '/app', secure: true })).toBe(
      accountCookie(undefined, { path: '/app', secure: true }),
    )
    expect(forgetAccountCookie({ path: '/; Domain=evil.example' })).toBe(accountCookie(undefined))
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap')
        },
      },
    )
    expect(forgetAccountCookie(hostile)).toBe(accountCookie(undefined))
  })

  it('reads nothing but one 20-byte hex address', () => {
    for (const header of [
      undefined,
      '',
      'wallet_accounts=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      `${ACCOUNT_COOKIE}=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226`,
      `${ACCOUNT_COOKIE}=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266<script>`,
      `${ACCOUNT_COOKIE}="><img src=x onerror=alert(1)>`,
      `${ACCOUNT_COOKIE}=${account}; ${ACCOUNT_COOKIE}=0x${'1'.repeat(40)}`,
    ])
      expect(accountFromCookie(header), String(header)).toBeUndefined()
    expect(accountFromCookie(`${ACCOUNT_COOKIE}=${account}; ${ACCOUNT_COOKIE}=${account}`)).toBe(account)
    expect(accountFromCookie(` ${ACCOUNT_COOKIE} = ${account} `)).toBe(account)
  })

  it('refuses to write anything that is not an address, or a path that would add attributes', () => {
    expect(() => accountCookie('0x1234' as `0x${string}`)).toThrow(InvalidAddressError)
    expect(() => accountCookie(`${account}; Domain=evil.example` as `0x${string}`)).toThrow(InvalidAddressError)
    expect(() => accountCookie(account, { path: '/; Domain=evil.example' })).toThrow(WalletConfigError)
    expect(() => accountCookie(account, { path: 'relative' })).toThrow(WalletConfigError)
  })
})

describe('the account cookie given values that throw when read', () => {
  it('an example the property found', () => {
    // split() on a symbol and test() on a number threw TypeErrors; a revoked options object threw on `path`.
    expect(accountFromCookie(Symbol('cookie') as unknown as string)).toBeUndefined()
    expect(() => accountCookie(0 as unknown as `0x${string}`)).toThrow(InvalidAddressError)
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(() => accountCookie(account, proxy)).toThrow(WalletConfigError)
    // memoryStorage copies what it can read and never throws.
    expect(memoryStorage(proxy as Record<string, string>).length).toBe(0)
    const initial = {
      a: '1',
      b: {
        toString: () => {
          throw new Error('trapped')
        },
      },
    }
    expect(memoryStorage(initial as unknown as Record<string, string>).getItem('a')).toBe('1')
  })
})
