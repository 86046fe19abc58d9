const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

/**
 * A duration in its two largest units, each cut to whole units like a countdown (a 30-day lock a few seconds in
 * reads '29 d 23 h'): '29 d 23 h', '5 h 3 m', '12 m', '45 s'; zero or less is '0 s'.
 */
export function formatTimeLeft(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds))
  if (left >= DAY) return pair(Math.floor(left / DAY), 'd', Math.floor((left % DAY) / HOUR), 'h')
  if (left >= HOUR) return pair(Math.floor(left / HOUR), 'h', Math.floor((left % HOUR) / MINUTE), 'm')
  if (left >= MINUTE) return `${Math.floor(left / MINUTE)} m`
  return `${left} s`
}

function pair(major: number, majorUnit: string, minor: number, minorUnit: string): string {
  return minor > 0 ? `${major} ${majorUnit} ${minor} ${minorUnit}` : `${major} ${majorUnit}`
}
