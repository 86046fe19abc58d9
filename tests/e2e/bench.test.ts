import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eagerFromIndexHtml, listJsFiles } from '../../scripts/bench/distFiles.ts'
import { budgetGzipBytes, formatReport, summarise } from '../../scripts/bench/report.ts'
import { sizeOf } from '../../scripts/bench/sizes.ts'
import { firstLoadBySource, sourceOf } from '../../scripts/bench/sources.ts'
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

  it('measures gzip level 9 per file', () => {
    const body = Buffer.from('a'.repeat(10_000))
    const size = sizeOf(body)
    expect(size.raw).toBe(10_000)
    expect(size.gzip).toBeGreaterThan(20)
    expect(size.gzip).toBeLessThan(100)
  })

  it('passes under budget, fails over it or with WalletConnect fetched, and lists lazy chunks', () => {
    const emitted = [
      { file: '/assets/index.js', raw: 300_000, gzip: 90_000 },
      { file: '/assets/wc.js', raw: 500_000, gzip: 144_000, walletConnect: 'chunk name' },
    ]
    const under = summarise('http://x/', [emitted[0]!], [emitted[0]!], emitted, [])
    expect(under.ok).toBe(true)
    expect(under.lazy.files.map((file) => file.file)).toEqual(['/assets/wc.js'])
    expect(formatReport(under)).toContain('first load: 90.0 kB gzip / 110 kB budget')
    expect(formatReport(under)).toMatch(/\/assets\/wc\.js \[WalletConnect\] +500000 +144000 +144\.0 kB/)
    expect(formatReport(under)).toMatch(/OK$/)

    const over = summarise(
      'http://x/',
      [{ file: '/assets/index.js', raw: 1, gzip: budgetGzipBytes + 1 }],
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

  it("groups modules by npm package or app folder and splits each chunk's gzip size by rendered length", () => {
    const root = '/repo/'
    expect(sourceOf('/repo/node_modules/react-dom/cjs/react-dom.production.js', root)).toBe('react-dom')
    expect(sourceOf('/repo/node_modules/.pnpm/x/node_modules/@noble/hashes/sha3.js?commonjs', root)).toBe(
      '@noble/hashes',
    )
    expect(sourceOf('/repo/src/wallet/store/createWallet.ts', root)).toBe('src/wallet')
    expect(sourceOf('\0rolldown/runtime.js', root)).toBe('(bundler runtime)')

    const chunkModules = new Map([
      [
        'assets/index-a.js',
        [
          { id: '/repo/node_modules/react-dom/index.js', renderedLength: 300 },
          { id: '/repo/src/ui/App.tsx', renderedLength: 100 },
        ],
      ],
      ['assets/page-b.js', [{ id: '/repo/src/ui/HomePage.tsx', renderedLength: 50 }]],
    ])
    const firstLoad = [
      { file: '/assets/index-a.js', raw: 0, gzip: 1000 },
      { file: '/assets/page-b.js', raw: 0, gzip: 200 },
      { file: '/assets/unknown.js', raw: 0, gzip: 10 },
    ]
    expect(firstLoadBySource(firstLoad, chunkModules, root)).toEqual([
      { source: 'react-dom', gzip: 750 },
      { source: 'src/ui', gzip: 450 },
      { source: '(unattributed)', gzip: 10 },
    ])
  })
})
