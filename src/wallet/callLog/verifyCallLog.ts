/**
 * Checks a call-log export as an auditor would: every line against the published schema (`callLogSchema`),
 * the header's description against its `genesisHash`, every entry's hash (which commits to that description)
 * and its link to the entry before it, seq gaps, the header's counts, times and head, and, given the app
 * server's public keys, every signed checkpoint. Stops at the first break and names it (line, seq, what).
 * Never throws: every input, however hostile, gets a verdict. What a verdict proves: docs/call-log-evidence.md.
 *
 * @example
 * const result = await verifyCallLog(await wallet.callLog.exportNdjson(), { keys: await (await fetch('/api/calls/keys')).json() })
 * if (!result.ok) console.error(`line ${result.problem.line}: ${result.problem.message}`)
 */
import { callLogSchema, CALL_LOG_SCHEMA_VERSION } from './callLogSchema.ts'
import { schemaProblem } from './checkSchema.ts'
import type { CallLogHeader } from './callLogApi.ts'
import { entryHash, genesisHash } from './hashChain.ts'
import { type ExportLine, isRecord, readExport } from './readExport.ts'
import { type CallLogAnchorCheck, checkCheckpoints } from './verifyCheckpoints.ts'

export type { CallLogAnchorCheck }

export interface CallLogProblem {
  /** 1-based line of the NDJSON export (the header is line 1); in the JSON form, entry index + 2. */
  readonly line: number
  /** The seq of the entry that breaks, when it could be read. */
  readonly seq?: number | undefined
  readonly message: string
}

export interface VerifyCallLogOptions {
  /** The app server's public keys (the JWKS of `GET /api/calls/keys`): checks the export's checkpoints. */
  readonly keys?: unknown
}

export type CallLogVerification =
  | {
      readonly ok: true
      readonly entryCount: number
      readonly firstSeq: number
      readonly lastSeq: number
      readonly droppedCount: number
      readonly headHash: string
      /** `not-checked` without keys. */
      readonly anchoring: CallLogAnchorCheck
    }
  | { readonly ok: false; readonly problem: CallLogProblem }

/** A header the schema accepted: the export header's shape (callLogApi.ts). */
type Header = CallLogHeader

interface ChainedLine {
  readonly seq: number
  readonly hash: string
  readonly prevHash: string
  readonly startedAt: string
  readonly kind: string
  readonly method: string
  readonly walletId: string
}

/** Verifies an NDJSON or JSON export (text), or the parsed JSON form `{ header, entries }`. */
export async function verifyCallLog(
  exported: unknown,
  options: VerifyCallLogOptions = {},
): Promise<CallLogVerification> {
  try {
    return await verify(exported, options)
  } catch (error) {
    // Every input is read defensively; this names a fault of the verifier itself rather than throw it at a caller.
    return broken(1, undefined, `the export could not be checked: ${describeError(error)}`)
  }
}

