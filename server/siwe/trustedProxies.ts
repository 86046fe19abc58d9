import { BlockList, isIP } from 'node:net'

/** The proxies in front of the server (TRUST_PROXY): only what they add to X-Forwarded-* is believed. */
export interface TrustedProxies {
  readonly contains: (address: string) => boolean
  /** As configured, for logs and errors. */
  readonly description: string
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { contains: () => false, description: 'none' }

const LOOPBACK = ['127.0.0.0/8', '::1/128']

/**
 * TRUST_PROXY: comma- or space-separated addresses and CIDR ranges of the proxies in front of the server
 * (e.g. `127.0.0.1`, `10.0.0.0/8`, `fd00::/8`; `loopback` for 127.0.0.0/8 and ::1). A count such as `1`
 * is refused: it would trust whichever host reaches the server directly, and let any client name itself; so is an
 * IPv6 range that holds all of IPv4-mapped space (`::/0`, `::1/64`), which would trust every IPv4 client.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const items = (value ?? '').split(/[\s,]+/).filter(Boolean)
  if (items.length === 0) return NO_TRUSTED_PROXIES
  const list = new BlockList()
  for (const item of items.flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [entry]))) {
    if (/^\d+$/.test(item))
      throw new Error(
        `TRUST_PROXY must name the proxies in front of the server by address or range (e.g. 127.0.0.1 or 10.0.0.0/8), not a count: with '${item}' any client reaching the server directly could choose its own address through X-Forwarded-For`,
      )
    const [address = '', prefix, extra] = item.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const maxBits = family === 6 ? 128 : 32
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d+$/.test(prefix) || (bits as number) > maxBits))
    )
      throw new Error(`TRUST_PROXY entry '${item}' is not an IP address or CIDR range (like 10.0.0.0/8)`)
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (type === 'ipv6' && bits !== undefined && coversMappedSpace(address, bits))
      throw new Error(
        `TRUST_PROXY entry '${item}' also covers every IPv4 address (IPv4 peers are compared as ::ffff:a.b.c.d): give the IPv6 range a prefix that leaves ::ffff:0:0/96 out, and name IPv4 proxies as IPv4 (10.0.0.0/8) or as ::ffff:10.0.0.0/104`,
      )
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return {
    contains: (address) => {
      const plain = unmapped(address)
      const family = isIP(plain)
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
    },
    description: items.join(', '),
  }
}

/**
 * Whether an IPv6 range is wider than IPv4-mapped space (::ffff:0:0/96) and holds it: node's BlockList matches an
 * IPv4 address against IPv6 ranges as ::ffff:a.b.c.d, so `::1/64` would trust every IPv4 client. A range of /96 or
 * longer is either inside that space (written as such, e.g. ::ffff:10.0.0.0/104) or apart from it.
 */
function coversMappedSpace(address: string, bits: number): boolean {
  if (bits >= 96) return false
  const range = new BlockList()
  range.addSubnet(address, bits, 'ipv6')
  return range.check('::ffff:0.0.0.0', 'ipv6')
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d, as dual-stack sockets report IPv4 peers) as plain IPv4. */
export function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address
}
