/**
 * How long the wallet call log takes to record a burst of wallet events in Node (its ring buffer
 * trims in O(1), so 100,000 events past the 1,000-entry cap should take well under 2 s). The process's
 * CPU time beside the wall time: on a busy machine the wall time mostly measures the other processes.
 * Usage: npx tsx scripts/bench/callLogTiming.ts [events]
 */
import { fileURLToPath } from 'node:url'
import { createCallLog } from '../../src/wallet/callLog/createCallLog.ts'

export function timeCallLogEvents(events = 100_000): { events: number; ms: number; cpuMs: number; kept: number } {
  const log = createCallLog()
  const cpu = process.cpuUsage()
  const started = performance.now()
  for (let i = 0; i < events; i++)
    log.event('injected', 'chainChanged', `0x${(i % 1000).toString(16)}`, { chainId: 137 })
  const ms = Math.round(performance.now() - started)
  const { user, system } = process.cpuUsage(cpu)
  return { events, ms, cpuMs: Math.round((user + system) / 1000), kept: log.entries.length }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { events, ms, cpuMs, kept } = timeCallLogEvents(Number(process.argv[2] ?? 100_000))
  console.log(`call log: ${events.toLocaleString('en')} events in ${ms} ms, ${cpuMs} ms of CPU (${kept} kept)`)
}
