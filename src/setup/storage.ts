/** Browser storage, or undefined where reaching it throws (sandboxed or third-party frames with storage blocked). */
export function safeStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return undefined
  }
}