async function verify(exported: unknown, options: VerifyCallLogOptions): Promise<CallLogVerification> {
  const read = readExport(exported)
  if ('message' in read) return broken(read.line, undefined, read.message)
  const { lines } = read
  const headerLine = lines.next().value
  if (!headerLine) return broken(1, undefined, 'the export is empty: no header line')
  const headerProblem = lineProblem(headerLine, 'header')
  if (headerProblem) return broken(1, undefined, `header: ${headerProblem}`)
  const header = headerLine.value as Header
  const genesis = await genesisHash(header)
  if (genesis !== header.genesisHash)
    return broken(1, undefined, 'header: the description does not match its genesisHash: the header was edited')

  const wanted = new Set(header.checkpoints.map((signed) => signed.checkpoint.seq))
  const hashes = new Map<number, string>()
  let previous: ChainedLine | undefined
  let first: ChainedLine | undefined
  // Whether the export starts at a clear marker, and whether a clear was undone (its entries brought back) after it.
  let startsCleared = false
  let undone = false
  let count = 0
  // Lines are read as they are reached: the first that breaks ends the check, however many follow it.
  for (const line of lines) {
    count++
    const seq = readSeq(line.value)
    const problem = lineProblem(line, 'entry')
    if (problem) return broken(line.number, seq, problem)
    const { hash, ...linked } = line.value as ChainedLine & Record<string, unknown>
    const entry = line.value as ChainedLine
    const expectedSeq = previous ? previous.seq + 1 : header.firstSeq
    if (entry.seq !== expectedSeq) {
      const missing = entry.seq > expectedSeq ? ` (${missingRange(expectedSeq, entry.seq)} missing)` : ''
      return broken(line.number, entry.seq, `seq ${entry.seq} where ${expectedSeq} was expected${missing}`)
    }
    if ((await entryHash(genesis, linked)) !== hash)
      return broken(line.number, entry.seq, 'the entry does not match its hash: it was changed after it was logged')
    const linkProblem = previous ? linkToPrevious(entry, previous) : linkToStart(entry, header, genesis)
    if (linkProblem) return broken(line.number, entry.seq, linkProblem)
    if (entry.startedAt > header.exportedAt)
      return broken(
        line.number,
        entry.seq,
        `the entry started at ${entry.startedAt}, after the export (${header.exportedAt})`,
      )
    if (!previous && isModuleMarker(entry, 'cleared')) startsCleared = true
    if (isModuleMarker(entry, 'restored')) undone = true
    if (wanted.has(entry.seq) || wanted.has(entry.seq - 1)) hashes.set(entry.seq, hash)
    if (!first) {
      first = entry
      hashes.set(entry.seq - 1, entry.prevHash)
    }
    previous = entry
  }
  const totals = checkTotals(header, count, previous, startsCleared && !undone)
  if (totals) return totals
  const anchoring = await anchoringOf(header, options, (seq) => hashes.get(seq))
  if ('message' in anchoring) return broken(1, anchoring.seq, `header: ${anchoring.message}`)
  return {
    ok: true,
    entryCount: count,
    firstSeq: header.firstSeq,
    lastSeq: header.lastSeq,
    droppedCount: header.droppedCount,
    headHash: header.headHash,
    anchoring,
  }
}

function isModuleMarker(entry: ChainedLine, method: 'cleared' | 'restored'): boolean {
  return entry.kind === 'marker' && entry.method === method && entry.walletId === ''
}

function linkToPrevious(entry: ChainedLine, previous: ChainedLine): string | undefined {
  if (entry.prevHash !== previous.hash) return `prevHash does not match the hash of seq ${previous.seq} before it`
  return undefined
}

/** The export's first entry: the chain's first links to the genesis hash; a later one follows dropped entries. */
function linkToStart(entry: ChainedLine, header: Header, genesis: string): string | undefined {
  if (entry.seq < header.chainStartSeq)
    return `seq ${entry.seq} comes before the chain's first entry (seq ${header.chainStartSeq})`
  if (entry.seq === header.chainStartSeq && entry.prevHash !== genesis)
    return 'prevHash of the chain’s first entry is not the genesis hash'
  return undefined
}

function checkTotals(
  header: Header,
  count: number,
  last: ChainedLine | undefined,
  cleared: boolean,
): CallLogVerification | undefined {
  const lastLine = count + 1
  const { firstSeq, lastSeq, droppedCount, chainStartSeq, limit } = header
  if (firstSeq !== droppedCount + 1)
    return broken(1, undefined, `header: firstSeq ${firstSeq} does not follow droppedCount ${droppedCount}`)
  if (firstSeq < chainStartSeq)
    return broken(1, undefined, `header: firstSeq ${firstSeq} comes before the chain's first entry (${chainStartSeq})`)
  if (header.exportedAt < header.startedAt)
    return broken(
      1,
      undefined,
      `header: exported at ${header.exportedAt}, before the log started (${header.startedAt})`,
    )
  if (count !== header.entryCount)
    return broken(lastLine, last?.seq, `the header counts ${header.entryCount} entries, the export holds ${count}`)
  if (count > limit)
    return broken(lastLine, last?.seq, `the export holds ${count} entries, more than the log keeps (${limit})`)
  if ((last?.seq ?? firstSeq - 1) !== lastSeq)
    return broken(
      lastLine,
      last?.seq,
      `the export ends at seq ${last?.seq ?? 'none'}, the header's lastSeq is ${lastSeq} (${missingRange((last?.seq ?? firstSeq - 1) + 1, lastSeq + 1)} missing)`,
    )
  // The log lets go of its chain's entries only when full (the oldest go) or cleared: clear() leaves only its
  // marker, so a cleared log's export starts with it, and undoClear() brings the entries back (a 'restored' marker).
  // A clear marker anywhere else (one forged after the last checkpoint, one of an undone clear) excuses nothing.
  if (firstSeq > chainStartSeq && count < limit && !cleared)
    return broken(
      2,
      firstSeq,
      `${missingRange(chainStartSeq, firstSeq)} of this chain ${firstSeq - chainStartSeq === 1 ? 'is' : 'are'} missing, yet the log was neither full nor cleared: entries were removed`,
    )
  if ((last?.hash ?? header.genesisHash) !== header.headHash)
    return broken(lastLine, last?.seq, 'the last entry’s hash is not the header’s headHash')
  return undefined
}

