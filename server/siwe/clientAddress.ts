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
    // An entry no address can be read from ('unknown', junk) ends the walk: the client is the trusted proxy that
    // wrote it, so such clients share that proxy's bucket, and none gets a fresh one by sending junk.
    const hop = forwardedAddress(forwarded[index] ?? '')
    if (hop === undefined) break
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

/**
 * The address of one X-Forwarded-For entry as proxies write it: bare (`203.0.113.7`, `2001:db8::1`), with a port
 * (`203.0.113.7:5678`), bracketed (`[2001:db8::1]`, `[2001:db8::1]:443`), or quoted as in RFC 7239's Forwarded;
 * IPv4-mapped as IPv4. Undefined for anything else.
 */
function forwardedAddress(entry: string): string | undefined {
  const text = entry.trim().replace(/^"(.*)"$/, '$1')
  const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^(\d+\.\d+\.\d+\.\d+)(?::(\d{1,5}))?$/.exec(text)
  const [address, port] = match ? [match[1] ?? '', match[2]] : [text, undefined]
  if (port !== undefined && Number(port) > 65535) return undefined
  if (match?.[0].startsWith('[') ? isIP(address) !== 6 : !isIP(address)) return undefined
  return unmapped(address)
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
