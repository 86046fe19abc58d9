import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { chooseBreakdown, reloadBreakdown } from '../../scripts/bench/interaction/chooseBreakdown.ts'
import { startCountingProxy } from '../../scripts/bench/interaction/countingProxy.ts'
import {
  formatInteraction,
  median,
  medians,
  targetsMet,
  walletConnectMedians,
} from '../../scripts/bench/interaction/summary.ts'
import type { WalletConnectSample } from '../../scripts/bench/interaction/walletConnectJourney.ts'
import { withoutScripts } from '../../scripts/bench/interaction/staticCopy.ts'
import type { IdleResult } from '../../scripts/bench/interaction/idle.ts'
import { idleHintFiles } from '../../scripts/vite/idleHintsPlugin.ts'

const wcSample: WalletConnectSample = {
  chooseToQr: 700,
  chooseRequests: 3,
  chooseBytes: 160_500,
  approveToAddress: 120,
}

// The interaction bench's pieces on fixtures; `npm run bench:interaction` runs them against the real app.
let node: Server
let nodeUrl: string

beforeAll(async () => {
  node = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      response.setHeader('access-control-allow-origin', '*')
      response.setHeader('access-control-allow-headers', 'content-type')
      if (request.method === 'OPTIONS') return response.end()
      const calls = JSON.parse(body) as { id: number } | { id: number }[]
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x1' })
      response.end(JSON.stringify(Array.isArray(calls) ? calls.map(answer) : answer(calls)))
    })
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  nodeUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => node.close(() => resolve())))

const rpc = (method: string) => ({ jsonrpc: '2.0', id: 1, method, params: [] })
const mark = (name: string, startTime: number) => ({ name, entryType: 'mark', startTime, duration: 0 })
const measure = (name: string, startTime: number, duration: number) => ({
  name,
  entryType: 'measure',
  startTime,
  duration,
})

