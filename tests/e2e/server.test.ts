import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Route, Router, Switch } from 'wouter'
import { request as httpRequest } from 'node:http'
import { spawn } from 'node:child_process'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { ACCOUNT_VARIANT_DIR, VARIANT_ACCOUNT } from '../../server/accountPage.ts'
import { precompressFolder } from '../../server/precompress.ts'
import { ACCOUNT_COOKIE, shortenAddress } from '../../src/wallet/index.ts'
import { startStaticServer, type RunningServer } from '../../server/static.ts'
import { repoRoot } from './harness/index.ts'
import { runParameters } from '../unit/properties/propertyRuns.ts'

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** Raw HTTP (fetch would decompress and hide content-encoding). */
function get(
  url: string,
  options: { method?: string; headers?: Record<string, string>; path?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: options.path ?? target.pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const indexHtml = '<!doctype html><title>app</title>'
const script = `export const big = ${JSON.stringify('x'.repeat(4000))}\n`
let root: string
let server: RunningServer

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-'))
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), indexHtml)
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(root, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n')
  await precompressFolder(root)
  // Added after the build's compression step: served as it is, never compressed per request.
  writeFileSync(join(root, 'assets', 'late-def456.js'), script)
  server = await startStaticServer({
    root,
    routes: [
      (request, response, url) => {
        if (url.pathname !== '/api/nonce') return false
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ method: request.method, nonce: 'n1' }))
        return true
      },
      (_request, _response, url) => {
        if (url.pathname === '/api/boom') throw new Error('route failed')
        return false
      },
    ],
  })
})

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('prerendered pages', () => {
  let pagesRoot: string
  let pagesServer: RunningServer
  beforeAll(async () => {
    pagesRoot = mkdtempSync(join(tmpdir(), 'static-pages-'))
    mkdirSync(join(pagesRoot, 'assets'))
    for (const name of ['index', 'stake', '404']) writeFileSync(join(pagesRoot, `${name}.html`), `<p>${name}</p>`)
    // One page for a family of paths (/token/<id>), and its returning visitor's variant.
    mkdirSync(join(pagesRoot, 'token'))
    writeFileSync(join(pagesRoot, 'token', '[id].html'), '<p>token</p>')
    mkdirSync(join(pagesRoot, ACCOUNT_VARIANT_DIR, 'token'), { recursive: true })
    writeFileSync(
      join(pagesRoot, ACCOUNT_VARIANT_DIR, 'token', '[id].html'),
      `<p>token</p><span data-account="${shortenAddress(VARIANT_ACCOUNT)}">${shortenAddress(VARIANT_ACCOUNT)}</span>`,
    )
    // The pages as prerendered for a returning visitor: the stand-in account's short address in the header.
    mkdirSync(join(pagesRoot, ACCOUNT_VARIANT_DIR), { recursive: true })
    for (const name of ['index', 'stake', '404'])
      writeFileSync(
        join(pagesRoot, ACCOUNT_VARIANT_DIR, `${name}.html`),
        `<p>${name}</p><span data-account="${shortenAddress(VARIANT_ACCOUNT)}">${shortenAddress(VARIANT_ACCOUNT)}</span>`,
      )
    pagesServer = await startStaticServer({ root: pagesRoot })
  })
  afterAll(async () => {
    await pagesServer?.close()
    rmSync(pagesRoot, { recursive: true, force: true })
  })

  it("answers a route with its page's HTML and an unknown path with the 404 page and status", async () => {
    for (const [path, status, body] of [
      ['/', 200, 'index'],
      ['/stake', 200, 'stake'],
      ['/stake/', 200, 'stake'],
      ['/nope', 404, '404'],
      ['/token/7', 200, 'token'],
      ['/token/7/', 200, 'token'],
      ['/token/abc', 200, 'token'],
      ['/token', 404, '404'],
      ['/token/7/x', 404, '404'],
      ['/stake/7', 404, '404'],
      ['/index', 404, '404'],
    ] as const) {
      const reply = await get(`${pagesServer.url}${path}`)
      expect(reply.status, path).toBe(status)
      expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(reply.body.toString(), path).toBe(`<p>${body}</p>`)
    }
    const missing = await get(`${pagesServer.url}/assets/gone-123.js`)
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe('Not found')
  })

  it("sends the page the app's router shows at the path: encoded slashes, repeated slashes and dot segments included", async () => {
    // The router (wouter) matches the path the browser holds, decoded by decodeURI ('%2F' stays), one trailing slash
    // at most: the prerendered page the server sends must be that page, or hydration takes over another page's HTML.
    const routerPage = (path: string) =>
      renderToStaticMarkup(
        createElement(Router, {
          ssrPath: new URL(`http://localhost${path}`).pathname,
          // biome-ignore lint/correctness/noChildrenProp: Router's props type requires children among the props
          children: createElement(
            Switch,
            null,
            createElement(Route, { path: '/' }, 'index'),
            createElement(Route, { path: '/stake' }, 'stake'),
            createElement(Route, { path: '/token/:id' }, 'token'),
            createElement(Route, null, '404'),
          ),
        }),
      )
    const segment = fc.constantFrom(
      ...['token', 'stake', 'index', '7', '%37', '%74oken', '%2F', 'a%2Fb', '..%2Fstake', '%2E%2E', '.', '..'],
      ...['a%5Cb', '%5Bid%5D', '[id]', '_account', '%2Fstake', 'stake%2F', 'token%2F7', ''],
    )
    const path = fc
      .tuple(fc.array(segment, { maxLength: 3 }), fc.constantFrom('', '/', '//'))
      .map(([segments, end]) => `/${segments.join('/')}${end}`)
    await fc.assert(
      fc.asyncProperty(path, async (path) => {
        const reply = await get(pagesServer.url, { path })
        const html = /^<p>(\w+)<\/p>$/.exec(reply.body.toString())?.[1]
        // A missing file (a dot in the last segment) is a plain 404 the app never runs on.
        if (html === undefined) return void expect(reply.body.toString(), path).toBe('Not found')
        expect(html, path).toBe(routerPage(path))
      }),
      // Each case is a request: 2,000 cover the few hundred shapes these segments make.
      runParameters(2_000),
    )
  })

  describe('a returning visitor (the account cookie)', () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const named = (name: string) => `<p>${name}</p><span data-account="0xf3…2266">0xf3…2266</span>`

    it('gets each page as prerendered for an account, naming theirs, compressed for this response only', async () => {
      for (const [path, status, name] of [
        ['/', 200, 'index'],
        ['/stake', 200, 'stake'],
        ['/nope', 404, '404'],
        ['/token/7', 200, 'token'],
      ] as const) {
        const cookie = `theme=dark; ${ACCOUNT_COOKIE}=${account}`
        const plain = await get(`${pagesServer.url}${path}`, { headers: { cookie } })
        expect(plain.status, path).toBe(status)
        expect(plain.body.toString(), path).toBe(named(name))
        expect(plain.headers['content-encoding'], path).toBeUndefined()
        expect(plain.headers['cache-control'], path).toBe('private, no-cache')
        expect(plain.headers.vary, path).toBe('accept-encoding, cookie')
        const br = await get(`${pagesServer.url}${path}`, { headers: { cookie, 'accept-encoding': 'gzip, br' } })
        expect(br.headers['content-encoding'], path).toBe('br')
        expect(brotliDecompressSync(br.body).toString(), path).toBe(named(name))
        const gzip = await get(`${pagesServer.url}${path}`, { headers: { cookie, 'accept-encoding': 'gzip' } })
        expect(gunzipSync(gzip.body).toString(), path).toBe(named(name))
      }
    })

    it('gets the plain page for a cookie that is not one 20-byte address, and the page still varies by cookie', async () => {
      for (const cookie of [
        `${ACCOUNT_COOKIE}=0x1234`,
        `${ACCOUNT_COOKIE}=${account}<script>`,
        `${ACCOUNT_COOKIE}=${account}; ${ACCOUNT_COOKIE}=0x${'1'.repeat(40)}`,
        `other_${ACCOUNT_COOKIE}=${account}`,
      ]) {
        const reply = await get(`${pagesServer.url}/stake`, { headers: { cookie } })
        expect(reply.body.toString(), cookie).toBe('<p>stake</p>')
        expect(reply.headers['cache-control'], cookie).toBe('no-cache')
        expect(reply.headers.vary, cookie).toBe('accept-encoding, cookie')
      }
    })

    it('never serves a variant for what is not a page route, and never the variants themselves, however spelled', async () => {
      const cookie = `${ACCOUNT_COOKIE}=${account}`
      const dir = ACCOUNT_VARIANT_DIR
      const spellings = [
        `/${dir}/stake.html`,
        `/${dir.toUpperCase()}/stake.html`,
        `/${dir}./stake.html`,
        `//${dir}/stake.html`,
      ]
      const withAndWithout: Record<string, string>[] = [{ cookie }, {}]
      for (const path of spellings) {
        for (const headers of withAndWithout) {
          const variant = await get(`${pagesServer.url}${path}`, { headers })
          expect(variant.status, path).toBe(404)
          expect(variant.body.toString(), path).not.toContain(shortenAddress(VARIANT_ACCOUNT))
        }
      }
      const missing = await get(`${pagesServer.url}/assets/gone-123.js`, { headers: { cookie } })
      expect(missing.status).toBe(404)
    })
  })
})

