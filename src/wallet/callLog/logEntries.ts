/**
 * Builds the log's entries: numbered by `seq`, stamped with the session, both clocks and the chain and account
 * the wallet itself reported, grouped by `operationId` (a fresh operation unless the caller names one).
 */
import type { CallLogEntry, CallOrigin } from '../types.ts'
import type { CallOutcome, EntryContext } from './callLogApi.ts'
import { createInEffect } from './inEffect.ts'
import { toPlain } from './plain.ts'

/**
 * `now` is the wall clock in epoch ms, `monotonic` the monotonic one in ms (entries' `offsetMs` count from
 * `sessionStart`), `nextSeq` the first seq to give (one past the restored entries).
 */
export type EntryFactory = ReturnType<typeof createEntryFactory>

export function createEntryFactory(
  sessionId: string,
  now: () => number,
  monotonic: () => number,
  sessionStart: number,
  nextSeq: number,
) {
  const inEffect = createInEffect()
  let operations = 0
  // The page's origin does not change while the page lives; read once, not per entry.
  const pageOrigin = (globalThis as { location?: { origin?: string } }).location?.origin || undefined
  const newOperationId = (): string => `${sessionId.slice(0, 8)}-${++operations}`

  return {
    newOperationId,
    /** Learns the chain and account in effect from a wallet's answer or event (inEffect.ts). */
    observe: inEffect.observe,
    /** The seq the next entry gets. */
    nextSeq: (): number => nextSeq,
    /**
     * A new entry. Every entry is built in one literal of one shape (absent fields undefined, which JSON
     * drops from exports and storage): conditional spreads here cost the log most of its per-entry time.
     */
    newEntry(
      walletId: string,
      context: EntryContext,
      kind: CallLogEntry['kind'],
      origin: CallOrigin,
      method: string,
      params: unknown,
      outcome: CallLogEntry['outcome'],
    ): CallLogEntry {
      const effect = inEffect.get(walletId)
      return {
        seq: nextSeq++,
        sessionId,
        operationId: context.operationId ?? newOperationId(),
        kind,
        origin,
        pageOrigin,
        walletId,
        rdns: context.rdns || undefined,
        peerName: context.peerName || undefined,
        chainId: effect.chainId ?? context.chainId,
        account: effect.account || undefined,
        startedAt: new Date(now()).toISOString(),
        offsetMs: Math.max(0, Math.round((monotonic() - sessionStart) * 1000) / 1000),
        method,
        params,
        outcome,
      }
    },
  }
}

/** A pending request answered: its duration and outcome (the wallet's own code and message when it gave them). */
export function closedEntry(open: CallLogEntry, outcome: CallOutcome, durationMs: number): CallLogEntry {
  return outcome.ok
    ? { ...open, durationMs, outcome: 'ok', result: toPlain(outcome.result) }
    : {
        ...open,
        durationMs,
        outcome: 'error',
        ...(outcome.errorCode !== undefined ? { errorCode: outcome.errorCode } : {}),
        errorMessage: outcome.errorMessage,
        ...(outcome.walletErrorCode !== undefined ? { walletErrorCode: outcome.walletErrorCode } : {}),
        ...(outcome.walletErrorMessage !== undefined ? { walletErrorMessage: outcome.walletErrorMessage } : {}),
      }
}

/** 16 random bytes as hex (getRandomValues works outside secure contexts, unlike randomUUID). */
export function randomId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
