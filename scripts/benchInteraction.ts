/**
 * `npm run bench:interaction` (also run by `npm run bench`): a production build pointed at a local anvil
 * (contracts deployed, a block every 2 s), served with the production server's headers, driven in
 * headless Chromium under Slow 4G + 4× CPU: paint, connect, reload, and node traffic while idle.
 * Prints a table with the targets and adds `interaction` to test-output/bench.json. Targets are reported,
 * not enforced (timings on a shared machine are noisy); a step that never happens fails the run.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium } from 'playwright-core'
import { build } from 'vite'
import { securityHeadersFromEnv } from '../server/headers.ts'
import { NO_TRUSTED_PROXIES } from '../server/siwe/index.ts'
import { startStaticServer } from '../server/static.ts'
import { chromiumArgs, chromiumPath, onFreePort } from '../tests/e2e/harness/index.ts'
import { startCountingProxy } from './bench/interaction/countingProxy.ts'
import { measureIdle } from './bench/interaction/idle.ts'
import {
  connectJourney,
  firstPaint,
  hoverJourney,
  type HoverSample,
  type JourneySample,
} from './bench/interaction/journey.ts'
import { STATIC_COPY_PATH, writeStaticCopy } from './bench/interaction/staticCopy.ts'
import {
  formatInteraction,
  medians,
  targetsMet,
  walletConnectMedians,
  type InteractionResult,
} from './bench/interaction/summary.ts'
import { cpuSlowdown } from './bench/interaction/throttle.ts'
import {
  startBenchPhoneWallet,
  walletConnectJourney,
  type WalletConnectResult,
  type WalletConnectSample,
} from './bench/interaction/walletConnectJourney.ts'
import { appEnv, deployStack, startAnvil } from './stack/index.ts'
import { startWcRelay } from './wcRelay/index.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const outputDir = join(root, 'test-output')
const distDir = join(outputDir, 'bench-dist')
const runs = 5
const blockTimeSeconds = 2
const idleSeconds = 60

async function setIntervalMining(rpcUrl: string, seconds: number): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_setIntervalMining', params: [seconds] }),
  })
  const answer = (await response.json()) as { error?: { message: string } }
  if (answer.error) throw new Error(`evm_setIntervalMining: ${answer.error.message}`)
}

async function readPreviousBench(): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(join(outputDir, 'bench.json'), 'utf8')) as Record<string, unknown>
  } catch {
    return {}
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  const loadAtStart = loadavg()[0] ?? 0
  const anvil = await onFreePort((port) => startAnvil({ port }))
  const proxy = await startCountingProxy(anvil.url)
  const relay = await onFreePort((port) => startWcRelay({ port }))
  try {
    const deployment = await deployStack({ rpcUrl: anvil.url })
    await setIntervalMining(anvil.url, blockTimeSeconds)
    // The app reaches the node through the counting proxy; the test wallet talks to anvil directly.
    Object.assign(process.env, appEnv(proxy.url, deployment), { VITE_WC_RELAY_URL: relay.url })
    await build({ root, mode: 'production', logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } })
    await writeStaticCopy(distDir)
    const server = await startStaticServer({
      root: distDir,
      headers: securityHeadersFromEnv(process.env, NO_TRUSTED_PROXIES),
    })
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    const wallet = { rpcUrl: anvil.url, chainId: 31337 as const }
    const appUrl = `${server.url}/`
    try {
      const journeys: JourneySample[] = []
      const hovers: HoverSample[] = []
      let idle: InteractionResult['idle'] | undefined
      for (let run = 0; run < runs; run++) {
        const journey = await connectJourney(browser, appUrl, wallet)
        journeys.push(journey.sample)
        // The idle windows are a minute each: measured once, on the last run's connected page.
        if (run === runs - 1)
          idle = await measureIdle(journey.page, proxy, anvil.url, {
            seconds: idleSeconds,
            settleMs: 3000,
            returnSeconds: 5,
          })
        await journey.close()
        hovers.push(await hoverJourney(browser, appUrl, wallet))
      }
      if (!idle) throw new Error('no idle measurement')
      const staticCopy: InteractionResult['staticCopy'] = { prerenderedFcp: [], staticFcp: [] }
      for (let run = 0; run < runs; run++) {
        staticCopy.prerenderedFcp.push(await firstPaint(browser, appUrl, wallet))
        staticCopy.staticFcp.push(await firstPaint(browser, `${server.url}${STATIC_COPY_PATH}`, wallet))
      }
      const walletConnect = await measureWalletConnect(browser, appUrl, relay.url, anvil.url)
      const figures = medians(journeys, hovers)
      const result: InteractionResult = {
        conditions: {
          network: 'Slow 4G (1.6 Mbps down, 750 kbps up, 150 ms RTT)',
          cpuSlowdown,
          runs,
          blockTimeSeconds,
          hiddenTab: 'document.visibilityState overridden + visibilitychange',
          load: { start: loadAtStart, end: loadavg()[0] ?? 0, cores: availableParallelism() },
        },
        medians: figures,
        samples: { journeys, hovers },
        idle,
        staticCopy,
        walletConnect,
        targetsMet: targetsMet({ medians: figures, idle, staticCopy }),
      }
      console.log(formatInteraction(result))
      console.log(`(interaction bench took ${Math.round((Date.now() - started) / 1000)} s)`)
      await mkdir(outputDir, { recursive: true })
      const previous = await readPreviousBench()
      await writeFile(
        join(outputDir, 'bench.json'),
        `${JSON.stringify({ ...previous, interaction: result }, null, 2)}\n`,
      )
    } finally {
      await browser.close()
      await server.close()
    }
  } finally {
    await relay.stop()
    await proxy.close()
    await anvil.stop()
  }
}

/** The WalletConnect rows; a failure is reported in the table (with why), not a crash of the bench. */
async function measureWalletConnect(
  browser: Browser,
  appUrl: string,
  relayUrl: string,
  rpcUrl: string,
): Promise<WalletConnectResult> {
  const samples: WalletConnectSample[] = []
  let phone: Awaited<ReturnType<typeof startBenchPhoneWallet>> | undefined
  try {
    phone = await startBenchPhoneWallet(relayUrl, rpcUrl)
    for (let run = 0; run < runs; run++) samples.push(await walletConnectJourney(browser, appUrl, phone))
    return { medians: walletConnectMedians(samples), samples }
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { skipped: `not measured: ${why}`, samples }
  } finally {
    await phone?.wallet.close().catch(() => undefined)
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:interaction: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
