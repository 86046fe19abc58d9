/**
 * The one guarded way the module reaches localStorage / sessionStorage. Inside a third-party iframe
 * with cookies blocked (where Safe{Wallet} runs apps), merely reading `window.localStorage` throws;
 * then an in-memory Storage, shared by every caller of the same kind, stands in for the page's life.
 */
export type StorageKind = 'local' | 'session'

const fallbacks = new Map<StorageKind, Storage>()
/** Each kind's storage that passed the write probe: a page asks several times while loading, each probe two writes. */
const probed = new Map<StorageKind, Storage>()
const PROBE_KEY = '__wallet_storage_probe__'

/** The browser's storage of that kind when it can be read and written, else the shared memory fallback. */
export function safeStorage(kind: StorageKind): Storage {
  try {
    // Read on every call: where storage is blocked, this is what throws.
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
    if (storage && probed.get(kind) === storage) return storage
    if (storage) {
      storage.setItem(PROBE_KEY, '1')
      storage.removeItem(PROBE_KEY)
      probed.set(kind, storage)
      return storage
    }
  } catch {
    // Blocked, sandboxed or full: fall through to memory.
  }
  let fallback = fallbacks.get(kind)
  if (!fallback) {
    fallback = memoryStorage()
    fallbacks.set(kind, fallback)
  }
  return fallback
}

/**
 * A Storage held in memory (lost on reload). `initial` is copied once, as strings like a real Storage's; an
 * entry that is not a string, number, boolean or bigint is left out (this file stays free of error classes, and so
 * of viem: main.tsx loads it first).
 */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map<string, string>()
  try {
    for (const [key, value] of Object.entries(initial)) {
      // Strings and other primitives only: String() of an object runs its code (a throwing toString) or walks it
      // (an array of shared arrays joins 2^depth times). Anything else is not stored.
      if (isPrimitive(value)) values.set(key, String(value))
    }
  } catch {
    // An initial object that throws when its entries are read (a Proxy, a getter): starts empty.
  }
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  }
}

function isPrimitive(value: unknown): value is string | number | boolean | bigint {
  return ['string', 'number', 'boolean', 'bigint'].includes(typeof value)
}
