import { CALL_LOG_LIMIT, PERSISTED_ENTRIES_LIMIT } from '../wallet/index.ts'

/**
 * How much of the call log this app keeps: the wallet module's option (src/setup/wallet.ts) and what /calls says
 * before that module has loaded, from one place, so the page's sentence about it never changes when it loads.
 * An auditor may reload /calls without losing this tab's newest calls.
 */
export const callLogPolicy = { limit: CALL_LOG_LIMIT, keptAcrossReload: PERSISTED_ENTRIES_LIMIT } as const
