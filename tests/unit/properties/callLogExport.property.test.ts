/** The call log's export ↔ import: what createCallLog exports, verifyCallLog reads back intact; any edit is named. */
import fc from 'fast-check'
import { describe, it } from 'vitest'
import { createCallLog, type CallLog } from '../../../src/wallet/callLog/createCallLog.ts'
import { verifyCallLog } from '../../../src/wallet/callLog/verifyCallLog.ts'
import { PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

/** Wallet data of any shape, bigints and odd strings included (the log keeps it as plain JSON). */
const walletData = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.bigInt(),
  fc.record({
    from: fc.string({ maxLength: 10 }),
    value: fc.bigInt({ min: 0n }),
    data: fc.string({ unit: 'binary', maxLength: 20 }),
  }),
  fc.constant(undefined),
)
const step = fc.oneof(
  fc.record({
    kind: fc.constant('request' as const),
    method: fc.constantFrom(
      'eth_accounts',
      'eth_chainId',
      'eth_sendTransaction',
      'personal_sign',
      'wallet_switchEthereumChain',
    ),
    params: walletData,
    outcome: fc.oneof(
      fc.record({ ok: fc.constant(true as const), result: walletData }),
      fc.record({
        ok: fc.constant(false as const),
        errorCode: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(undefined)),
        errorMessage: fc.string({ maxLength: 30 }),
      }),
      fc.constant(undefined),
    ),
  }),
  fc.record({
    kind: fc.constant('event' as const),
    name: fc.constantFrom('accountsChanged', 'chainChanged', 'disconnect'),
    payload: walletData,
  }),
  fc.record({
    kind: fc.constant('marker' as const),
    name: fc.constantFrom('connected', 'disconnected'),
    details: walletData,
  }),
  fc.constant({ kind: 'clear' as const }),
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

function record(log: CallLog, steps: readonly Step[]): void {
  for (const item of steps) {
    if (item.kind === 'request') {
      const call = log.start({ walletId: 'injected', method: item.method, params: item.params, chainId: 1 })
      if (item.outcome) call.finish(item.outcome)
    } else if (item.kind === 'event') log.event('injected', item.name, item.payload)
    else if (item.kind === 'marker') log.mark('injected', item.name, item.details)
    else log.clear()
  }
}

/** A log of 1–6 entries kept, with generated steps: some trimmed by the limit, some still pending. */
const recordedLog = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.array(step, { maxLength: 8 })).map(([limit, steps]) => {
  const log = createCallLog({ limit, appName: 'StakeMint' })
  record(log, steps)
  return log
})

describe('call log export ↔ verifyCallLog', () => {
  it('every NDJSON and JSON export verifies intact, with the entries and seqs the log holds', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(recordedLog, async (log) => {
        const entries = log.entries
        const ndjson = await verifyCallLog(await log.exportNdjson())
        const json = await verifyCallLog(await log.exportJson())
        const first = entries[0]?.seq
        const last = entries.at(-1)?.seq
        return (
          ndjson.ok &&
          json.ok &&
          ndjson.entryCount === entries.length &&
          json.entryCount === entries.length &&
          (first === undefined ||
            (ndjson.firstSeq === first && ndjson.lastSeq === last && ndjson.droppedCount === first - 1))
        )
      }),
      runParameters(),
    )
  })

  it('any edit of an entry line (one character changed, a line removed or repeated) is found', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    const edit = fc.oneof(
      fc.record({
        kind: fc.constant('char' as const),
        at: fc.nat(),
        to: fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
      }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
    )
    await fc.assert(
      fc.asyncProperty(recordedLog, edit, async (log, change) => {
        const lines = (await log.exportNdjson()).trimEnd().split('\n')
        if (lines.length < 2) return true
        const index = 1 + (change.at % (lines.length - 1))
        const line = lines[index] as string
        if (change.kind === 'remove') lines.splice(index, 1)
        else if (change.kind === 'repeat') lines.splice(index, 0, line)
        else {
          const position = change.at % line.length
          if (line[position] === change.to) return true
          lines[index] = line.slice(0, position) + change.to + line.slice(position + 1)
        }
        const result = await verifyCallLog(`${lines.join('\n')}\n`)
        return !result.ok && result.problem.line >= 1 && result.problem.message.length > 0
      }),
      runParameters(),
    )
  })

  it('reads any text or JSON value as an export and answers with a verdict, never a throw', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    const exported = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(fc.json({ maxDepth: 2 }), { maxLength: 4 }).map((lines) => lines.join('\n')),
      fc.jsonValue({ maxDepth: 3 }).filter((value): value is object => typeof value === 'object' && value !== null),
      fc.record({
        header: fc.jsonValue({ maxDepth: 2 }),
        entries: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
      }),
    )
    await fc.assert(
      fc.asyncProperty(exported, async (value) => {
        const result = await verifyCallLog(value)
        return result.ok
          ? result.entryCount >= 0
          : typeof result.problem.message === 'string' && result.problem.line >= 1
      }),
      runParameters(),
    )
  })
})
