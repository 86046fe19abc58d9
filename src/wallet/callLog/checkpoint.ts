/**
 * Signed checkpoints of the call log's hash chain, the shape of a transparency log's signed tree head: an
 * app server that saw a chain segment link to the head it holds for a session signs the new head. An
 * export carries every checkpoint its page received; `verifyCallLog` with the server's keys checks them.
 * Wire format: docs/call-log-evidence.md.
 */
import { guardedArgument } from '../errors/boundary.ts'
import { InvalidArgumentError } from '../errors/configErrors.ts'
import { type WalkGuard, walkGuard } from './walkGuard.ts'

/** What the server signs: the session's chain had `headHash` at entry `seq` when the server saw it. */
export interface CallLogCheckpoint {
  readonly v: 1
  readonly sessionId: string
  readonly seq: number
  readonly headHash: string
  /** ISO 8601 UTC with milliseconds, the server's clock. */
  readonly issuedAt: string
}

/** A checkpoint with its Ed25519 signature (base64url, over `canonicalJson(checkpoint)`) and the key's id. */
export interface SignedCallLogCheckpoint {
  readonly checkpoint: CallLogCheckpoint
  readonly kid: string
  readonly signature: string
}

/** One entry of a segment posted for a checkpoint: hashes only, no request content leaves the page. */
export interface CheckpointSegmentEntry {
  readonly seq: number
  readonly prevHash: string
  readonly hash: string
}

/** The body of `POST /api/calls/checkpoint`. */
export interface CheckpointRequest {
  readonly sessionId: string
  readonly entries: readonly CheckpointSegmentEntry[]
}

/** Most entries one checkpoint request may carry; a longer segment is posted in parts. */
export const CHECKPOINT_SEGMENT_LIMIT = 256

/**
 * JSON with object keys sorted (recursively) and no whitespace: the bytes a checkpoint's signature and the
 * log's genesis hash are computed over. Defined for JSON data (strings, finite numbers, booleans, null,
 * arrays, plain objects); anything else is refused.
 */
export function canonicalJson(value: unknown): string {
  // Anything else, including a cycle or a value that throws when read, is an InvalidArgumentError.
  return guardedArgument('canonicalJson', () => canonical(value, walkGuard('canonicalJson')))
}

function canonical(value: unknown, guard: WalkGuard): string {
  guard.enter(value)
  const text = canonicalNode(value, guard)
  guard.leave(value)
  return text
}

function canonicalNode(value: unknown, guard: WalkGuard): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new InvalidArgumentError('canonicalJson: numbers must be finite')
    return JSON.stringify(value)
  }
  if (Array.isArray(value)) {
    guard.charge(value.length)
    // A hole would print as nothing ('[,1]'), which is not JSON.
    if (Object.keys(value).length !== value.length) throw new InvalidArgumentError('canonicalJson: an array has holes')
    return `[${value.map((item) => canonical(item, guard)).join(',')}]`
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key], guard)}`).join(',')}}`
  }
  throw new InvalidArgumentError(`canonicalJson: ${typeof value} is not JSON data`)
}
