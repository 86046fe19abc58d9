import { createInterface } from 'node:readline'
import { loadavg } from 'node:os'
import { mnemonicToAccount } from 'viem/accounts'
import { parseMetricsLine } from '../../server/metrics.ts'
import { startRedis, type RedisProcess } from '../../tests/server/helpers/redisServer.ts'
import { startServe, type ServeProcess } from '../../tests/server/helpers/serveProcess.ts'
import { devMnemonic, startAnvil, type AnvilInstance } from '../stack/index.ts'
import { createRecorder } from './recorder.ts'
import { buildReport, type MetricsSample, type SoakReport } from './report.ts'
import { DEFAULT_MIX, runTraffic, type TrafficMix } from './traffic.ts'

export type SoakOptions = {
  /** A production build (dist/) or any folder with index.html and `asset`. */
  root: string
  asset: string
  durationMs: number
  /** Samples before this are left out of the RSS slope (the heap and caches grow first). */
  warmUpMs: number
  mix?: TrafficMix
  /** Called every 10 s with the latest sample of each server and the answers since the last call. */
  onProgress?: (line: string) => void
}

export type SoakResult = SoakReport & {
  /** Lines the servers wrote to stderr (an internal error is logged there), and whether both still run. */
  serverErrors: string[]
  serversAlive: boolean
}

const METRICS_SECONDS = 10
const DOMAIN = 'app.test'
const CHAIN_ID = 31337
const ACCOUNTS = 16
const SERVE_START_TIMEOUT_MS = 120_000

/**
 * Mixed traffic on two `npm run serve` processes sharing one redis-server, as behind a load balancer: static
 * files, honest sign-ins and sign-outs, junk signatures and bodies, and one client flooding the nonce endpoint.
 * Each server prints its RSS and event-loop delay every 10 s (SERVE_METRICS_SECONDS, server/metrics.ts).
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const accounts = Array.from({ length: ACCOUNTS }, (_, addressIndex) =>
    mnemonicToAccount(devMnemonic, { addressIndex }),
  )
  let anvil: AnvilInstance | undefined
  let redis: RedisProcess | undefined
  const servers: ServeProcess[] = []
  const samples: MetricsSample[] = []
  const serverErrors: string[] = []
  const latest = new Map<string, MetricsSample>()
  let startedAt = performance.now()
  try {
    anvil = await startAnvil({ port: 0, chainId: CHAIN_ID })
    redis = await startRedis()
    const env = {
      DIST_DIR: options.root,
      HOST: '127.0.0.1',
      SIWE_RPC_URL: anvil.url,
      SIWE_DOMAIN: DOMAIN,
      SIWE_REDIS_URL: redis.url,
      SIWE_SECRET: 'soak: shared by both instances',
      SERVE_METRICS_SECONDS: String(METRICS_SECONDS),
    }
    // One after the other, each kept as soon as it runs, so a failed start still stops the first.
    for (let index = 0; index < 2; index++) servers.push(await startServe(env, SERVE_START_TIMEOUT_MS))
    servers.forEach((serve, index) => {
      const name = `server ${'AB'[index]}`
      const { stdout, stderr } = serve.child
      if (!stdout || !stderr) throw new Error('serve was started without pipes for its output')
      createInterface({ input: stdout }).on('line', (line) => {
        const metrics = parseMetricsLine(line)
        if (!metrics) return
        const sample = { server: name, atS: Math.round((performance.now() - startedAt) / 1000), metrics }
        samples.push(sample)
        latest.set(name, sample)
      })
      createInterface({ input: stderr }).on('line', (line) => serverErrors.push(`${name}: ${line}`))
    })

    const recorder = createRecorder()
    startedAt = performance.now()
    const progress = setInterval(() => {
      const window = recorder.window()
      const elapsed = Math.round((performance.now() - startedAt) / 1000)
      const memory = [...latest.values()]
        .map(
          ({ server, metrics }) =>
            `${server} RSS ${metrics.rssMb} MB, loop delay p50 ${metrics.eventLoopDelayMs.p50} / p99 ${metrics.eventLoopDelayMs.p99} ms`,
        )
        .join('; ')
      options.onProgress?.(
        `${String(elapsed).padStart(4)} s: ${window.requests} requests (${window.non2xx} non-2xx); ${memory}`,
      )
    }, METRICS_SECONDS * 1000)
    await runTraffic(
      { urls: servers.map((serve) => serve.url), domain: DOMAIN, asset: options.asset, accounts, chainId: CHAIN_ID },
      options.mix ?? DEFAULT_MIX,
      recorder,
      startedAt + options.durationMs,
    )
    clearInterval(progress)
    const report = buildReport({
      seconds: Math.round((performance.now() - startedAt) / 1000),
      warmUpSeconds: Math.round(options.warmUpMs / 1000),
      latencies: recorder.latencies(),
      outcomes: recorder.outcomes(),
      reconnects: recorder.reconnects(),
      samples,
      loadAverage: loadavg(),
    })
    return { ...report, serverErrors, serversAlive: servers.every((serve) => serve.child.exitCode === null) }
  } finally {
    await Promise.all(servers.map((serve) => serve.stop()))
    await redis?.stop()
    await anvil?.stop()
  }
}
