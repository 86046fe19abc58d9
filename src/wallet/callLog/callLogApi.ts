/** The call log's public shape: its options, what a request start returns, its export and the log itself. */
import type { CallLogEntry, CallOrigin } from '../types.ts'
import type { SignedCallLogCheckpoint } from './checkpoint.ts'
import type { CallLogAnchoring, CallLogCheckpointOptions } from './checkpointClient.ts'
import type { CallLogDescription, ChainedCallLogEntry } from './hashChain.ts'
import type { CallLogPersistOptions } from './persistLog.ts'

export const CALL_LOG_LIMIT = 1000
/** Newest entries a persisted log keeps across a reload, by default. Here, not in persistLog.ts: an app that only
 * names the limit (to say it before the log loads) then bundles no persistence code. */
export const PERSISTED_ENTRIES_LIMIT = 200
/** Upper bound, in characters, of a persisted log's stored JSON, by default. */
export const PERSISTED_LOG_MAX_CHARS = 1_000_000

export interface CallLogOptions {
  /** Entries kept (default `CALL_LOG_LIMIT`, 1000). */
  readonly limit?: number | undefined
  /** Runs on every entry after the default redaction (`redactEntry`), before it is stored. */
  readonly redact?: ((entry: CallLogEntry) => CallLogEntry) | undefined
  /** Keep signatures and typed-data payloads, redacted by default (debugging only: a sign-in signature may still be valid). */
  readonly keepSignatures?: boolean | undefined
  /** Keep the log across reloads in sessionStorage (default off). */
  readonly persist?: boolean | CallLogPersistOptions | undefined
  /** Written into the export header. */
  readonly appName?: string | undefined
  /** Post the chain's hashes to the app's server for signed checkpoints (off by default). */
  readonly checkpoints?: CallLogCheckpointOptions | undefined
  /** Wall clock in epoch ms (tests). */
  readonly now?: (() => number) | undefined
  /** Monotonic clock in ms (default `performance.now`; tests). */
  readonly monotonicNow?: (() => number) | undefined
}

/** What a request (or receipt) entry records when it starts. */
export interface CallStart {
  readonly walletId: string
  readonly method: string
  readonly params?: unknown | undefined
  readonly origin?: CallOrigin | undefined
  /** The module's belief, used until the wallet itself has said which chain it is on. */
  readonly chainId?: number | undefined
  readonly rdns?: string | undefined
  readonly peerName?: string | undefined
  /** Default: an operation of its own. */
  readonly operationId?: string | undefined
  /** Default 'request'; 'receipt' for a receipt outcome the app waited for. */
  readonly kind?: 'request' | 'receipt' | undefined
}

/** Context of an event or a marker. */
export interface EntryContext {
  readonly chainId?: number | undefined
  readonly rdns?: string | undefined
  readonly peerName?: string | undefined
  readonly operationId?: string | undefined
}

export type CallOutcome =
  | { ok: true; result: unknown }
  | {
      ok: false
      errorCode: number | string | undefined
      errorMessage: string
      /** The wallet's own code and message, beside the module's short message. */
      walletErrorCode?: number | string | undefined
      walletErrorMessage?: string | undefined
    }

/**
 * Header of an export. Its description fields (`CallLogDescription`: module, app, origin, sessionId,
 * startedAt, limit, chainStartSeq…) are committed by every entry's hash through `genesisHash`; the export
 * facts (time, counts, head) are checked against the entries; `checkpoints` sign the chain and are not in it.
 */
export interface CallLogHeader extends CallLogDescription {
  readonly type: 'header'
  /** SHA-256 of the description's canonical JSON: the chain's first prevHash and every hash's prefix. */
  readonly genesisHash: string
  readonly exportedAt: string
  readonly entryCount: number
  /** Entries no longer in the log (earlier page loads, the ring's limit, clear): `firstSeq - 1`. */
  readonly droppedCount: number
  readonly firstSeq: number
  readonly lastSeq: number
  /** The last entry's hash (`genesisHash` when empty). */
  readonly headHash: string
  /** Every checkpoint the app's server signed for this session, oldest first. */
  readonly checkpoints: readonly SignedCallLogCheckpoint[]
}

export interface CallLogExport {
  readonly header: CallLogHeader
  readonly entries: readonly ChainedCallLogEntry[]
}

export interface CallLog {
  /** Oldest first, at most `limit` entries; a frozen list, replaced on every change. */
  readonly entries: readonly CallLogEntry[]
  readonly limit: number
  /** Newest entries kept across a reload (0 when the log is not persisted); fewer if they exceed the size bound. */
  readonly keptAcrossReload: number
  /** Random per page load (per log). */
  readonly sessionId: string
  /** How far the server's signed checkpoints cover the log (`off` without `checkpoints`). */
  readonly anchoring: CallLogAnchoring
  /** A fresh operation id of this session. */
  newOperationId(): string
  /** Starts a request (or receipt) entry; call `finish` with its outcome (later calls are ignored). */
  start(call: CallStart): { finish(outcome: CallOutcome): void }
  /** Records an event a wallet emitted (accountsChanged, chainChanged, disconnect, …). */
  event(walletId: string, name: string, payload: unknown, context?: EntryContext): void
  /** Records a marker: 'reload', 'connected', 'disconnected', 'cleared', 'restored', 'untrusted-entries', 'operation', 'operation-end'. */
  mark(walletId: string, name: string, details: unknown, context?: EntryContext): void
  /** Calls back (a microtask after changes) with the entries; returns the unsubscribe. */
  subscribe(listener: (entries: readonly CallLogEntry[]) => void): () => void
  /** The header and the hash-chained entries. */
  export(): Promise<CallLogExport>
  /** `{ header, entries }` as pretty JSON (bigints as decimal strings). */
  exportJson(): Promise<string>
  /** One JSON object per line: the header (`"type": "header"`), then each entry. `verifyCallLog` checks it. */
  exportNdjson(): Promise<string>
  /** Empties the log; a 'cleared' marker records how many entries went. `undoClear` can bring them back until the page unloads. */
  clear(): void
  /** Entries `clear` removed during this page load that `undoClear` would put back. */
  readonly restorable: number
  /** Puts the cleared entries back before the newer ones, with a 'restored' marker; returns how many came back. */
  undoClear(): number
}
