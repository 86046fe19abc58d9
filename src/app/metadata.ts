/**
 * Token metadata is untrusted input (a contract anyone can point us at may return anything).
 * decodeTokenUri never throws: it returns clean text fields and an image source that is safe in an
 * <img> (data:image/svg+xml or https only), or a reason to show the placeholder instead.
 */

export const MAX_TOKEN_URI_CHARS = 200_000
export const MAX_NAME_CHARS = 80
export const MAX_DESCRIPTION_CHARS = 400
/** Attributes beyond this many are not shown (the token page lists them; a contract could return thousands). */
export const MAX_ATTRIBUTES = 32
export const MAX_TRAIT_CHARS = 40
export const MAX_TRAIT_VALUE_CHARS = 80

/** One entry of the metadata's `attributes` (OpenSea's convention), as plain text. */
export interface TokenAttribute {
  readonly trait: string
  readonly value: string
}

export interface TokenMetadata {
  readonly name: string
  readonly description: string
  /** Safe to use as <img src>; undefined when missing or refused. */
  readonly image: string | undefined
  /** `attributes` entries with a text, number or true/false value, cleaned; others are left out. */
  readonly attributes: readonly TokenAttribute[]
}

export type DecodedMetadata = { ok: true; metadata: TokenMetadata } | { ok: false; reason: string }

const JSON_BASE64_PREFIX = 'data:application/json;base64,'
const JSON_PLAIN_PREFIX = 'data:application/json,'
const SVG_BASE64_PREFIX = 'data:image/svg+xml;base64,'
const SVG_PLAIN_PREFIX = 'data:image/svg+xml,'
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Base64 → UTF-8 text, or undefined when the input is not valid base64 or not valid UTF-8. */
function decodeBase64Utf8(encoded: string): string | undefined {
  if (!BASE64.test(encoded) || encoded.length % 4 === 1) return undefined
  try {
    const binary = atob(encoded)
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
}

function decodePercent(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return undefined
  }
}

/** Control characters and bidi overrides removed, whitespace collapsed, length capped. */
export function cleanText(value: unknown, maxChars: number): string {
  if (typeof value !== 'string') return ''
  const cleaned = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is this line's job
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (cleaned.length <= maxChars) return cleaned
  // Cut between characters: a cut after the first half of a surrogate pair (an emoji) would leave a broken one.
  const end = /[\ud800-\udbff]/.test(cleaned.charAt(maxChars - 2)) ? maxChars - 2 : maxChars - 1
  return `${cleaned.slice(0, end)}…`
}

/** Returns the image source when it is an SVG data URI with a valid payload or an https URL; otherwise undefined. */
export function safeImageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_TOKEN_URI_CHARS) return undefined
  const trimmed = value.trim()
  const lower = trimmed.slice(0, SVG_BASE64_PREFIX.length).toLowerCase()
  if (lower.startsWith(SVG_BASE64_PREFIX)) {
    return decodeBase64Utf8(trimmed.slice(SVG_BASE64_PREFIX.length)) === undefined ? undefined : trimmed
  }
  if (lower.startsWith(SVG_PLAIN_PREFIX)) {
    return decodePercent(trimmed.slice(SVG_PLAIN_PREFIX.length)) === undefined ? undefined : trimmed
  }
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.href : undefined
  } catch {
    return undefined
  }
}

function jsonText(uri: string): string | undefined {
  const head = uri.slice(0, JSON_BASE64_PREFIX.length).toLowerCase()
  if (head.startsWith(JSON_BASE64_PREFIX)) return decodeBase64Utf8(uri.slice(JSON_BASE64_PREFIX.length))
  if (head.startsWith(JSON_PLAIN_PREFIX)) return decodePercent(uri.slice(JSON_PLAIN_PREFIX.length))
  return undefined
}

/**
 * The `attributes` array as text pairs: entries that are not objects, or whose value is not a string, finite number
 * or boolean, are left out; an entry without `trait_type` is named 'Trait'. The input is JSON.parse's: plain data.
 */
function cleanAttributes(value: unknown): TokenAttribute[] {
  if (!Array.isArray(value)) return []
  const attributes: TokenAttribute[] = []
  for (const entry of value.slice(0, MAX_ATTRIBUTES * 4)) {
    if (attributes.length === MAX_ATTRIBUTES) break
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue
    const raw = (entry as Record<string, unknown>).value
    const text =
      typeof raw === 'string'
        ? raw
        : (typeof raw === 'number' && Number.isFinite(raw)) || typeof raw === 'boolean'
          ? String(raw)
          : undefined
    const shown = text === undefined ? '' : cleanText(text, MAX_TRAIT_VALUE_CHARS)
    if (shown === '') continue
    const trait = cleanText((entry as Record<string, unknown>).trait_type, MAX_TRAIT_CHARS) || 'Trait'
    attributes.push({ trait, value: shown })
  }
  return attributes
}

/** Decodes an on-chain tokenURI (data:application/json, base64 or percent-encoded). Never throws. */
export function decodeTokenUri(uri: unknown): DecodedMetadata {
  if (typeof uri !== 'string') return { ok: false, reason: 'tokenURI is not a string' }
  if (uri.length > MAX_TOKEN_URI_CHARS) return { ok: false, reason: 'tokenURI is too large' }
  const text = jsonText(uri.trim())
  if (text === undefined) return { ok: false, reason: 'tokenURI is not a readable JSON data URI' }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'tokenURI JSON does not parse' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, reason: 'tokenURI JSON is not an object' }
  }
  const record = parsed as Record<string, unknown>
  return {
    ok: true,
    metadata: {
      name: cleanText(record.name, MAX_NAME_CHARS),
      description: cleanText(record.description, MAX_DESCRIPTION_CHARS),
      image: safeImageSrc(record.image),
      attributes: cleanAttributes(record.attributes),
    },
  }
}
