/**
 * Checks a call-log export as an auditor would: every line against the published schema
 * (`callLogSchema`), every entry's hash, the link to the entry before it, seq gaps, and the header's
 * counts and head hash. Stops at the first break and names it (line, seq, what is wrong).
 *
 * @example
 * const result = await verifyCallLog(await wallet.callLog.exportNdjson())
 * if (!result.ok) console.error(`line ${result.problem.line}: ${result.problem.message}`)
 */
import { callLogSchema, CALL_LOG_SCHEMA_VERSION } from './callLogSchema.ts'
import { schemaProblem } from './checkSchema.ts'
import { entryHash, GENESIS_HASH } from './hashChain.ts'

export interface CallLogProblem {
  /** 1-based line of the NDJSON export (the header is line 1); in the JSON form, entry index + 2. */
  readonly line: number
  /** The seq of the entry that breaks, when it could be read. */
  readonly seq?: number | undefined
  readonly message: string
}

export type CallLogVerification =
  | {
      readonly ok: true
      readonly entryCount: number
      readonly firstSeq: number
      readonly lastSeq: number
      readonly droppedCount: number
      readonly headHash: string
    }
  | { readonly ok: false; readonly problem: CallLogProblem }

interface Line {
  readonly number: number
  readonly text: string | undefined
  readonly value: unknown
}

/** Verifies an NDJSON or JSON export (text), or the parsed JSON form `{ header, entries }`. */
export async function verifyCallLog(exported: string | object): Promise<CallLogVerification> {
  const read = readLines(exported)
  if ('problem' in read) return { ok: false, problem: read.problem }
  const [headerLine, ...entryLines] = read.lines
  if (!headerLine) return broken(1, undefined, 'the export is empty: no header line')
  const headerProblem = lineProblem(headerLine, 'header')
  if (headerProblem) return broken(1, undefined, `header: ${headerProblem}`)
  const header = headerLine.value as Record<string, number | string>

  let previous: { seq: number; hash: string } | undefined
  for (const line of entryLines) {
    const seq = readSeq(line.value)
    const problem = lineProblem(line, 'entry')
    if (problem) return broken(line.number, seq, problem)
    const { hash, ...linked } = line.value as { hash: string; prevHash: string; seq: number }
    const expectedSeq = previous ? previous.seq + 1 : (header.firstSeq as number)
    if (linked.seq !== expectedSeq) {
      const missing = linked.seq > expectedSeq ? ` (${missingRange(expectedSeq, linked.seq)} missing)` : ''
      return broken(line.number, linked.seq, `seq ${linked.seq} where ${expectedSeq} was expected${missing}`)
    }
    if ((await entryHash(linked)) !== hash)
      return broken(line.number, linked.seq, 'the entry does not match its hash: it was changed after export')
    if (linked.prevHash !== (previous?.hash ?? GENESIS_HASH))
      return broken(
        line.number,
        linked.seq,
        previous
          ? `prevHash does not match the hash of seq ${previous.seq} before it`
          : 'prevHash of the first entry is not the genesis hash: entries before it were removed',
      )
    previous = { seq: linked.seq, hash }
  }
  return checkTotals(header, entryLines.length, previous)
}

function checkTotals(
  header: Record<string, number | string>,
  count: number,
  last: { seq: number; hash: string } | undefined,
): CallLogVerification {
  const lastLine = count + 1
  const firstSeq = header.firstSeq as number
  const lastSeq = header.lastSeq as number
  const droppedCount = header.droppedCount as number
  if (firstSeq !== droppedCount + 1)
    return broken(1, undefined, `header: firstSeq ${firstSeq} does not follow droppedCount ${droppedCount}`)
  if (count !== header.entryCount)
    return broken(lastLine, last?.seq, `the header counts ${header.entryCount} entries, the export holds ${count}`)
  if ((last?.seq ?? firstSeq - 1) !== lastSeq)
    return broken(
      lastLine,
      last?.seq,
      `the export ends at seq ${last?.seq ?? 'none'}, the header's lastSeq is ${lastSeq} (${missingRange((last?.seq ?? firstSeq - 1) + 1, lastSeq + 1)} missing)`,
    )
  if ((last?.hash ?? GENESIS_HASH) !== header.headHash)
    return broken(lastLine, last?.seq, 'the last entry’s hash is not the header’s headHash')
  return { ok: true, entryCount: count, firstSeq, lastSeq, droppedCount, headHash: header.headHash as string }
}

function lineProblem(line: Line, kind: 'header' | 'entry'): string | undefined {
  if (line.text !== undefined) {
    if (line.value === undefined) return 'not valid JSON'
    // The log writes each line with JSON.stringify: a line spelled otherwise (same data) was edited.
    if (JSON.stringify(line.value) !== line.text) return 'not written as the log writes it: the line was edited'
  }
  const version = (line.value as { schemaVersion?: unknown } | null)?.schemaVersion
  // A newer export is named as such rather than as a list of unknown fields.
  if (kind === 'header' && typeof version === 'number' && version !== CALL_LOG_SCHEMA_VERSION)
    return `schemaVersion ${version} is not ${CALL_LOG_SCHEMA_VERSION}`
  return schemaProblem(line.value, callLogSchema.$defs[kind], callLogSchema)
}

function readLines(exported: string | object): { lines: Line[] } | { problem: CallLogProblem } {
  if (typeof exported === 'object') return fromJsonForm(exported)
  const trimmed = exported.trim()
  if (trimmed.startsWith('{') && !trimmed.includes('\n{')) {
    const whole = parse(trimmed)
    if (whole && typeof whole === 'object' && 'entries' in whole) return fromJsonForm(whole)
  }
  const texts = exported.endsWith('\n') ? exported.slice(0, -1).split('\n') : exported.split('\n')
  return { lines: texts.map((text, index) => ({ number: index + 1, text, value: parse(text) })) }
}

function fromJsonForm(value: object): { lines: Line[] } | { problem: CallLogProblem } {
  const { header, entries } = value as { header?: unknown; entries?: unknown }
  if (!Array.isArray(entries)) return { problem: { line: 1, message: 'no entries array' } }
  const typed = typeof header === 'object' && header !== null ? { type: 'header', ...header } : header
  return {
    lines: [typed, ...entries].map((item, index) => ({ number: index + 1, text: undefined, value: item })),
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function readSeq(value: unknown): number | undefined {
  const seq = (value as { seq?: unknown } | undefined)?.seq
  return typeof seq === 'number' ? seq : undefined
}

function missingRange(from: number, until: number): string {
  return until - from === 1 ? `seq ${from}` : `seq ${from}–${until - 1}`
}

function broken(line: number, seq: number | undefined, message: string): CallLogVerification {
  return { ok: false, problem: { line, ...(seq !== undefined ? { seq } : {}), message } }
}

/** One line for people (and the `stakemint-wallet verify-log` command) about a verification. */
export function describeCallLogVerification(result: CallLogVerification, name = 'the export'): string {
  if (result.ok)
    return `${name}: intact. ${result.entryCount} entries, seq ${result.firstSeq}–${result.lastSeq}, ${result.droppedCount} dropped before them, head ${result.headHash}`
  const { line, seq, message } = result.problem
  return `${name}: broken at line ${line}${seq !== undefined ? ` (seq ${seq})` : ''}: ${message}`
}
