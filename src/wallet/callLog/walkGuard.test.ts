import { describe, expect, it } from 'vitest'
import { InvalidArgumentError } from '../errors/configErrors.ts'
import type { CallLogEntry } from '../types.ts'
import { canonicalJson } from './checkpoint.ts'
import { redactEntry } from './redact.ts'
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
