import {
  CHECKPOINT_SEGMENT_LIMIT,
  type CheckpointRequest,
  type CheckpointSegmentEntry,
} from '../../src/wallet/index.ts'
import { SiweHttpError } from '../siwe/http.ts'

/**
 * The largest checkpoint request body: CHECKPOINT_SEGMENT_LIMIT entries of about 180 bytes of compact JSON each
 * (two 64-digit hashes and a seq) come to about 46 kB; the rest leaves room for a pretty-printed body.
 */
export const CHECKPOINT_MAX_BODY_BYTES = 64 * 1024

const SESSION_ID = /^[0-9A-Za-z_-]{1,128}$/
const HASH = /^[0-9a-f]{64}$/
const REQUEST_FIELDS = ['sessionId', 'entries'] as const
const ENTRY_FIELDS = ['seq', 'prevHash', 'hash'] as const

/**
 * A checkpoint request from a parsed JSON body, strictly: exactly the known fields (own properties only, so a
 * `__proto__` key is an unknown field like any other), a session id of 1–128 characters [0-9A-Za-z_-], and
 * 1–CHECKPOINT_SEGMENT_LIMIT entries of { seq, prevHash, hash } (safe positive integer seq, lowercase hex
 * SHA-256 hashes) linked within the segment: consecutive seqs, each prevHash the hash before it. Else 400.
 */
export function readCheckpointRequest(body: Record<string, unknown>): CheckpointRequest {
  onlyFields(body, REQUEST_FIELDS, 'The request body')
  const sessionId = own(body, 'sessionId', 'The request body')
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
    throw bad('sessionId must be a string of 1 to 128 characters from 0-9, a-z, A-Z, _ and -')
  const list = own(body, 'entries', 'The request body')
  if (!Array.isArray(list)) throw bad('entries must be an array of { seq, prevHash, hash }')
  if (list.length === 0) throw bad('entries must hold at least one entry')
  if (list.length > CHECKPOINT_SEGMENT_LIMIT)
    throw bad(
      `entries holds ${list.length} entries; at most ${CHECKPOINT_SEGMENT_LIMIT} per request: post a longer segment in parts`,
    )
  const entries = list.map((item: unknown, index): CheckpointSegmentEntry => {
    const where = `entries[${index}]`
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw bad(`${where} must be an object { seq, prevHash, hash }`)
    const entry = item as Record<string, unknown>
    onlyFields(entry, ENTRY_FIELDS, where)
    const seq = own(entry, 'seq', where)
    const prevHash = own(entry, 'prevHash', where)
    const hash = own(entry, 'hash', where)
    if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1)
      throw bad(`${where}.seq must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`)
    if (typeof prevHash !== 'string' || !HASH.test(prevHash))
      throw bad(`${where}.prevHash must be 64 lowercase hex digits (a SHA-256 hash)`)
    if (typeof hash !== 'string' || !HASH.test(hash))
      throw bad(`${where}.hash must be 64 lowercase hex digits (a SHA-256 hash)`)
    return { seq, prevHash, hash }
  })
  for (let index = 1; index < entries.length; index++) {
    const before = entries[index - 1] as CheckpointSegmentEntry
    const entry = entries[index] as CheckpointSegmentEntry
    if (entry.seq !== before.seq + 1)
      throw bad(`entries[${index}].seq is ${entry.seq}, but follows seq ${before.seq}: seqs must be consecutive`)
    if (entry.prevHash !== before.hash)
      throw bad(`entries[${index}].prevHash is not the hash of entries[${index - 1}]: the segment is not one chain`)
  }
  return { sessionId, entries }
}

/** Refuses a key that is not `known` (own keys only: JSON.parse makes `__proto__` an own key). */
function onlyFields(object: Record<string, unknown>, known: readonly string[], where: string): void {
  const unknown = Object.keys(object).find((key) => !known.includes(key))
  if (unknown !== undefined) throw bad(`${where} has an unknown field '${unknown}' (allowed: ${known.join(', ')})`)
}

/** An own property, or 400 when it is missing (never one inherited from Object.prototype). */
function own(object: Record<string, unknown>, name: string, where: string): unknown {
  if (!Object.hasOwn(object, name)) throw bad(`${where} lacks '${name}'`)
  return object[name]
}

function bad(message: string): SiweHttpError {
  return new SiweHttpError(400, message)
}
