/**
 * Copies untrusted values (wallet answers, thrown errors, event payloads) into plain JSON data.
 * Never throws: a Proxy that traps every access, a throwing getter or a cycle becomes a marker string.
 */
export const UNREADABLE = '[unreadable]'

export function toPlain(value: unknown): unknown {
  if (value === undefined) return undefined
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
    return text === undefined ? undefined : (JSON.parse(text) as unknown)
  } catch {
    try {
      return String(value)
    } catch {
      return UNREADABLE
    }
  }
}

/** Reads one property of an untrusted object; undefined when absent or when reading it throws. */
export function readProperty(value: unknown, name: string): unknown {
  try {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
    return (value as Record<string, unknown>)[name]
  } catch {
    return undefined
  }
}

/** A wallet's own error code and message, read defensively (MetaMask mobile nests them under data.originalError). */
export function walletErrorParts(raw: unknown): { code?: number | string | undefined; message?: string | undefined } {
  const code = readProperty(raw, 'code')
  const message = readProperty(raw, 'message')
  return {
    ...(typeof code === 'number' || typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message: message.slice(0, 2000) } : {}),
  }
}
