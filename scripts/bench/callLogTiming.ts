/**
 * How long the wallet call log takes to record a burst of wallet events in Node (its ring buffer
 * trims in O(1), so 100,000 events past the 1,000-entry cap should take well under 2 s).
 * Usage: npx tsx scripts/bench/callLogTiming.ts [events]
 */
import { fileURLToPath } from 'node:url'
import { createCallLog } from '../../src/wallet/callLog/createCallLog.ts'

export function timeCallLogEvents(events = 100_000): { events: number; ms: number; kept: number } {
  const log = createCallLog()
  const started = performance.now()
  for (let i = 0; i < events; i++)
    log.event('injected', 'chainChanged', `0x${(i % 1000).toString(16)}`, { chainId: 137 })
  const kept = log.entries.length
  return { events, ms: Math.round(performance.now() - started), kept }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { events, ms, kept } = timeCallLogEvents(Number(process.argv[2] ?? 100_000))
  console.log(`call log: ${events.toLocaleString('en')} events in ${ms} ms (${kept} kept)`)
}
