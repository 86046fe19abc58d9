import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import { unmapped, type TrustedProxies } from './trustedProxies.ts'

/**
 * Who sent the request and over what, by one rule: walking X-Forwarded-For from the right (starting at the
 * socket peer), the client is the first address that is not a trusted proxy; entries further left are whatever
 * the client chose to send and are never used. The trusted proxy nearest the client says whether the visitor's
 * connection was https (its X-Forwarded-Proto entry, counted from the right like its hop).
 */
export function forwardedView(
  request: IncomingMessage,
  proxies: TrustedProxies,
): { client: string; overHttps: boolean } {
  const peer = unmapped(request.socket.remoteAddress ?? 'unknown')
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true
  if (!proxies.contains(peer)) return { client: peer, overHttps: encrypted }
  const forwarded = list(request.headers['x-forwarded-for'])
  let client = peer
  let hops = 1
  for (let index = forwarded.length - 1; index >= 0; index--) {
    const hop = unmapped(forwarded[index] ?? '')
    if (!isIP(hop)) break
    client = hop
    if (!proxies.contains(hop)) break
    hops++
  }
  const protocols = list(request.headers['x-forwarded-proto']).map((value) => value.toLowerCase())
  const protocol = protocols[Math.max(0, protocols.length - hops)]
  return { client, overHttps: encrypted || protocol === 'https' }
}

/** The rate-limit key of the request's client (see forwardedView). */
export function clientAddress(request: IncomingMessage, proxies: TrustedProxies): string {
  return rateLimitKey(forwardedView(request, proxies).client)
}

/** true when the visitor's connection is https: the socket is TLS, or the trusted proxy nearest the client says so. */
export function servedOverHttps(request: IncomingMessage, proxies: TrustedProxies): boolean {
  return forwardedView(request, proxies).overHttps
}

function list(header: string | string[] | undefined): string[] {
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
}

/** IPv4 as is (also when IPv4-mapped); IPv6 by its /64, the block one subscriber usually holds. */
export function rateLimitKey(address: string): string {
  const plain = unmapped(address)
  if (isIP(plain) !== 6) return plain
  const [head = '', tail = ''] = (plain.toLowerCase().split('%')[0] ?? '').split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = plain.includes('::') && tail ? tail.split(':') : []
  const groups = plain.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
