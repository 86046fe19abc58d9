/** JSON for display: bigints as decimal strings, undefined as an empty cell. */
export function formatValue(value: unknown): string {
  if (value === undefined) return ''
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value)
  } catch {
    return String(value) // circular or otherwise unserialisable: still show something
  }
}
