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
 * is refused: it would trust whichever host reaches the server directly, and let any client name itself.
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

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d, as dual-stack sockets report IPv4 peers) as plain IPv4. */
export function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address
}
