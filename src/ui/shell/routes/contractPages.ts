import type { PageKey } from './pages'

/**
 * Pages that read and write the app's contracts: they render with the app context (the wallet module and the read
 * clients), and without any contracts configured they say the app is not set up instead.
 */
export const CONTRACT_PAGES: ReadonlySet<PageKey> = new Set(['stake', 'mint', 'collection', 'myCollection', 'token'])

/** The modules of the app context a contract page renders with (src/setup/services.ts loads them). */
export const CONTEXT_MODULES: readonly string[] = [
  'src/setup/wallet.ts',
  'src/setup/transactions.ts',
  'src/setup/clients.ts',
]
