import { subscribe } from 'valtio/vanilla'
import { accountCookie, accountFromCookie, hasSavedSession, type Wallet } from '../wallet/index.ts'
import { type AccountCookieJar, optionsOf } from './rememberAccount.ts'

// Apart from rememberAccount.ts, which the startup code loads: this writer validates with the wallet's typed errors
// (and so viem's error base), which belong in the connect chunk with the wallet, not in the first load.
/**
 * Keeps the account cookie (the wallet module's `accountCookie`) in step with the wallet, so the server can show a
 * returning visitor's address in the first paint: written while connected, forgotten once no saved session is left
 * to reconnect (a disconnect), kept through a reconnect. Returns the unsubscribe.
 */
export function rememberAccount(wallet: Wallet, jar: AccountCookieJar): () => void {
  let written = accountFromCookie(jar.read())
  const sync = () => {
    const { status, address } = wallet.state
    const next =
      status === 'connected'
        ? address
        : status === 'disconnected' && !hasSavedSession(jar.storage)
          ? undefined
          : written
    if (next === written) return
    written = next
    jar.write(accountCookie(next, optionsOf(jar)))
  }
  sync()
  return subscribe(wallet.state, sync)
}
