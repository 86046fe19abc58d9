/**
 * Who the client is behind proxies (server/siwe/trustedProxies.ts, clientAddress.ts), by tables of neighbours:
 * TRUST_PROXY ranges near IPv4-mapped space, and X-Forwarded-For entries as proxies write them.
 */
import type { IncomingMessage } from 'node:http'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustedProxies, rateLimitKey } from '../../server/siwe/index.ts'
import { PROPERTY_TIMEOUT_MS, runParameters } from './properties/propertyRuns.ts'

const fromPeer = (remoteAddress: string, forwardedFor: string) =>
  ({ headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress } }) as unknown as IncomingMessage

describe('TRUST_PROXY and IPv4-mapped space (::ffff:0:0/96)', () => {
  // Class: an IPv6 range wider than ::ffff:0:0/96 that holds it trusts every IPv4 client, since IPv4 peers are
  // matched as ::ffff:a.b.c.d. Each neighbour: refused at start, or what it trusts among IPv4 and IPv6 peers.
  const table: [entry: string, refused: boolean, trustsIpv4: boolean][] = [
    ['::/0', true, true],
    ['::1/64', true, true],
    ['::/80', true, true],
    ['::ffff:0:0/95', true, true],
    ['0:0:0:0:0:ffff::/90', true, true],
    ['::/95', false, false],
    ['::/96', false, false],
    ['::ffff:0:0/96', false, true],
    ['::ffff:10.0.0.0/104', false, true],
    ['::ffff:10.1.2.3', false, true],
    ['::ffff:10.0.0.1', false, false],
    ['::1', false, false],
    ['::1/128', false, false],
    ['fd00::/8', false, false],
    ['2001:db8::/32', false, false],
    ['64:ff9b::/96', false, false],
    ['10.0.0.0/8', false, true],
    ['0.0.0.0/0', false, true],
    ['loopback', false, false],
  ]
  it.each(table)('%s: refused %s, trusts IPv4 clients (10.1.2.3) %s', (entry, refused, trustsIpv4) => {
    if (refused) {
      expect(() => parseTrustedProxies(entry)).toThrow(
        `TRUST_PROXY entry '${entry}' also covers every IPv4 address (IPv4 peers are compared as ::ffff:a.b.c.d)`,
      )
      return
    }
    const proxies = parseTrustedProxies(entry)
    expect(proxies.contains('10.1.2.3')).toBe(trustsIpv4)
    expect(proxies.contains('::ffff:10.1.2.3')).toBe(trustsIpv4)
  })

  it('the same entries beside a good one: the whole setting is refused, naming the bad entry', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, ::1/64')).toThrow("TRUST_PROXY entry '::1/64'")
    expect(parseTrustedProxies('10.0.0.0/8, fd00::/8').contains('192.0.2.1')).toBe(false)
  })
})

describe('X-Forwarded-For entries as proxies write them', () => {
  // Class: an entry that names an address in another spelling (a port, brackets, quotes) is that address, so each
  // client keeps its own bucket; an entry naming none ends the walk at the trusted proxy that wrote it.
  const proxies = parseTrustedProxies('10.0.0.0/8, fd00::/8')
  const table: [entry: string, client: string][] = [
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:5678', '203.0.113.7'],
    ['203.0.113.7:0', '203.0.113.7'],
    ['203.0.113.7:65535', '203.0.113.7'],
    [' 203.0.113.7:443 ', '203.0.113.7'],
    ['"203.0.113.7:443"', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['[::ffff:203.0.113.7]:80', '203.0.113.7'],
    ['2001:db8:0:12::1', '2001:db8:0:12::/64'],
    ['[2001:db8:0:12::1]', '2001:db8:0:12::/64'],
    ['[2001:db8:0:12::1]:443', '2001:db8:0:12::/64'],
    ['"[2001:db8:0:12::1]:443"', '2001:db8:0:12::/64'],
    // No address in it: the trusted proxy that wrote it (the socket peer here) is the client.
    ['unknown', '10.0.0.1'],
    ['_hidden', '10.0.0.1'],
    ['203.0.113.7:65536', '10.0.0.1'],
    ['203.0.113.7:port', '10.0.0.1'],
    ['203.0.113.7:', '10.0.0.1'],
    ['[203.0.113.7]', '10.0.0.1'],
    ['[2001:db8::1', '10.0.0.1'],
    ['2001:db8::1]:443', '10.0.0.1'],
    ['[2001:db8::1]:', '10.0.0.1'],
    ['999.0.113.7', '10.0.0.1'],
    ['proxy.internal', '10.0.0.1'],
  ]
  it.each(table)('%j → %s', (entry, client) => {
    expect(clientAddress(fromPeer('10.0.0.1', entry), proxies)).toBe(client)
  })

  it('walking leftwards: a trusted proxy written with a port is passed, and what lies left of junk is never read', () => {
    expect(clientAddress(fromPeer('10.0.0.1', '203.0.113.7:1111, 10.0.0.2:2222'), proxies)).toBe('203.0.113.7')
    expect(clientAddress(fromPeer('10.0.0.1', '203.0.113.7, [fd00::2]:443'), proxies)).toBe('203.0.113.7')
    expect(clientAddress(fromPeer('10.0.0.1', '203.0.113.7, unknown, 10.0.0.2'), proxies)).toBe('10.0.0.2')
    // A peer that is not a trusted proxy: whatever it wrote is its own invention.
    expect(clientAddress(fromPeer('198.51.100.9', '203.0.113.7:1'), proxies)).toBe('198.51.100.9')
  })
  it('any address, written bare, with a port, bracketed or quoted, behind trusted proxies written with ports, is the client', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const address = fc.oneof(fc.ipV4(), fc.ipV6()).filter((text) => !proxies.contains(text))
    const written = fc.record({
      address,
      port: fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }),
      quoted: fc.boolean(),
      bracketed: fc.boolean(),
      proxyPorts: fc.array(fc.option(fc.integer({ min: 0, max: 65535 }), { nil: undefined }), { maxLength: 3 }),
    })
    fc.assert(
      fc.property(written, ({ address: client, port, quoted, bracketed, proxyPorts }) => {
        const ipv6 = client.includes(':')
        const host = ipv6 && (bracketed || port !== undefined) ? `[${client}]` : client
        const entry = `${host}${port === undefined ? '' : `:${port}`}`
        const hops = proxyPorts.map(
          (hopPort, index) => `10.0.0.${index + 2}${hopPort === undefined ? '' : `:${hopPort}`}`,
        )
        const header = [quoted ? `"${entry}"` : entry, ...hops].join(', ')
        return clientAddress(fromPeer('10.0.0.1', header), proxies) === rateLimitKey(client)
      }),
      runParameters(),
    )
  })
})
