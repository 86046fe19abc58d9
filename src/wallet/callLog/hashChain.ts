/**
 * The call log's hash chain. A page session's log is described once (module, app, origin, sessionId,
 * startedAt, limit, the first seq of its chain…); the SHA-256 of that description's canonical JSON is the
 * chain's `genesisHash`. Each entry carries `prevHash` (the entry before it; `genesisHash` for the chain's
 * first) and `hash` = SHA-256 of `genesisHash`, a newline and the entry's JSON text without `hash`. Every
 * hash thus commits to the description too: an edited header breaks every entry, even in a trimmed log.
 * SHA-256 comes from WebCrypto (browsers, Node); pages outside a secure context lack `crypto.subtle`, so
 * there viem's own sha256 is loaded instead.
 */
import type { CallLogEntry } from '../types.ts'
import { guardedArgument } from '../errors/boundary.ts'
import { canonicalJson } from './checkpoint.ts'

/** `prevHash` of the first entry of a 0.1 export; kept as the head of an empty chain. */
export const GENESIS_HASH = '0'.repeat(64)
export const HASH_ALGORITHM = 'SHA-256'

/** An entry as exported and persisted: linked to the one before it. */
export type ChainedCallLogEntry = CallLogEntry & { readonly prevHash: string; readonly hash: string }

/** What describes a log, written in its export header and committed by every hash of its chain. */
export interface CallLogDescription {
  readonly schemaVersion: number
  readonly module: string
  readonly version: string
  readonly app?: string | undefined
  readonly origin?: string | undefined
  readonly userAgent?: string | undefined
  /** The session (page load) that keeps the log and its chain. */
  readonly sessionId: string
  readonly startedAt: string
  /** Entries the log keeps; past it the oldest are trimmed. */
  readonly limit: number
  /** The seq of the chain's first entry (whose prevHash is the genesis hash); entries restored from a reload start it. */
  readonly chainStartSeq: number
  readonly hashAlgorithm: string
}

/** The fields of a header that make up the description, in the order the header writes them. */
export const DESCRIPTION_FIELDS = [
  'schemaVersion',
  'module',
  'version',
  'app',
  'origin',
  'userAgent',
  'sessionId',
  'startedAt',
  'limit',
  'chainStartSeq',
  'hashAlgorithm',
] as const

export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  const subtle = globalThis.crypto?.subtle
  if (subtle) {
    const digest = new Uint8Array(await subtle.digest(HASH_ALGORITHM, bytes))
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
  const { sha256 } = await import('viem')
  return sha256(bytes).slice(2)
}

/** The description's hash: the first entry's prevHash, and the prefix of every entry's hash. */
export function genesisHash(description: CallLogDescription): Promise<string> {
  // A description that cannot be read rejects with InvalidArgumentError, as a promise-returning function should.
  try {
    const picked: Record<string, unknown> = {}
    guardedArgument('genesisHash', () => {
      for (const field of DESCRIPTION_FIELDS) if (description[field] !== undefined) picked[field] = description[field]
    })
    return sha256Hex(canonicalJson(picked))
  } catch (error) {
    return Promise.reject(error)
  }
}

/** The hash of an entry that already carries its `prevHash` (and no `hash`), in the chain of `genesis`. */
export function entryHash(genesis: string, linked: object): Promise<string> {
  return sha256Hex(`${genesis}\n${JSON.stringify(linked)}`)
}

/** Links entries, oldest first, after `prevHash` (the genesis hash for a chain's first entry). */
export async function chainEntries(
  genesis: string,
  entries: readonly CallLogEntry[],
  prevHash: string = genesis,
): Promise<ChainedCallLogEntry[]> {
  const chained: ChainedCallLogEntry[] = []
  let previous = prevHash
  for (const entry of entries) {
    const linked = { ...entry, prevHash: previous }
    const hash = await entryHash(genesis, linked)
    chained.push({ ...linked, hash })
    previous = hash
  }
  return chained
}
