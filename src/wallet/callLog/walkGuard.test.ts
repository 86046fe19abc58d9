import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/configErrors.ts'
import type { CallLogEntry } from '../types.ts'
import { canonicalJson } from './checkpoint.ts'
import { createCallLog, UNREDACTABLE } from './createCallLog.ts'
import { redactEntry, redactUrl } from './redact.ts'
import { verifyCallLog } from './verifyCallLog.ts'
import { WALK_LIMIT } from './walkGuard.ts'

/** A record holding a large array and itself: an unguarded walk redid the array at every level (a minute). */
function cycleAroundLargeArray(): Record<string, unknown> {
  const value: Record<string, unknown> = { list: Array.from({ length: 100_000 }, (_, i) => i) }
  value.self = value
  return value
}

/** An array holding the one below twice, `levels` deep: few objects, 2^levels leaves for a walk. */
function tower(levels: number): unknown[] {
  let value: unknown[] = ['https://rpc.example/v3/abcdefghijklmnop0123456789']
  for (let level = 0; level < levels; level += 1) value = [value, value]
  return value
}

const entry = (params: unknown): CallLogEntry =>
  ({ seq: 1, kind: 'request', method: 'eth_call', params, outcome: 'ok' }) as unknown as CallLogEntry

// Each walker: a cycle and a tower of shared references are refused fast, with the package's typed error.
const WALKERS: [string, (value: unknown) => unknown][] = [
  ['redactEntry', (value) => redactEntry(entry(value))],
  ['canonicalJson', (value) => canonicalJson(value)],
]

describe.each(WALKERS)('%s on a caller value', (_name, walk) => {
  it('refuses a cycle around a large array at once', () => {
    const started = performance.now()
    expect(() => walk(cycleAroundLargeArray())).toThrow(InvalidArgumentError)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('refuses a tower of shared references past the walk limit', () => {
    expect(() => walk(tower(40))).toThrow(InvalidArgumentError)
  }, 20_000)

  it(`walks shared references that stay under ${WALK_LIMIT} nodes, and the same value twice side by side`, () => {
    const shared = { url: 'https://rpc.example/?apikey=secret' }
    expect(() => walk(tower(10))).not.toThrow()
    expect(() => walk([shared, shared])).not.toThrow()
  })
})

it('redaction still reaches every copy of a shared value', () => {
  const shared = { url: 'https://rpc.example/?apikey=secret' }
  const redacted = redactEntry(entry([shared, { inner: shared }]))
  expect(JSON.stringify(redacted.params)).not.toContain('secret')
})

describe.each(WALKERS)('%s on wide values', (_name, walk) => {
  it('refuses a sparse array past the walk limit at once, without visiting its holes', () => {
    const started = performance.now()
    expect(() => walk(new Array(100_000_000))).toThrow(InvalidArgumentError)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

it('canonicalJson refuses an array with holes, which would print as no JSON at all', () => {
  // biome-ignore lint/suspicious/noSparseArray: the hole is the point
  expect(() => canonicalJson([, 1])).toThrow('an array has holes')
})

it('redactUrl rebuilds the query once: 5,000 pairs with secret keys in well under a second', () => {
  const query = Array.from({ length: 5000 }, (_, i) => `x${i}=1&key=${i}`).join('&')
  const started = performance.now()
  const redacted = redactUrl(`https://rpc.example/?${query}`)
  expect(performance.now() - started).toBeLessThan(1000)
  expect(redacted).not.toMatch(/key=\d/)
  expect(redacted).toContain('x4999=1')
})

describe('the call log with a value too large to redact', () => {
  const large = () => Array.from({ length: WALK_LIMIT + 10_000 }, (_, i) => i)

  it('never throws: the entry is kept without its data, marked, and the seqs and the chain stay whole', async () => {
    const log = createCallLog()
    log.event('w', 'before', 1)
    expect(() => log.event('w', 'large', large())).not.toThrow()
    const request = log.start({ walletId: 'w', method: 'eth_getLogs', params: [] })
    expect(() => request.finish({ ok: true, result: large() })).not.toThrow()
    log.event('w', 'after', 2)
    expect(log.entries.map((e) => [e.seq, e.method, e.outcome])).toEqual([
      [1, 'before', 'event'],
      [2, 'large', 'event'],
      [3, 'eth_getLogs', 'ok'],
      [4, 'after', 'event'],
    ])
    expect(log.entries[1]?.params).toBe(UNREDACTABLE)
    expect(log.entries[2]).toMatchObject({ params: UNREDACTABLE, result: undefined })
    expect(await verifyCallLog(await log.exportNdjson())).toMatchObject({ ok: true, firstSeq: 1 })
  })
})
