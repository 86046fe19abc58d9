import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eagerFromIndexHtml, listJsFiles } from '../../scripts/bench/distFiles.ts'
import { checkHeaderGraph } from '../../scripts/bench/headerGraph.ts'
import { budgetGzipBytes, formatReport, idleHintBudgetGzipBytes, summarise } from '../../scripts/bench/report.ts'
import { sizeOf } from '../../scripts/bench/sizes.ts'
import { firstLoadByModule, firstLoadBySource, moduleName, sourceOf } from '../../scripts/bench/sources.ts'
import { walletConnectEvidence } from '../../scripts/bench/walletConnect.ts'

// The bench's pieces on fixtures; `npm run bench` itself runs them on the real build.
let dist: string

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'bench-dist-'))
  mkdirSync(join(dist, 'assets', 'nested'), { recursive: true })
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" href="/assets/index-c3.css">
      <script src="/legacy.js"></script>
    </head>`,
  )
  for (const file of ['assets/index-a1.js', 'assets/react-b2.js', 'assets/nested/lazy-d4.js', 'legacy.js'])
    writeFileSync(join(dist, file), 'x')
  writeFileSync(join(dist, 'assets', 'index-c3.css'), 'body{}')
})

afterAll(() => rmSync(dist, { recursive: true, force: true }))

describe('bench', () => {
  it('reads the eager module scripts and modulepreloads of index.html, not styles or classic scripts', async () => {
    expect(await eagerFromIndexHtml(dist)).toEqual(['/assets/index-a1.js', '/assets/react-b2.js'])
  })

  it('lists every emitted JS file as a URL path', async () => {
    expect(await listJsFiles(dist)).toEqual([
      '/assets/index-a1.js',
      '/assets/nested/lazy-d4.js',
      '/assets/react-b2.js',
      '/legacy.js',
    ])
  })

  it('finds WalletConnect SDK code by bundled module, content marker or chunk name, not by the option label', () => {
    const sdk = ['/repo/src/main.tsx', '/repo/node_modules/@walletconnect/core/dist/index.js']
    expect(walletConnectEvidence('assets/index.js', '', sdk)).toBe('bundles @walletconnect/core/dist/index.js')
    expect(walletConnectEvidence('assets/index.js', 'const r="wss://relay.walletconnect.org"')).toBe(
      "contains 'relay.walletconnect.'",
    )
    expect(walletConnectEvidence('assets/walletConnect-x1.js', '')).toBe('chunk name')
    expect(
      walletConnectEvidence('assets/index.js', '{name:"WalletConnect",id:"walletConnect"}', [
        '/repo/src/wallet/options.ts',
      ]),
    ).toBeUndefined()
  })

  it('measures gzip level 9 and Brotli quality 11 per file', () => {
    const body = Buffer.from('a'.repeat(10_000))
    const size = sizeOf(body)
    expect(size.raw).toBe(10_000)
    expect(size.gzip).toBeGreaterThan(20)
    expect(size.gzip).toBeLessThan(100)
    expect(size.brotli).toBeGreaterThan(0)
    expect(size.brotli).toBeLessThan(size.gzip)
  })

  it('passes under budget, fails over it or with WalletConnect fetched, and lists lazy chunks', () => {
    const emitted = [
      { file: '/assets/index.js', raw: 300_000, gzip: 90_000, brotli: 78_000 },
      { file: '/assets/wc.js', raw: 500_000, gzip: 144_000, brotli: 120_000, walletConnect: 'chunk name' },
    ]
    const under = summarise('http://x/', [emitted[0]!], [emitted[0]!], emitted, [])
    expect(under.ok).toBe(true)
    expect(under.lazy.files.map((file) => file.file)).toEqual(['/assets/wc.js'])
    expect(formatReport(under)).toContain('first load: 90.0 kB gzip / 100 kB budget; 78.0 kB brotli')
    expect(formatReport(under)).toMatch(/\/assets\/wc\.js \[WalletConnect\] +500000 +144000 +144\.0 kB +120\.0 kB/)
    expect(formatReport(under)).toMatch(/OK$/)

    const over = summarise(
      'http://x/',
      [{ file: '/assets/index.js', raw: 1, gzip: budgetGzipBytes + 1, brotli: budgetGzipBytes + 1 }],
      [],
      emitted,
      [],
    )
    expect(over.ok).toBe(false)
    expect(formatReport(over)).toContain('FAIL: first-load JavaScript is over budget')

    const withWc = summarise('http://x/', emitted, [], emitted, [{ file: '/assets/wc.js', evidence: 'chunk name' }])
    expect(withWc.ok).toBe(false)
    expect(formatReport(withWc)).toContain(
      'FAIL: WalletConnect code fetched before any click: /assets/wc.js (chunk name)',
    )
  })

  it('groups modules by npm package or app folder', () => {
    const root = '/repo/'
    expect(sourceOf('/repo/node_modules/react-dom/cjs/react-dom.production.js', root)).toBe('react-dom')
    expect(sourceOf('/repo/node_modules/.pnpm/x/node_modules/@noble/hashes/sha3.js?commonjs', root)).toBe(
      '@noble/hashes',
    )
    expect(sourceOf('/repo/src/wallet/store/createWallet.ts', root)).toBe('src/wallet')
    expect(sourceOf('\0rolldown/runtime.js', root)).toBe('(bundler runtime)')
  })

  it("splits a file's gzip size by its modules' minified length (else rendered length), by module and by source", () => {
    const root = '/repo/'
    expect(moduleName('/repo/node_modules/react-dom/cjs/react-dom-client.production.js', root)).toBe(
      'react-dom/cjs/react-dom-client.production.js',
    )
    expect(moduleName('/repo/src/ui/App.tsx?used', root)).toBe('src/ui/App.tsx')
    expect(moduleName('\0rolldown/runtime.js', root)).toBe('rolldown/runtime.js')
    const chunkModules = new Map([
      [
        'assets/startup-a.js',
        [
          // Long before minification, short after: the minified length decides.
          { id: '/repo/src/ui/App.tsx', renderedLength: 900, minifiedLength: 100 },
          { id: '/repo/node_modules/wouter/src/index.js', renderedLength: 300, minifiedLength: 300 },
        ],
      ],
      ['assets/home-b.js', [{ id: '/repo/src/ui/home/HomePage.tsx', renderedLength: 50 }]],
    ])
    const firstLoad = [
      { file: '/assets/startup-a.js', raw: 0, gzip: 800, brotli: 800 },
      { file: '/assets/home-b.js', raw: 0, gzip: 120, brotli: 120 },
      { file: '/assets/unknown.js', raw: 0, gzip: 10, brotli: 10 },
    ]
    expect(firstLoadByModule(firstLoad, chunkModules, root)).toEqual([
      { module: 'wouter/src/index.js', file: '/assets/startup-a.js', gzip: 600 },
      { module: 'src/ui/App.tsx', file: '/assets/startup-a.js', gzip: 200 },
      { module: 'src/ui/home/HomePage.tsx', file: '/assets/home-b.js', gzip: 120 },
      { module: '(unattributed)', file: '/assets/unknown.js', gzip: 10 },
    ])
    expect(firstLoadBySource(firstLoad, chunkModules, root)).toEqual([
      { source: 'wouter', gzip: 600 },
      { source: 'src/ui', gzip: 320 },
      { source: '(unattributed)', gzip: 10 },
    ])
  })

  it('reports idle hints apart from the first load and fails them over their own budget', () => {
    const entry = { file: '/assets/startup.js', raw: 1, gzip: 80_000, brotli: 80_000 }
    const hint = { file: '/assets/connect.js', raw: 1, gzip: 30_000, brotli: 30_000 }
    const within = summarise('http://x/', [entry], [entry], [entry, hint], [], { idleHints: [hint] })
    expect(within.ok).toBe(true)
    expect(within.firstLoad.total.gzip).toBe(80_000)
    expect(within.lazy.files).toEqual([])
    expect(formatReport(within)).toContain('idle hints: 30.0 kB gzip / 40 kB budget')

    const heavy = { ...hint, gzip: idleHintBudgetGzipBytes + 1 }
    const over = summarise('http://x/', [entry], [entry], [entry, heavy], [], { idleHints: [heavy] })
    expect(over.ok).toBe(false)
    expect(formatReport(over)).toContain('FAIL: idle hints are over their budget')
  })

  it("fails when the connected header's chunks hold viem's clients or signature crypto, not for keccak", () => {
    const chunkModules = new Map([
      ['assets/connect.js', [{ id: '/repo/src/ui/shell/ConnectedControl.tsx', renderedLength: 1 }]],
      ['assets/utils.js', [{ id: '/repo/node_modules/@noble/hashes/esm/sha3.js', renderedLength: 1 }]],
      ['assets/client.js', [{ id: '/repo/node_modules/viem/_esm/clients/transports/http.js', renderedLength: 1 }]],
      ['assets/curves.js', [{ id: '/repo/node_modules/@noble/curves/esm/secp256k1.js', renderedLength: 1 }]],
    ])
    const light = checkHeaderGraph(chunkModules, new Map([['assets/connect.js', ['assets/utils.js']]]))
    expect(light).toEqual({
      chunk: 'assets/connect.js',
      chunks: ['assets/connect.js', 'assets/utils.js'],
      offending: [],
    })

    const heavy = checkHeaderGraph(
      chunkModules,
      new Map([
        ['assets/connect.js', ['assets/utils.js', 'assets/client.js']],
        ['assets/client.js', ['assets/curves.js']],
      ]),
    )
    expect(heavy.offending.map((hit) => hit.label)).toEqual([
      "viem's clients and transports",
      'signature crypto (@noble/curves)',
    ])
    const entry = { file: '/assets/startup.js', raw: 1, gzip: 1, brotli: 1 }
    const result = summarise('http://x/', [entry], [entry], [entry], [], { header: heavy })
    expect(result.ok).toBe(false)
    expect(formatReport(result)).toContain("FAIL: the connected header's chunks include viem's clients and transports")

    const missing = checkHeaderGraph(new Map(), new Map())
    expect(summarise('http://x/', [entry], [entry], [entry], [], { header: missing }).ok).toBe(false)
  })
})
