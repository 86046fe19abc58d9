/**
 * Records kept in localStorage / sessionStorage (transaction history, read cache, recent wallets, the call log) read
 * back from any bytes: never a throw, a corrupt entry dropped and reported, every valid entry kept.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CACHE_FORMAT,
  CACHE_VERSION,
  decodeCache,
  encodeCache,
  type PersistedEntry,
} from '../../../src/chains/readCache/persistence.ts'
import { readStoredLog } from '../../../src/wallet/callLog/persistLog.ts'
import { memoryStorage } from '../../../src/wallet/storage/safeStorage.ts'
import { createPersistence, RECENT_WALLETS_LIMIT } from '../../../src/wallet/store/persistence.ts'
import { pruneHistory, readHistory } from '../../../src/wallet/transactions/history.ts'
import type { StoredTransaction } from '../../../src/wallet/transactions/types.ts'
import { HOSTILE_DEPTH, HOSTILE_MAX_LENGTH } from './hostileValues.ts'
import { collectConsole, inTime, PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

const jsonOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
const KEY = 'transactions:0x00000000000000000000000000000000000000aa:1'
const warnings = collectConsole('warn')

/** Whatever may sit under a key: any text, any JSON, JSON of the right outline with wrong parts. */
const storedText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify([value, value])),
)
const transaction: fc.Arbitrary<StoredTransaction> = fc.record(
  {
    hash: fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const),
    description: fc.string({ maxLength: 40 }),
    status: fc.constantFrom('pending', 'confirmed', 'failed'),
    addedAt: fc.integer({ min: 0, max: 2 ** 45 }),
    confirmations: fc.integer({ min: 1, max: 64 }),
  },
  { requiredKeys: ['hash', 'description', 'status', 'addedAt'] },
)
/** Whether a transaction with `field` set to `value` is still a transaction (the corruption missed). */
const stillValid = (field: string, value: unknown): boolean =>
  (field === 'description' && typeof value === 'string') ||
  (field === 'addedAt' && typeof value === 'number') ||
  (field === 'confirmations' && Number.isInteger(value) && (value as number) >= 1) ||
  (field === 'status' && ['pending', 'confirmed', 'failed'].includes(value as string))
/** A stored transaction with one part broken, or not a transaction at all. */
const corruptTransaction = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc
    .tuple(
      transaction,
      fc.constantFrom('hash', 'description', 'status', 'addedAt', 'confirmations'),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .filter(([, field, value]) => !stillValid(field, value))
    .map(([valid, field, value]) => ({ ...valid, [field]: value })),
)
const slot = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: valid.map((value) => ({ valid: true as const, value })), weight: 3 },
    { arbitrary: corruptTransaction.map((value) => ({ valid: false as const, value })), weight: 1 },
  )

describe('transaction history (localStorage transactions:<account>:<chainId>)', () => {
  it('reads any stored text without throwing, and returns only valid transactions', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(storedText, (text) => {
        const storage = memoryStorage({ [KEY]: text })
        const list = inTime(() => readHistory(storage, KEY), text.length)
        return list.every((item) => /^0x[0-9a-fA-F]{64}$/.test(item.hash) && typeof item.addedAt === 'number')
      }),
      runParameters(),
    )
  })

  it('drops a corrupt entry with a warning and keeps every valid one, once', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(fc.array(slot(transaction), { maxLength: 10 }), (slots) => {
        warnings.lines = []
        const storage = memoryStorage({ [KEY]: JSON.stringify(slots.map((item) => item.value)) })
        const valid = slots.filter((item) => item.valid).map((item) => item.value as StoredTransaction)
        const read = JSON.stringify(readHistory(storage, KEY))
        const warned = warnings.lines.length
        // Reported once: the cleaned history was saved back, so a second read finds nothing to drop.
        const again = JSON.stringify(readHistory(storage, KEY))
        return (
          read === JSON.stringify(pruneHistory(valid)) &&
          again === read &&
          warned === (slots.some((item) => !item.valid) ? 1 : 0) &&
          warnings.lines.length === warned
        )
      }),
      runParameters(),
    )
  })

  it('keeps the valid transactions beside a corrupt one (an example the property found)', () => {
    const valid: StoredTransaction = {
      hash: `0x${'ab'.repeat(32)}`,
      description: 'Stake 1 STK',
      status: 'confirmed',
      addedAt: 1,
    }
    const storage = memoryStorage({ [KEY]: JSON.stringify([valid, { hash: '0x1', status: 'mined' }]) })
    expect(readHistory(storage, KEY)).toEqual([valid])
    expect(warnings.lines).toEqual([`Dropping 1 corrupt entry of the transaction history in localStorage '${KEY}'`])
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual([valid])
  })
})

const cacheKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'balance:0x1'),
)
const cacheValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.bigInt(), fc.array(fc.bigInt(), { maxLength: 3 }))
const cacheEntry: fc.Arbitrary<PersistedEntry> = fc.record({
  value: cacheValue,
  updatedAt: fc.integer({ min: 0, max: 2 ** 45 }),
})

