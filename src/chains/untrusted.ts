/**
 * Reading values from outside the app (the Vite env record, a wallet request's parameters, a call log entry's
 * details, a node's answer): each of them may throw when touched, through a getter, a Proxy's trap, a revoked
 * Proxy, or a `toJSON`, `toString` or `Symbol.toPrimitive` of its own. A parser reads them through these, so such
 * a value is read as absent or unreadable, the parser's documented 'invalid' result, never as a TypeError.
 */

/** `run()`, or `fallback` when it throws. */
export function readOr<T, F>(run: () => T, fallback: F): T | F {
  try {
    return run()
  } catch {
    return fallback
  }
}

/** `value[key]`; undefined when the value is not an object or reading the field throws. */
export function readField(value: unknown, key: string): unknown {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined
  return readOr(() => (value as Record<string, unknown>)[key], undefined)
}

const bigintAsText = (_key: string, value: unknown): unknown => (typeof value === 'bigint' ? value.toString() : value)

/** JSON for display (bigints as decimal strings), else `String(value)`, else a label naming its type. Never throws. */
export function displayText(value: unknown): string {
  // Plain JSON first: a replacer makes a large value (a block, a log list) several times slower to write. It is used
  // only when plain JSON threw, as it does on a bigint.
  const json =
    readOr(() => JSON.stringify(value), undefined) ?? readOr(() => JSON.stringify(value, bigintAsText), undefined)
  return json ?? readOr(() => String(value), `[unreadable ${typeof value}]`)
}

/** `value instanceof type`; false when asking throws (a revoked Proxy, a Proxy trapping getPrototypeOf). */
export function isInstance<T>(value: unknown, type: abstract new (...args: never[]) => T): value is T {
  return readOr(() => value instanceof type, false)
}

/** A thrown value and the Errors of its `cause` chain, up to `limit`: a cause that cannot be read ends the chain. */
export function errorChain(error: unknown, limit = 8): Error[] {
  const chain: Error[] = []
  for (let current = error; chain.length < limit && isInstance(current, Error); current = readField(current, 'cause'))
    chain.push(current)
  return chain
}