describe('interaction bench', () => {
  it('counts requests, preflights and JSON-RPC calls at the node and passes the answers through', async () => {
    const proxy = await startCountingProxy(nodeUrl)
    try {
      await fetch(proxy.url, { method: 'OPTIONS' })
      const single = await fetch(proxy.url, { method: 'POST', body: JSON.stringify(rpc('eth_blockNumber')) })
      expect(await single.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' })
      await fetch(proxy.url, { method: 'POST', body: JSON.stringify([rpc('eth_call'), rpc('eth_call')]) })
      expect(proxy.traffic()).toEqual({
        requests: 3,
        preflights: 1,
        calls: 3,
        methods: { eth_blockNumber: 1, eth_call: 2 },
      })
      proxy.reset()
      expect(proxy.traffic().requests).toBe(0)
    } finally {
      await proxy.close()
    }
  })

  it("splits choose → address by the app's User Timing entries, from the last pointerdown on", () => {
    const entries = [
      mark('wallet:connect', 500), // an earlier connect, before this pointerdown
      mark('wallet:connect', 1040),
      measure('wallet:request eth_requestAccounts', 1050, 60),
      measure('wallet:request eth_chainId', 1130, 20),
      mark('wallet:connected', 1160),
      mark('header:address', 1230),
      measure('wallet:request eth_blockNumber', 1240, 30), // after the state was written: not the connect's
    ]
    expect(chooseBreakdown(entries, 1000, 1250)).toEqual({
      click: 40,
      wallet: 80,
      module: 40,
      render: 70,
      afterCommit: 20,
    })
    expect(chooseBreakdown(entries.slice(0, 4), 1000, 1250)).toBeUndefined()
  })

  it('splits reload → address from navigation to wallet:reconnect, then as a connect', () => {
    const entries = [
      mark('wallet:reconnect', 700),
      // Asked together: the wallet's time is the span they cover, 705–785.
      measure('wallet:request eth_accounts', 705, 50),
      measure('wallet:request eth_chainId', 706, 79),
      mark('wallet:connected', 800),
      mark('header:address', 840),
    ]
    expect(reloadBreakdown(entries, 850)).toEqual({ click: 700, wallet: 80, module: 20, render: 40, afterCommit: 10 })
    // A connect's marks are not a reconnect's.
    expect(reloadBreakdown([mark('wallet:connect', 700), ...entries.slice(1)], 850)).toBeUndefined()
  })

  it('the static copy keeps the HTML and stylesheets and drops every script', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/startup.js"></script>\n<link rel="stylesheet" href="/assets/a.css">' +
      '<meta name="idle-prefetch" content="/assets/c.js">\n<link rel="modulepreload" crossorigin href="/assets/p.js">\n</head>' +
      '<body><div id="root"><header>Connect Wallet</header></div></body>'
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/a.css"></head><body><div id="root"><header>Connect Wallet</header></div></body>',
    )
  })

  const noCopy = { prerenderedFcp: [1], staticFcp: [1] }
  const idleOf = (visible: IdleResult['visible']): IdleResult => ({
    visible,
    hidden: { ...visible, requests: 0 },
    afterReturn: { requests: 0, preflights: 0, calls: 0, methods: {}, seconds: 5 },
    stake: visible,
  })

  it('takes medians and checks the targets', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(3)
    const journey = {
      fcp: 1000,
      lcp: 1200,
      cls: 0.012,
      connectEnabled: 900,
      clickToList: 250,
      clickRequests: 0,
      clickBytes: 0,
      chooseToAddress: 200,
      chooseParts: { click: 40, wallet: 30, module: 10, render: 90, afterCommit: 30 },
      reloadToAddress: 800,
      reloadToAccountButton: 900,
      reloadParts: { click: 600, wallet: 60, module: 20, render: 90, afterCommit: 30 },
      reloadCls: 0.11,
      reloadShiftSources: ['header.site-header'],
      loadScripting: 450,
      loadBusy: 1200,
      loadEventScripting: 300,
    }
    const figures = medians(
      [
        journey,
        { ...journey, clickToList: 400, loadScripting: 350, reloadCls: 0, reloadShiftSources: [] },
        { ...journey, clickToList: 260 },
      ],
      [{ hoverClickToList: 120 }],
    )
    expect(figures).toMatchObject({
      clickToList: 260,
      chooseToAddress: 200,
      hoverClickToList: 120,
      cls: 0.012,
      reloadCls: 0.11,
      loadScripting: 450,
      loadBusy: 1200,
      loadEventScripting: 300,
    })
    const window = (requests: number, blocks: number, polls = 0, preflights = 0): IdleResult['visible'] => ({
      requests,
      preflights,
      calls: requests,
      methods: polls ? { eth_blockNumber: polls } : {},
      seconds: 60,
      blocks,
    })
    // 15 polls, 2 preflights and one read batch per block: met; one batch more than blocks: missed.
    expect(
      targetsMet({ medians: figures, idle: { ...idleOf(window(48, 30, 15, 2)) }, staticCopy: noCopy }).idleVisible,
    ).toBe(false)
    const idle: IdleResult = {
      visible: window(47, 30, 15, 2),
      hidden: window(1, 30),
      afterReturn: { requests: 2, preflights: 0, calls: 2, methods: {}, seconds: 5 },
      // On /stake, the stakes list's call went out on its own once: one batch more than blocks.
      stake: window(47, 30, 16, 0),
    }
    const staticCopy = { prerenderedFcp: [700, 760, 650], staticFcp: [640, 700, 600] }
    const met = targetsMet({ medians: figures, idle, staticCopy })
    expect(met).toEqual({
      prerenderedFcp: true,
      clickToList: true,
      chooseToAddress: false,
      loadScripting: false,
      reloadCls: false,
      idleVisible: true,
      idleHidden: false,
      idleStake: false,
    })
    expect(
      targetsMet({ medians: figures, idle, staticCopy: { prerenderedFcp: [900], staticFcp: [600] } }).prerenderedFcp,
    ).toBe(false)
    const measured = {
      conditions: {
        network: 'Slow 4G',
        cpuSlowdown: 4,
        runs: 3,
        blockTimeSeconds: 2,
        hiddenTab: 'emulated',
        load: { start: 0.4, end: 3.5, cores: 2 },
      },
      medians: figures,
      samples: {
        journeys: [journey, { ...journey, clickToList: 400, cls: 0 }, { ...journey, clickToList: 260 }],
        hovers: [],
      },
      idle,
      staticCopy,
      walletConnect: {
        medians: walletConnectMedians([wcSample, { ...wcSample, chooseToQr: 900, approveToAddress: 300 }, wcSample]),
        samples: [wcSample, { ...wcSample, chooseToQr: 900, approveToAddress: 300 }, wcSample],
      },
      targetsMet: met,
    }
    const table = formatInteraction(measured)
    expect(table).toMatch(
      /choose WalletConnect → QR shown \(local relay\) +700 ms \(min–max 700–900\), 3 requests, 160\.5 kB/,
    )
    expect(table).toMatch(/wallet approves → address shown \(local relay\) +120 ms \(min–max 120–300\)/)
    const skipped = formatInteraction({
      ...measured,
      walletConnect: { skipped: 'not measured: the QR code did not decode', samples: [] },
    })
    expect(skipped).toMatch(/WalletConnect \(local relay\) +not measured: the QR code did not decode/)
    expect(table).toMatch(/of which by the load event \/ after it .* +300 ms \(min–max 300–300\) \/ 150 ms/)
    expect(table).toMatch(/choose the wallet → address shown +200 ms \(min–max 200–200\) +≤ 150 ms +MISSED/)
    expect(table).toMatch(
      /of which \(medians\) +click handled 40, wallet answers 30, wallet module 10, state → header committed 90, committed → seen 30/,
    )
    expect(table).toMatch(
      /of which \(medians\) +page until reconnect 600, wallet answers 60, wallet module 20, state → header committed 90/,
    )
    expect(table).toMatch(
      /main thread during load: scripting \/ busy +450 ms \(min–max 450–450\) \/ 1200 ms \(min–max 1200–1200\) +scripting ≤ 400 ms +MISSED/,
    )
    expect(table).toMatch(/click → wallet list, no hover +260 ms \(min–max 250–400\), 0 requests/)
    expect(table).toMatch(
      /FCP, prerendered \/ \(static copy, no scripts\) +700 ms \(min–max 650–760\) \/ 640 ms \(600–700\) +≤ \+10 % +met/,
    )
    expect(table).toMatch(/Cumulative Layout Shift +0\.012 \(min–max 0\.000–0\.012\)/)
    expect(table).toMatch(
      /CLS, reload with a saved session +0\.110 \(min–max 0\.110–0\.110\); moved: header\.site-header +≤ 0\.001 +MISSED/,
    )
    expect(table).toContain('load average (1 min) 0.40 at the start, 3.50 at the end, 2 cores: a busy machine')
    expect(table).toMatch(
      /node requests, 60 s idle, visible +47 \(15 polls, 30 read batches, 47 calls, 2 preflights; 30 blocks\) +batches ≤ blocks +met/,
    )
    expect(table).toMatch(
      /node requests, 60 s idle, hidden +1 \(0 polls, 1 read batches, 1 calls, 0 preflights; 30 blocks\) +0 +MISSED/,
    )
    expect(table).toMatch(
      /node requests, 60 s idle on \/stake \(connected\) +47 \(16 polls, 31 read batches, 47 calls, 0 preflights; 30 blocks\) +batches ≤ blocks +MISSED/,
    )
  })

  it('lists the connect chunk, its static imports beyond the entry, and their stylesheets as idle hints', () => {
    const chunk = (
      fileName: string,
      name: string,
      imports: string[],
      {
        isEntry = false,
        css = [] as string[],
        moduleIds = [] as string[],
        facadeModuleId = null as string | null,
      } = {},
    ) =>
      ({
        type: 'chunk',
        fileName,
        name,
        imports,
        isEntry,
        moduleIds,
        facadeModuleId,
        viteMetadata: { importedCss: new Set(css) },
      }) as unknown
    const bundle = {
      a: chunk('assets/startup.js', 'startup', ['assets/runtime.js'], { isEntry: true }),
      b: chunk('assets/runtime.js', 'runtime', []),
      c: chunk('assets/connect.js', 'connect', ['assets/startup.js', 'assets/utils.js'], {
        css: ['assets/connect.css'],
        moduleIds: ['/src/ui/connect/ConnectDialog.tsx', '/src/setup/wallet.ts'],
      }),
      d: chunk('assets/utils.js', 'utils', ['assets/runtime.js']),
      e: { type: 'asset', fileName: 'assets/connect.css' },
      f: chunk('assets/ConnectDialog.js', 'ConnectDialog', ['assets/connect.js'], {
        facadeModuleId: '/src/ui/connect/ConnectDialog.tsx',
      }),
      g: chunk('assets/StakePage.js', 'StakePage', ['assets/startup.js'], {
        facadeModuleId: '/src/ui/staking/StakePage.tsx',
      }),
    } as unknown as Rolldown.OutputBundle
    expect(idleHintFiles(bundle, 'connect')).toEqual([
      'assets/connect.js',
      'assets/utils.js',
      'assets/ConnectDialog.js',
      'assets/connect.css',
    ])
    expect(() => idleHintFiles(bundle, 'nothing')).toThrow("no chunk named 'nothing'")
  })
})