describe('read cache (localStorage cache)', () => {
  it('decodes any stored text to entries or null, never throws', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(storedText, (text) => {
        const decoded = inTime(() => decodeCache(text), text.length)
        return decoded === null || Object.values(decoded).every((entry) => Number.isFinite(entry.updatedAt))
      }),
      runParameters(),
    )
  })

  it('keeps every valid entry (bigints included) and drops each corrupt one with a warning', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          cacheKey,
          fc.oneof({ arbitrary: cacheEntry, weight: 3 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 }),
        ),
        (stored) => {
          warnings.lines = []
          const text = encodeCache(stored as Record<string, PersistedEntry>)
          const decoded = decodeCache(text)
          const expected = Object.entries(stored).filter(([, entry]) => {
            const candidate = entry as Partial<PersistedEntry> | null
            return (
              typeof candidate === 'object' &&
              candidate !== null &&
              !Array.isArray(candidate) &&
              'value' in candidate &&
              typeof candidate.updatedAt === 'number'
            )
          })
          const keysKept =
            Object.keys(decoded ?? {})
              .sort()
              .join('\n') ===
            expected
              .map(([key]) => key)
              .sort()
              .join('\n')
          const valuesKept = expected.every(
            ([key, entry]) =>
              encodeCache({ [key]: decoded?.[key] as PersistedEntry }) ===
              encodeCache({ [key]: entry as PersistedEntry }),
          )
          return (
            keysKept && valuesKept && warnings.lines.length === (expected.length < Object.keys(stored).length ? 1 : 0)
          )
        },
      ),
      runParameters(),
    )
  })
})

describe('read cache (localStorage cache) on huge and deeply nested text', () => {
  it('decodes text nested past the stack or of HOSTILE_MAX_LENGTH characters to entries or null, in time', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const depth = fc.integer({ min: 1, max: HOSTILE_DEPTH })
    const nestedText = fc.oneof(
      depth.map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
      depth.map((n) => '['.repeat(n)),
      depth.map(
        (n) =>
          `{"format":"${CACHE_FORMAT}","version":${CACHE_VERSION},"entries":{"a":{"updatedAt":1,"value":${'['.repeat(n)}${']'.repeat(n)}}}}`,
      ),
      fc.constantFrom('x', '{', '"', '0').map((unit) => unit.repeat(HOSTILE_MAX_LENGTH)),
    )
    fc.assert(
      fc.property(nestedText, (text) => {
        const decoded = inTime(() => decodeCache(text), text.length)
        return decoded === null || typeof decoded === 'object'
      }),
      runParameters(),
    )
  })
})

describe('read cache examples the property found', () => {
  it("keeps an entry stored under the key '__proto__' instead of making it the prototype", () => {
    const entry = { value: 5n, updatedAt: 1 }
    const decoded = decodeCache(encodeCache(JSON.parse('{"__proto__":{"value":0,"updatedAt":1}}')))
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype)
    expect(Object.keys(decoded ?? {})).toEqual(['__proto__'])
    expect(decodeCache(encodeCache({ balance: entry }))).toEqual({ balance: entry })
  })

  it('reports a corrupt entry it drops and keeps the others', () => {
    const kept = { value: 5n, updatedAt: 1 }
    const text = encodeCache({ kept, broken: { updatedAt: 'soon' } as unknown as PersistedEntry })
    expect(decodeCache(text)).toEqual({ kept })
    expect(warnings.lines).toEqual(["Dropping corrupt entries of the read cache in localStorage 'cache': broken"])
  })
})

describe('recent wallets (localStorage wallet.recent)', () => {
  it('reads any stored text as at most 3 ids, keeping the ids that were there', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          storedText,
          fc.array(fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 }))).map((list) => JSON.stringify(list)),
        ),
        (text) => {
          const persistence = createPersistence(memoryStorage({ 'wallet.recent': text }))
          const recent = inTime(() => persistence.recent(), text.length)
          const parsed = jsonOrUndefined(text)
          const expected = Array.isArray(parsed)
            ? parsed.filter((id) => typeof id === 'string').slice(0, RECENT_WALLETS_LIMIT)
            : []
          return JSON.stringify(recent) === JSON.stringify(expected)
        },
      ),
      runParameters(),
    )
  })
})

describe('call log (sessionStorage wallet.callLog)', () => {
  it('reads any stored text without throwing; what is not an entry is counted as discarded', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(
        fc.oneof(
          storedText,
          fc.array(fc.jsonValue({ maxDepth: 2 })).map((entries) => JSON.stringify({ format: 2, entries })),
        ),
        (text) => {
          const storage = memoryStorage({ log: text })
          const stored = inTime(() => readStoredLog(storage, 'log'), text.length)
          return (
            stored === undefined ||
            stored.entries.length + stored.discarded === (JSON.parse(text) as { entries: unknown[] }).entries.length
          )
        },
      ),
      runParameters(),
    )
  })
})
