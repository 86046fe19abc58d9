import type { Chain } from 'viem'
import { chainMeta, readField } from '../../chains'
import type { CallLogEntry, CallOrigin } from '../../wallet/index.ts'
import { NO_CHAIN } from './filterCalls'
import { endDetails } from './groupCalls'

/** Who started an entry: the app's own request, the wallet module on the app's behalf, or the wallet. */
export const ORIGIN_LABELS: Readonly<Record<CallOrigin, string>> = {
  app: 'App',
  module: 'Wallet module',
  wallet: 'Wallet event',
}

/** The chain's name as the header shows it (the chain table, else the configured chain), else its id; entries written before a chain was known say so. */
export function chainLabel(key: number | string | undefined, chains: readonly Chain[]): string {
  if (key === undefined || key === NO_CHAIN) return 'No chain yet'
  const id = Number(key)
  return chainMeta(id)?.name ?? chains.find((chain) => chain.id === id)?.name ?? `Chain ${id}`
}

/** Year-month-day, 24-hour time to the millisecond, and the zone's short name. */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
  timeZoneName: 'short',
}
const DATE_TIME = new Intl.DateTimeFormat('en-CA', DATE_TIME_OPTIONS)

/** '2026-11-27 00:31:05.123 UTC': the date, the time to the millisecond (close calls stay ordered) and the zone. */
export function formatDateTime(time: number | string, format: Intl.DateTimeFormat = DATE_TIME): string {
  const date = new Date(time)
  if (Number.isNaN(date.getTime())) return String(time)
  const part = Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]))
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}.${part.fractionalSecond} ${part.timeZoneName}`
}

/** How an operation ended, in the words of its 'Ended: …' line. */
const END_WORDS: Readonly<Record<string, string>> = {
  succeeded: 'succeeded',
  'not-sent': 'not sent',
  rejected: 'rejected in the wallet',
  failed: 'failed',
  reverted: 'reverted on chain',
  abandoned: 'abandoned',
}

/** A marker in words ('Log cleared: 12 entries removed', 'Ended: not sent — …'); undefined for markers without a sentence. */
export function markerText(entry: CallLogEntry): string | undefined {
  if (entry.kind !== 'marker') return undefined
  const count = (value: unknown) =>
    typeof value === 'number' ? `${value} ${value === 1 ? 'entry' : 'entries'}` : 'entries'
  switch (entry.method) {
    case 'cleared':
      return `Log cleared: ${count(readField(entry.params, 'removed'))} removed`
    case 'restored':
      return `Clear undone: ${count(readField(entry.params, 'restored'))} put back`
    case 'reload':
      return `Page reloaded: ${count(readField(entry.params, 'restored'))} kept from before`
    case 'operation-end': {
      const { status, reason } = endDetails(entry)
      return `Ended: ${END_WORDS[status] ?? status}${reason ? ` — ${reason}` : ''}`
    }
    default:
      return undefined
  }
}

/** '412 ms'; nothing for an entry without a duration (events, markers, a request still pending). */
export function formatDuration(ms: number | undefined): string {
  return ms === undefined ? '' : `${Math.round(ms)} ms`
}
