import { accountFromCookie, forgetAccountCookie, hasSavedSession } from '../wallet/index.ts'

/** Where the account cookie is read and written: the document's cookies, the saved session's storage, the app's path. */
export interface AccountCookieJar {
  readonly read: () => string
  readonly write: (assignment: string) => void
  readonly storage: Pick<Storage, 'getItem'> | undefined
  /** The app's base path ('' at the root). */
  readonly basePath: string
  readonly secure: boolean
}

export const optionsOf = (jar: AccountCookieJar) => ({ path: jar.basePath || '/', secure: jar.secure })

/**
 * Forgets an account cookie that no saved session stands behind (storage cleared, another browser profile): the page
 * served with it shows 'Connect Wallet' once hydrated, and the next one is served without it.
 */
export function forgetStaleAccount(jar: AccountCookieJar): void {
  if (accountFromCookie(jar.read()) && !hasSavedSession(jar.storage))
    // The forgetting form: it throws nothing, so the startup code carries no error class (and none of viem).
    jar.write(forgetAccountCookie(optionsOf(jar)))
}

/** The browser's cookie jar for the account cookie; a document that may not use cookies (a sandboxed frame) reads none. */
export function browserAccountJar(storage: Pick<Storage, 'getItem'> | undefined): AccountCookieJar {
  return {
    read: () => {
      try {
        return document.cookie
      } catch {
        return ''
      }
    },
    write: (assignment) => {
      try {
        // biome-ignore lint/suspicious/noDocumentCookie: built and checked by accountCookie; the Cookie Store API is not in every browser the app runs in
        document.cookie = assignment
      } catch {
        // cookies blocked: the first paint simply never knows the account
      }
    },
    storage,
    basePath: import.meta.env.BASE_URL.replace(/\/$/, ''),
    secure: location.protocol === 'https:',
  }
}
