import { SiweHttpError } from './http.ts'

/** How far a client's clock may run ahead of the server's for `Issued At`. */
export const ISSUED_AT_SKEW_MS = 60 * 1000

export type MessageTimes = { issuedAt: Date; expirationTime?: Date; notBefore?: Date }

const FIELDS = { issuedAt: 'Issued At', expirationTime: 'Expiration Time', notBefore: 'Not Before' } as const

/**
 * The message's times, read strictly (EIP-4361 says RFC 3339 date-time): 400 with the reason for a malformed,
 * impossible, repeated or missing `Issued At`, an `Issued At` in the future, or an `Expiration Time` that is not
 * after `Issued At` or lies more than `maxLifetimeMs` after it. `Not Before` and expiry are checked by the caller.
 */
export function readMessageTimes(message: string, now: number, maxLifetimeMs: number): MessageTimes {
  const read = (label: string): Date | undefined => {
    const values = [...message.matchAll(new RegExp(`^${label}: (.*)$`, 'gm'))].map((match) => match[1] ?? '')
    if (values.length > 1) throw new SiweHttpError(400, `The message names ${label} more than once`)
    const text = values[0]
    if (text === undefined) return undefined
    const date = parseRfc3339(text)
    if (!date)
      throw new SiweHttpError(400, `${label} '${text.slice(0, 40)}' is not an RFC 3339 time like 2030-01-31T12:00:00Z`)
    return date
  }
  const issuedAt = read(FIELDS.issuedAt)
  const expirationTime = read(FIELDS.expirationTime)
  const notBefore = read(FIELDS.notBefore)
  if (!issuedAt) throw new SiweHttpError(400, 'The message has no Issued At time')
  if (issuedAt.getTime() > now + ISSUED_AT_SKEW_MS)
    throw new SiweHttpError(400, 'Issued At is in the future: check the device clock and sign again')
  if (expirationTime && expirationTime.getTime() <= issuedAt.getTime())
    throw new SiweHttpError(400, 'Expiration Time must be after Issued At')
  if (expirationTime && expirationTime.getTime() - issuedAt.getTime() > maxLifetimeMs)
    throw new SiweHttpError(
      400,
      `Expiration Time may be at most ${Math.floor(maxLifetimeMs / 1000)} s after Issued At on this site`,
    )
  return { issuedAt, ...(expirationTime ? { expirationTime } : {}), ...(notBefore ? { notBefore } : {}) }
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-](\d{2}):(\d{2}))$/

/** An RFC 3339 date-time (section 5.6), or undefined: every field in range, the day real for its month. */
export function parseRfc3339(text: string): Date | undefined {
  const match = RFC3339.exec(text)
  if (!match) return undefined
  const [, year, month, day, hour, minute, second, , , offsetHours, offsetMinutes] = match.map(Number)
  if ([year, month, day, hour, minute, second].some((part) => part === undefined)) return undefined
  const daysInMonth = new Date(Date.UTC(year as number, month as number, 0)).getUTCDate()
  const inRange =
    (month as number) >= 1 &&
    (month as number) <= 12 &&
    (day as number) >= 1 &&
    (day as number) <= daysInMonth &&
    (hour as number) <= 23 &&
    (minute as number) <= 59 &&
    (second as number) <= 59 &&
    (offsetHours === undefined || Number.isNaN(offsetHours) || offsetHours <= 23) &&
    (offsetMinutes === undefined || Number.isNaN(offsetMinutes) || offsetMinutes <= 59)
  if (!inRange) return undefined
  const date = new Date(text.toUpperCase())
  return Number.isFinite(date.getTime()) ? date : undefined
}