describe('static server', () => {
  it('serves index.html at / with no-cache', async () => {
    const reply = await get(`${server.url}/`)
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(reply.headers['cache-control']).toBe('no-cache')
    expect(reply.body.toString()).toBe(indexHtml)
  })

  it('answers with the precompressed Brotli or gzip file the client accepts and caches assets for a year', async () => {
    const brotli = await get(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(brotli.status).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers.vary).toBe('accept-encoding')
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
    expect(brotli.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script)

    const zipped = await get(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.body).toString()).toBe(script)
    const brRefused = await get(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br;q=0, *' } })
    expect(brRefused.headers['content-encoding']).toBe('gzip')

    const plain = await get(`${server.url}/assets/index-abc123.js`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding')
    expect(plain.body.toString()).toBe(script)
  })

  it('never compresses per request: a text file without precompressed siblings goes out as it is', async () => {
    const reply = await get(`${server.url}/assets/late-def456.js`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.body.toString()).toBe(script)
  })

  it('does not gzip images and sets their type', async () => {
    const reply = await get(`${server.url}/assets/logo.png`, { headers: { 'accept-encoding': 'gzip' } })
    expect(reply.headers['content-type']).toBe('image/png')
    expect(reply.headers['content-encoding']).toBeUndefined()
  })

  it('falls back to index.html for client routes, 404s for missing files with an extension', async () => {
    for (const path of ['/mint', '/collection/', '/comingSoon']) {
      const reply = await get(`${server.url}${path}`)
      expect(reply.status, path).toBe(200)
      expect(reply.body.toString(), path).toBe(indexHtml)
    }
    const missing = await get(`${server.url}/assets/missing-123.js`)
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).toBe('Not found')
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get(`${server.url}/robots.txt`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe('14')
    expect(head.body.length).toBe(0)
    const post = await get(`${server.url}/`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.allow).toBe('GET, HEAD')
  })

  it('never serves files outside its root and rejects malformed paths', async () => {
    writeFileSync(join(root, '..', 'secret-outside.txt'), 'secret')
    for (const path of [
      '/../secret-outside.txt',
      '/%2e%2e/secret-outside.txt',
      '/assets/..%2f..%2fsecret-outside.txt',
    ]) {
      const reply = await get(server.url, { path })
      expect(reply.body.toString(), path).not.toContain('secret')
      expect(reply.status, path).toBe(404)
    }
    rmSync(join(root, '..', 'secret-outside.txt'))
    expect((await get(server.url, { path: '/%E0%A4%A' })).status).toBe(400)
    expect((await get(server.url, { path: '/a%00b' })).status).toBe(400)
  })

  it('lets routes answer first (any method) and turns a failing route into a 500', async () => {
    const nonce = await get(`${server.url}/api/nonce`, { method: 'POST' })
    expect(nonce.status).toBe(200)
    expect(JSON.parse(nonce.body.toString())).toEqual({ method: 'POST', nonce: 'n1' })
    const boom = await get(`${server.url}/api/boom`)
    expect(boom.status).toBe(500)
    expect(boom.body.toString()).toBe('Internal server error')
  })
})

function startServe(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'server/serve.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, output, exited }
}

describe('npm run serve', () => {
  it('serves DIST_DIR on PORT and stops on SIGTERM', async () => {
    const serve = startServe({ PORT: '0', DIST_DIR: root })
    try {
      let url: string | undefined
      for (let attempt = 0; attempt < 300 && !url; attempt++) {
        url = /at (http:\/\/\S+?)\/\n/.exec(serve.output.stdout)?.[1]
        if (!url) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(url, serve.output.stderr).toBeDefined()
      const reply = await get(`${url}/mint`)
      expect(reply.status).toBe(200)
      expect(reply.body.toString()).toBe(indexHtml)
      serve.child.kill('SIGTERM')
      expect(await serve.exited).toBe(0)
    } finally {
      if (serve.child.exitCode === null) serve.child.kill('SIGKILL')
    }
  })

  it('refuses an invalid PORT with a clear message', async () => {
    const serve = startServe({ PORT: 'eighty' })
    expect(await serve.exited).toBe(1)
    expect(serve.output.stderr).toContain("serve: PORT must be an integer from 0 to 65535, got 'eighty'")
  })

  it('says to build first when there is no build', async () => {
    const serve = startServe({ PORT: '0', DIST_DIR: join(root, 'no-such-build') })
    expect(await serve.exited).toBe(1)
    expect(serve.output.stderr).toContain('no-such-build/index.html not found: run `npm run build` first')
  })
})
