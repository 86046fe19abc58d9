/**
 * The storage format of the read cache under localStorage 'cache'. Values may hold bigints
 * (balances), encoded as `{ "$bigint": "<decimal>" }`. Anything else found under the key (another
 * app's data, an older format, broken JSON) is discarded with a console warning.
 */
export const CACHE_FORMAT = 'stakemint-read-cache'
export const CACHE_VERSION = 1

export interface PersistedEntry {
  readonly value: unknown
  readonly updatedAt: number
}

interface PersistedCache {
  readonly format: typeof CACHE_FORMAT
  readonly version: typeof CACHE_VERSION
  readonly entries: Record<string, PersistedEntry>
}

export function encodeCache(entries: Record<string, PersistedEntry>): string {
  const payload: PersistedCache = { format: CACHE_FORMAT, version: CACHE_VERSION, entries }
  return JSON.stringify(payload, (_key, value: unknown) =>
    typeof value === 'bigint' ? { $bigint: value.toString() } : value,
  )
}

/** Entries from stored text (a corrupt entry dropped with a warning); null (after a warning) when the text is not ours or is corrupt. */
export function decodeCache(text: string): Record<string, PersistedEntry> | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text, reviveBigint)
  } catch {
    console.warn("Discarding the read cache in localStorage 'cache': it is not valid JSON")
    return null
  }
  if (!isPersistedCache(parsed)) {
    console.warn("Discarding the read cache in localStorage 'cache': unknown or foreign format")
    return null
  }
  const stored = Object.entries(parsed.entries)
  const dropped = stored.filter(([, entry]) => !isPersistedEntry(entry)).map(([key]) => key)
  if (dropped.length > 0)
    console.warn(
      `Dropping corrupt entries of the read cache in localStorage 'cache': ${dropped.join(', ').slice(0, 200)}`,
    )
  // fromEntries defines each key as its own property: an entry named '__proto__' is kept, not made the prototype.
  return Object.fromEntries(stored.filter(([, entry]) => isPersistedEntry(entry))) as Record<string, PersistedEntry>
}

function reviveBigint(_key: string, value: unknown): unknown {
  if (
    isRecord(value) &&
    typeof value.$bigint === 'string' &&
    Object.keys(value).length === 1 &&
    /^-?\d+$/.test(value.$bigint)
  ) {
    return BigInt(value.$bigint)
  }
  return value
}

function isPersistedCache(value: unknown): value is PersistedCache {
  return isRecord(value) && value.format === CACHE_FORMAT && value.version === CACHE_VERSION && isRecord(value.entries)
}

function isPersistedEntry(value: unknown): value is PersistedEntry {
  return isRecord(value) && 'value' in value && typeof value.updatedAt === 'number' && Number.isFinite(value.updatedAt)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
