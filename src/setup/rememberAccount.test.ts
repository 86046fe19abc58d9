import { proxy } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_COOKIE, type Wallet, type WalletState } from '../wallet/index.ts'
import { rememberAccount } from './keepAccountCookie.ts'
import { type AccountCookieJar, forgetStaleAccount } from './rememberAccount.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A cookie jar over one string, and a storage that says whether a saved session exists. */
function jar(initial = '', saved = true) {
  const state = { cookie: initial, writes: [] as string[], saved }
  const cookieJar: AccountCookieJar = {
    read: () => state.cookie,
    write: (assignment) => {
      state.writes.push(assignment)
      const [pair = ''] = assignment.split(';')
      state.cookie = assignment.includes('Max-Age=0') ? '' : pair
    },
    storage: { getItem: (key) => (state.saved && key === 'wallet.last' ? 'metaMask' : null) },
    basePath: '/app',
    secure: false,
  }
  return { state, cookieJar }
}

const walletWith = (fields: Partial<WalletState>) => {
  const state = proxy({ status: 'disconnected', address: undefined, ...fields })
  return { state } as unknown as Wallet
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the account cookie kept in step with the wallet', () => {
  it('is written while connected, follows an account change, and survives a reconnect', async () => {
    const { state, cookieJar } = jar()
    const wallet = walletWith({})
    rememberAccount(wallet, cookieJar)
    expect(state.writes).toEqual([])
    Object.assign(wallet.state, { status: 'connected', address: account })
    await settle()
    expect(state.cookie).toBe(`${ACCOUNT_COOKIE}=${account}`)
    expect(state.writes.at(-1)).toContain('Path=/app')
    Object.assign(wallet.state, { address: other })
    await settle()
    expect(state.cookie).toBe(`${ACCOUNT_COOKIE}=${other}`)
    Object.assign(wallet.state, { status: 'reconnecting', address: undefined })
    await settle()
    expect(state.cookie).toBe(`${ACCOUNT_COOKIE}=${other}`)
    expect(state.writes).toHaveLength(2)
  })

  it('is forgotten once no saved session is left (a disconnect), kept while one is (a wallet that did not answer)', async () => {
    const { state, cookieJar } = jar(`${ACCOUNT_COOKIE}=${account}`)
    const wallet = walletWith({ status: 'connected', address: account })
    rememberAccount(wallet, cookieJar)
    Object.assign(wallet.state, { status: 'disconnected', address: undefined })
    await settle()
    expect(state.cookie).toBe(`${ACCOUNT_COOKIE}=${account}`)
    state.saved = false
    Object.assign(wallet.state, { status: 'connecting' })
    Object.assign(wallet.state, { status: 'disconnected' })
    await settle()
    expect(state.cookie).toBe('')
    expect(state.writes).toEqual([`${ACCOUNT_COOKIE}=; Max-Age=0; Path=/app; SameSite=Lax`])
  })

  it('a stale cookie (no saved session behind it) is forgotten at start; a live one is kept', () => {
    const stale = jar(`${ACCOUNT_COOKIE}=${account}`, false)
    forgetStaleAccount(stale.cookieJar)
    expect(stale.state.cookie).toBe('')
    const live = jar(`${ACCOUNT_COOKIE}=${account}`, true)
    forgetStaleAccount(live.cookieJar)
    expect(live.state.writes).toEqual([])
  })
})
