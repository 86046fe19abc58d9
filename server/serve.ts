/**
 * `npm run serve`: the production build in dist/ (or DIST_DIR) on PORT (default 5173; 0 picks a free one),
 * HOST (default 127.0.0.1), with security headers (server/headers.ts), the sign-in API (server/siwe) and the
 * call log's checkpoint API (server/callLog).
 * Run `npm run build` first, with the same VITE_* environment: the CSP allows the RPC URLs it names.
 * SERVE_METRICS_SECONDS=N prints a metrics line (RSS, heap, event-loop delay) every N seconds (server/metrics.ts).
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { callLogFromEnv } from './callLog/index.ts'
import { securityHeadersFromEnv } from './headers.ts'
import { startMetricsLog } from './metrics.ts'
import { nonNegativeInteger, siweFromEnv } from './siwe/index.ts'
import { startStaticServer, type RouteHandler } from './static.ts'

const root = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : fileURLToPath(new URL('../dist/', import.meta.url))

// The sign-in and call-log APIs plug in here: each handler gets first look at every request and returns true when it answered.
const routes: RouteHandler[] = []

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 5173
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`PORT must be an integer from 0 to 65535, got '${raw}'`)
  return port
}

async function main(): Promise<void> {
  const port = parsePort(process.env.PORT)
  const metricsSeconds = nonNegativeInteger('SERVE_METRICS_SECONDS', process.env.SERVE_METRICS_SECONDS)
  const siwe = siweFromEnv(process.env)
  const callLog = callLogFromEnv(process.env, siwe, { production: true })
  routes.push(siwe.route, callLog.route)
  const headers = securityHeadersFromEnv(process.env, siwe.trustProxy)
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${join(root, 'index.html')} not found: run \`npm run build\` first`)
  const running = await startStaticServer({ root, routes, headers, port, host: process.env.HOST || '127.0.0.1' })
  console.log(`Sign-in store: ${siwe.storeName}`)
  console.log(`Call-log checkpoints: ${callLog.description}`)
  console.log(`Serving ${root} at ${running.url}/`)
  const stopMetrics = metricsSeconds ? startMetricsLog(metricsSeconds * 1000, console.log) : () => undefined
  const stop = () => {
    stopMetrics()
    void Promise.all([running.close(), siwe.store.close(), callLog.heads.close()]).then(() => process.exit(0))
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop)
}

main().catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
