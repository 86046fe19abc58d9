import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

/**
 * The address a request came from. With `trustProxy` = N, the last N hops of X-Forwarded-For were added by
 * proxies we run, so the client is the entry N places from the right (the socket peer is the nearest proxy);
 * entries further left are whatever the client chose to send and are never used.
 */
export function clientAddress(request: IncomingMessage, trustProxy: number): string {
  const peer = request.socket.remoteAddress ?? 'unknown'
  if (trustProxy <= 0) return rateLimitKey(peer)
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  const chain = [peer, ...forwarded.reverse()]
  const client = chain[Math.min(trustProxy, chain.length - 1)] ?? peer
  return rateLimitKey(isIP(client) ? client : peer)
}

/** IPv4 as is (also when IPv4-mapped); IPv6 by its /64, the block one subscriber usually holds. */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = (address.toLowerCase().split('%')[0] ?? '').split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** true when a trusted proxy says the visitor's connection is https (or the socket itself is TLS). */
export function servedOverHttps(request: IncomingMessage, trustProxy: number): boolean {
  if ('encrypted' in request.socket && request.socket.encrypted === true) return true
  if (trustProxy <= 0) return false
  const protocols = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
  return protocols[protocols.length - 1] === 'https'
}