async function anchoringOf(
  header: Header,
  options: VerifyCallLogOptions,
  hashAt: (seq: number) => string | undefined,
): Promise<CallLogAnchorCheck | { readonly seq?: number | undefined; readonly message: string }> {
  const keys = keysOf(options)
  if (keys === undefined) return { status: 'not-checked' }
  const result = await checkCheckpoints(header.checkpoints, keys, {
    sessionId: header.sessionId,
    firstSeq: header.firstSeq,
    lastSeq: header.lastSeq,
    hashAt,
  })
  return result
}

/** The caller's keys, read once; options that cannot be read give a key set that holds no key (not anchored). */
function keysOf(options: VerifyCallLogOptions | null | undefined): unknown {
  try {
    return options?.keys
  } catch {
    return null
  }
}

function lineProblem(line: ExportLine, kind: 'header' | 'entry'): string | undefined {
  if (line.unreadable) return line.unreadable
  if (line.text !== undefined && JSON.stringify(line.value) !== line.text)
    // The log writes each line with JSON.stringify: a line spelled otherwise (same data) was edited.
    return 'not written as the log writes it: the line was edited'
  const version =
    isRecord(line.value) && Object.hasOwn(line.value, 'schemaVersion') ? line.value.schemaVersion : undefined
  // A newer or older export is named as such rather than as a list of unknown fields.
  if (kind === 'header' && typeof version === 'number' && version !== CALL_LOG_SCHEMA_VERSION)
    return `schemaVersion ${version} is not ${CALL_LOG_SCHEMA_VERSION}`
  return schemaProblem(line.value, callLogSchema.$defs[kind], callLogSchema)
}

function readSeq(value: unknown): number | undefined {
  const seq = isRecord(value) && Object.hasOwn(value, 'seq') ? value.seq : undefined
  return typeof seq === 'number' && Number.isSafeInteger(seq) ? seq : undefined
}

function missingRange(from: number, until: number): string {
  return until - from === 1 ? `seq ${from}` : `seq ${from}–${until - 1}`
}

function broken(line: number, seq: number | undefined, message: string): CallLogVerification {
  return { ok: false, problem: { line, ...(seq !== undefined ? { seq } : {}), message } }
}

/** An error's message, when it is a string: whatever a hostile input threw, describing it never throws. */
function describeError(error: unknown): string {
  try {
    const message: unknown = error instanceof Error ? error.message : undefined
    return typeof message === 'string' ? message : 'unknown error'
  } catch {
    return 'unknown error'
  }
}

/** One line for people (and the `stakemint-wallet verify-log` command) about a verification. */
export function describeCallLogVerification(result: CallLogVerification, name = 'the export'): string {
  if (!result.ok) {
    const { line, seq, message } = result.problem
    return `${name}: broken at line ${line}${seq !== undefined ? ` (seq ${seq})` : ''}: ${message}`
  }
  const intact = `${name}: intact. ${result.entryCount} entries, seq ${result.firstSeq}–${result.lastSeq}, ${result.droppedCount} dropped before them, head ${result.headHash}`
  const { anchoring } = result
  if (anchoring.status === 'not-checked') return `${intact}. Checkpoints not checked (no keys given).`
  if (anchoring.status === 'not-anchored') return `${intact}. Not anchored: ${anchoring.reason}.`
  const later = anchoring.unanchoredCount
  return `${intact}. Anchored up to seq ${anchoring.seq}, signed ${anchoring.issuedAt} by key ${anchoring.kid} (${anchoring.checkpointCount} checkpoint${anchoring.checkpointCount === 1 ? ' holds' : 's hold'}); ${later} later entr${later === 1 ? 'y' : 'ies'} not anchored.`
}
