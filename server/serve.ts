/**
 * `npm run serve`: the production build in dist/ (or DIST_DIR) on PORT (default 5173; 0 picks a free one),
 * HOST (default 127.0.0.1). Run `npm run build` first.
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { siweHandlerFromEnv } from './siwe/index.ts'
import { startStaticServer, type RouteHandler } from './static.ts'

const root = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : fileURLToPath(new URL('../dist/', import.meta.url))

// The sign-in API plugs in here: each handler gets first look at every request and returns true when it answered.
const routes: RouteHandler[] = []

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 5173
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`PORT must be an integer from 0 to 65535, got '${raw}'`)
  return port
}

async function main(): Promise<void> {
  const port = parsePort(process.env.PORT)
  routes.push(siweHandlerFromEnv())
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${join(root, 'index.html')} not found: run \`npm run build\` first`)
  const running = await startStaticServer({ root, routes, port, host: process.env.HOST || '127.0.0.1' })
  console.log(`Serving ${root} at ${running.url}/`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void running.close().then(() => process.exit(0)))
}

main().catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
