/**
 * The call log's hash chain: each exported entry carries `prevHash` (the hash of the entry before it,
 * `GENESIS_HASH` for the first) and `hash`, the SHA-256 of the entry's JSON text without `hash`. A
 * changed byte, a removed or an inserted entry breaks the chain at a named entry (`verifyCallLog`).
 * SHA-256 comes from WebCrypto (browsers, Node); pages outside a secure context lack `crypto.subtle`,
 * so there viem's own sha256 is loaded instead.
 */
import type { CallLogEntry } from '../types.ts'

/** `prevHash` of the first entry of an export. */
export const GENESIS_HASH = '0'.repeat(64)
export const HASH_ALGORITHM = 'SHA-256'

/** An entry as exported and persisted: linked to the one before it. */
export type ChainedCallLogEntry = CallLogEntry & { readonly prevHash: string; readonly hash: string }

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

/** The hash of an entry that already carries its `prevHash` (and no `hash`). */
export function entryHash(linked: object): Promise<string> {
  return sha256Hex(JSON.stringify(linked))
}

/** Links entries, oldest first, starting from `GENESIS_HASH`. */
export async function chainEntries(entries: readonly CallLogEntry[]): Promise<ChainedCallLogEntry[]> {
  const chained: ChainedCallLogEntry[] = []
  let prevHash = GENESIS_HASH
  for (const entry of entries) {
    const linked = { ...entry, prevHash }
    const hash = await entryHash(linked)
    chained.push({ ...linked, hash })
    prevHash = hash
  }
  return chained
}
