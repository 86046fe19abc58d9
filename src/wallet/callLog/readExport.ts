/**
 * Reads an export (NDJSON or JSON text, or the parsed JSON form) into numbered lines of plain JSON data
 * without trusting it: bounded sizes, a nesting limit checked before parsing, and objects handed in by a
 * caller copied through JSON text first, so getters, Proxies and odd prototypes never run later. NDJSON lines
 * are parsed one at a time as the verifier reaches them: a verdict at line 1 costs nothing for the lines after.
 */
import { memberPath } from './checkSchema.ts'

export const MAX_EXPORT_CHARS = 256 * 1024 * 1024
export const MAX_LINE_CHARS = 4 * 1024 * 1024
export const MAX_NESTING = 64

export interface ExportLine {
  readonly number: number
  /** The line as written (NDJSON), or undefined for the JSON form (no exact text to compare). */
  readonly text: string | undefined
  readonly value: unknown
  /** Why the line could not be read, when it could not. */
  readonly unreadable?: string | undefined
}

/** The lines, header first, read as they are iterated (once). */
export type ReadResult =
  | { readonly lines: IterableIterator<ExportLine> }
  | { readonly line: number; readonly message: string }

export function readExport(exported: unknown): ReadResult {
  if (typeof exported === 'string') return readText(exported)
  if (typeof exported !== 'object' || exported === null)
    return { line: 1, message: 'the export must be text or an object' }
  const copied = stringifyBounded(exported)
  if ('unreadable' in copied) return { line: 1, message: copied.unreadable }
  const whole = parseBounded(copied.text, MAX_EXPORT_CHARS)
  if ('unreadable' in whole) return { line: 1, message: whole.unreadable }
  return fromJsonForm(whole.value)
}

const RESPELLED_JSON =
  'the JSON export is not written as the log writes it (a repeated key or a value spelled otherwise): it was edited'

function readText(text: string): ReadResult {
  if (text.length > MAX_EXPORT_CHARS)
    return { line: 1, message: `the export is longer than ${MAX_EXPORT_CHARS} characters` }
  const trimmed = text.trim()
  if (trimmed.startsWith('{') && !trimmed.includes('\n{')) {
    const whole = parseBounded(trimmed, MAX_EXPORT_CHARS)
    if ('value' in whole && isRecord(whole.value) && Object.hasOwn(whole.value, 'entries')) {
      // JSON.parse keeps the last of repeated keys, a reader of the text may see the first: the form must be the
      // log's own (any indentation), or the data read is not the data shown.
      if (withoutWhitespace(trimmed) !== JSON.stringify(whole.value)) return { line: 1, message: RESPELLED_JSON }
      return fromJsonForm(whole.value)
    }
    // Several lines and only the first starting an object: the JSON form, not NDJSON, whose refusal this is.
    if ('unreadable' in whole && trimmed.includes('\n'))
      return { line: 1, message: `the JSON export is ${whole.unreadable}` }
  }
  return { lines: ndjsonLines(text.endsWith('\n') ? text.slice(0, -1) : text) }
}

/** Each line of NDJSON text, parsed when reached: millions of short lines cost nothing past the first bad one. */
function* ndjsonLines(body: string): IterableIterator<ExportLine> {
  let start = 0
  for (let number = 1; ; number++) {
    const end = body.indexOf('\n', start)
    const line = body.slice(start, end === -1 ? undefined : end)
    const parsed = parseBounded(line, MAX_LINE_CHARS)
    yield 'value' in parsed
      ? { number, text: line, value: parsed.value }
      : { number, text: line, value: undefined, unreadable: parsed.unreadable }
    if (end === -1) return
    start = end + 1
  }
}

function fromJsonForm(value: unknown): ReadResult {
  if (!isRecord(value)) return { line: 1, message: 'the export is not an object' }
  // Own keys only: a '__proto__' key of the parsed text is an unknown field like any other.
  const unknown = Object.keys(value).find((key) => key !== 'header' && key !== 'entries')
  if (unknown !== undefined)
    return { line: 1, message: `${memberPath('$', unknown)} is not a known field of the JSON export` }
  const header = Object.hasOwn(value, 'header') ? value.header : undefined
  const entries = Object.hasOwn(value, 'entries') ? value.entries : undefined
  if (!Array.isArray(entries)) return { line: 1, message: 'no entries array' }
  const typed = isRecord(header) ? { type: 'header', ...header } : header
  return { lines: jsonFormLines(typed, entries) }
}

function* jsonFormLines(header: unknown, entries: readonly unknown[]): IterableIterator<ExportLine> {
  yield { number: 1, text: undefined, value: header }
  for (const [index, value] of entries.entries()) yield { number: index + 2, text: undefined, value }
}

/**
 * JSON.stringify of a caller's object that stops past MAX_NESTING levels, before the engine's own recursion can
 * overflow the stack (how deep that is differs between engines and threads): a deep value is named as such.
 */
function stringifyBounded(value: unknown): { text: string } | { unreadable: string } {
  const depths = new WeakMap<object, number>()
  let tooDeep = false
  function replacer(this: unknown, _key: string, item: unknown): unknown {
    if (typeof item !== 'object' || item === null) return item
    const depth = (typeof this === 'object' && this !== null ? (depths.get(this) ?? 0) : 0) + 1
    if (depth > MAX_NESTING) {
      tooDeep = true
      throw new RangeError(`nested deeper than ${MAX_NESTING} levels`)
    }
    depths.set(item, depth)
    return item
  }
  try {
    const text = JSON.stringify(value, replacer)
    if (typeof text === 'string') return { text }
  } catch {
    if (tooDeep) return { unreadable: `nested deeper than ${MAX_NESTING} levels` }
  }
  return { unreadable: 'the export cannot be read as JSON data' }
}

/** JSON.parse after checking length and nesting, so a deep or huge line is refused, never a stack overflow. */
export function parseBounded(text: string, maxChars: number): { value: unknown } | { unreadable: string } {
  if (text.length > maxChars) return { unreadable: `longer than ${maxChars} characters` }
  const depth = nestingDepth(text)
  if (depth > MAX_NESTING) return { unreadable: `nested deeper than ${MAX_NESTING} levels` }
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return { unreadable: 'not valid JSON' }
  }
}

/** The deepest bracket nesting of JSON text, ignoring brackets inside strings. */
function nestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > MAX_NESTING) return deepest
    } else if (char === 0x7d || char === 0x5d) depth--
  }
  return deepest
}

/** JSON text without the whitespace between its tokens (whitespace inside strings kept). */
function withoutWhitespace(text: string): string {
  const parts: string[] = []
  let from = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c) i++
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x20 || char === 0x0a || char === 0x0d || char === 0x09) {
      if (i > from) parts.push(text.slice(from, i))
      from = i + 1
    }
  }
  parts.push(text.slice(from))
  return parts.join('')
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
