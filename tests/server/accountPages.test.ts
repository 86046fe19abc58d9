/**
 * Pages for a returning visitor's account cookie (server/static.ts, accountPage.ts, accountPageCache.ts): served
 * only through the cookie on a page route, never by a request for the variants' folder, and compressed once per
 * page, address and coding.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAccountPageCache } from '../../server/accountPageCache.ts'
import { shortenAddress } from '../../src/wallet/index.ts'
import { VARIANT_ACCOUNT } from '../../server/accountPage.ts'
import { startStaticServer, type RunningServer } from '../../server/static.ts'
import { alice, bob, send } from './helpers/siwe.ts'

const brotliCalls = vi.hoisted(() => ({ count: 0 }))
vi.mock('node:zlib', async (importOriginal) => {
  const zlib = await importOriginal<typeof import('node:zlib')>()
  return {
    ...zlib,
    brotliCompressSync: (...args: Parameters<typeof zlib.brotliCompressSync>) => {
      brotliCalls.count++
      return zlib.brotliCompressSync(...args)
    },
  }
})

const MARK = 'variant-only'
// About the size of a real prerendered page (25 kB), so that compressing it costs what it costs in production.
const filler = Array.from({ length: 600 }, (_, index) => `<p class="row-${index}">Stake ${index} STK for 30 days</p>`)
const page = (title: string, header: string) =>
  `<!doctype html><title>${title}</title><header>${header}</header>${filler.join('')}`
let root: string
let server: RunningServer

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'account-pages-'))
  mkdirSync(join(root, '_account'))
  writeFileSync(join(root, 'index.html'), page('home', 'Connect Wallet'))
  writeFileSync(join(root, 'stake.html'), page('stake', 'Connect Wallet'))
  writeFileSync(join(root, '404.html'), page('not found', 'Connect Wallet'))
  for (const name of ['index.html', 'stake.html'])
    writeFileSync(join(root, '_account', name), page(name, `${MARK} ${shortenAddress(VARIANT_ACCOUNT)}`))
  writeFileSync(join(root, '_account', 'index.html.br'), MARK)
  server = await startStaticServer({ root })
})

afterAll(async () => {
  await server?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

const cookieOf = (address: string) => ({ cookie: `wallet_account=${address}` })

describe('the variants folder (/_account/) is reached only through the cookie', () => {
  // Class: a request path that resolves into the build's _account/ folder, however it is spelt, serves a variant
  // without the cookie rule. Members: the folder's files and their neighbours in case, escapes, slashes and dots.
  const paths = [
    '/_account/index.html',
    '/_account/stake.html',
    '/_account/index.html.br',
    '/_account/',
    '/_account',
    '/_account/stake',
    '/_account/index.html?x=1',
    '/_ACCOUNT/index.html',
    '/_Account/stake.html',
    '/%5Faccount/index.html',
    '/%5faccount/index.html',
    '/%5F%61ccount/index.html',
    '/_account%2Findex.html',
    '/_account%2fstake.html',
    '//_account/index.html',
    '///_account//index.html',
    '/./_account/index.html',
    '/%2e/_account/index.html',
    '/x/../_account/index.html',
    '/x/%2e%2e/_account/index.html',
    '/%2F_account/index.html',
    '/_account/./index.html',
    '/_account./index.html',
    '/_account%20/index.html',
    '/_account\\index.html',
    '/_account%5Cindex.html',
  ]
  it.each(paths)('%s → 404, without and with a valid account cookie', async (path) => {
    for (const headers of [{}, cookieOf(alice.address), { ...cookieOf(alice.address), 'accept-encoding': 'br' }]) {
      const reply = await send(`${server.url}${path}`, { headers })
      expect(reply.status, `${path} ${JSON.stringify(headers)}`).toBe(404)
      expect(reply.body).not.toContain(MARK)
    }
  })

  it('the cookie on a page route still gets the variant, with the visitor’s address', async () => {
    for (const path of ['/', '/stake']) {
      const reply = await send(`${server.url}${path}`, { headers: cookieOf(alice.address) })
      expect(reply.status).toBe(200)
      expect(reply.body).toContain(`${MARK} ${shortenAddress(alice.address)}`)
      expect(reply.headers['cache-control']).toBe('private, no-cache')
    }
    expect((await send(`${server.url}/stake`)).body).not.toContain(MARK)
  })
})

describe('account pages are compressed once per page, address and coding', () => {
  it('100 requests of two pages for two addresses: four Brotli passes; the answers decode to their pages', async () => {
    const { brotliDecompressSync } = await vi.importActual<typeof import('node:zlib')>('node:zlib')
    const before = brotliCalls.count
    const agent = new Agent({ keepAlive: true })
    for (let index = 0; index < 100; index++) {
      const account = index % 2 === 0 ? alice : bob
      const path = index % 4 < 2 ? '/' : '/stake'
      const reply = await fetchBuffer(
        `${server.url}${path}`,
        { ...cookieOf(account.address), 'accept-encoding': 'br' },
        agent,
      )
      expect(reply.encoding).toBe('br')
      expect(brotliDecompressSync(reply.body).toString()).toContain(`${MARK} ${shortenAddress(account.address)}`)
    }
    agent.destroy()
    expect(brotliCalls.count - before).toBe(4)
  })

  it('request cost, one address again and again (cached) against a new address each time (a Brotli pass each, as before)', async () => {
    const agent = new Agent({ keepAlive: true })
    // CPU time of this process (server and client both), less swayed by a busy machine than the wall clock.
    const timed = async (addressOf: (index: number) => string) => {
      const started = process.cpuUsage()
      for (let index = 0; index < 200; index++)
        await fetchBuffer(`${server.url}/stake`, { ...cookieOf(addressOf(index)), 'accept-encoding': 'br' }, agent)
      const { user, system } = process.cpuUsage(started)
      return (user + system) / 1000 / 200
    }
    const fresh = (index: number) => `0x${(index + 1).toString(16).padStart(40, '0')}`
    await timed(() => alice.address) // warm-up
    const uncached = await timed(fresh)
    const cached = await timed(() => alice.address)
    const plain = await timed(() => 'none')
    agent.destroy()
    console.log(
      `account page GET /stake (br), CPU ms per request: ${uncached.toFixed(3)} compressed per request → ${cached.toFixed(3)} cached (the page without a cookie: ${plain.toFixed(3)})`,
    )
    expect(cached).toBeLessThan(uncached)
  })

  it('the cache is bounded in entries and bytes, least recently used out first', () => {
    const cache = createAccountPageCache(3, 100)
    for (const key of ['a', 'b', 'c']) cache.set(key, Buffer.alloc(10))
    cache.get('a')
    cache.set('d', Buffer.alloc(10))
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')].map(Boolean)).toEqual([
      true,
      false,
      true,
      true,
    ])
    cache.set('e', Buffer.alloc(90))
    expect(cache.size()).toEqual({ entries: 2, bytes: 100 })
    cache.set('f', Buffer.alloc(101))
    expect(cache.get('f')).toBeUndefined()
    expect(cache.size().bytes).toBeLessThanOrEqual(100)
  })
})

function fetchBuffer(url: string, headers: Record<string, string>, agent: Agent) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    import('node:http').then(({ get }) => {
      get(url, { headers, agent }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      }).on('error', reject)
    }, reject)
  })
}
