/**
 * Default redaction of call-log entries, applied before anything is stored, persisted or exported:
 * WalletConnect pairing URIs (they carry the session's symmetric key) and credentials in URLs
 * (user:password@, query keys such as apikey / key / token, and key-like path segments such as
 * Infura's /v3/<project id>), wherever they appear in params, results or errors.
 */
import { guardedArgument } from '../errors/boundary.ts'
import type { CallLogEntry } from '../types.ts'
import { type WalkGuard, walkGuard } from './walkGuard.ts'

export const REDACTED = '[redacted]'
const SECRET_QUERY_KEY =
  /^(api[-_]?key|key|token|access[-_]?token|auth|secret|password|pass|apikey|x-api-key|client[-_]?secret|signature|sig)$/i
/** A path segment that reads as a credential: long and made of letters and digits both. */
const KEY_LIKE_SEGMENT = /^(?=[A-Za-z0-9_-]{20,}$)(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]+$/
const URL_IN_TEXT = /\b(?:https?|wss?):\/\/[^\s"'<>]+/gi

export function redactText(text: string): string {
  if (/^wc:/i.test(text)) return `wc:${REDACTED}`
  return text.replace(URL_IN_TEXT, redactUrl)
}

export function redactUrl(text: string): string {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return text
  }
  if (url.username || url.password) {
    url.username = REDACTED
    url.password = ''
  }
  // Rebuilt once: searchParams.set per secret key re-serialises the whole query each time (quadratic).
  const pairs = [...url.searchParams]
  if (pairs.some(([key]) => SECRET_QUERY_KEY.test(key)))
    url.search = new URLSearchParams(
      pairs.map(([key, value]) => [key, SECRET_QUERY_KEY.test(key) ? REDACTED : value]),
    ).toString()
  url.pathname = url.pathname
    .split('/')
    .map((segment) => (KEY_LIKE_SEGMENT.test(segment) ? REDACTED : segment))
    .join('/')
  // URL encodes the brackets; keep the marker readable.
  return url.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED)
}

/** Redacts every string inside plain JSON data (the log only holds plain data); a cycle is refused. */
export function redactValue(value: unknown, guard: WalkGuard = walkGuard('redactValue')): unknown {
  guard.enter(value)
  let redacted: unknown = value
  if (typeof value === 'string') redacted = redactText(value)
  else if (Array.isArray(value)) {
    // Charged by length first: map() visits every index of a sparse array, holes included.
    guard.charge(value.length)
    redacted = value.map((item) => redactValue(item, guard))
  } else if (typeof value === 'object' && value !== null)
    redacted = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactValue(inner, guard)]))
  guard.leave(value)
  return redacted
}

/** The default `redact` of the call log; a configured hook runs after it. */
export function redactEntry(entry: CallLogEntry): CallLogEntry {
  return guardedArgument('redactEntry', () => redactFields(entry))
}

function redactFields(entry: CallLogEntry): CallLogEntry {
  const redacted: Record<string, unknown> = { ...entry }
  for (const field of ['params', 'result', 'errorMessage', 'walletErrorMessage'] as const) {
    if (entry[field] !== undefined) redacted[field] = redactValue(entry[field], walkGuard('redactEntry'))
  }
  return redacted as unknown as CallLogEntry
}

/** Methods whose answer is a signature. */
const SIGNING_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
])
const TYPED_DATA_METHODS: ReadonlySet<string> = new Set([
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
])

/**
 * Default redaction of signatures (a sign-in's may still be valid) and typed-data payloads; the
 * message text of personal_sign, which the person read, is kept. `callLog: { keepSignatures: true }`
 * turns it off for debugging.
 */
export function redactSignatures(entry: CallLogEntry): CallLogEntry {
  return guardedArgument('redactSignatures', () => redactSigningEntry(entry))
}

function redactSigningEntry(entry: CallLogEntry): CallLogEntry {
  if (!SIGNING_METHODS.has(entry.method)) return entry
  const redacted: Record<string, unknown> = { ...entry }
  if (entry.result !== undefined) redacted.result = REDACTED
  if (TYPED_DATA_METHODS.has(entry.method) && Array.isArray(entry.params))
    redacted.params = entry.params.map((param, index) => (index === 1 ? REDACTED : param))
  return redacted as unknown as CallLogEntry
}
