/** JSON for display: bigints as decimal strings, undefined as an empty cell. */
export function formatValue(value: unknown): string {
  if (value === undefined) return ''
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value)
  } catch {
    return String(value) // circular or otherwise unserialisable: still show something
  }
}

/** Wall-clock time with milliseconds, so the order of close calls is readable. */
export function formatTime(time: number | string): string {
  const date = new Date(time)
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
}
