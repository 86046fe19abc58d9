/**
 * `npm run bench:server`: a bounded load run (loopback only, under 60 s) on the production server
 * (server/serve.ts over dist/; built first when dist/ is missing): requests/s and p50/p99 for index.html, a
 * hashed asset, nonce and verify (rate limits off, to measure the server); then, with the default limits,
 * an honest visitor who signs 8 s after fetching a nonce while 127.0.0.2 floods the nonce endpoint.
 * Server memory before/after each. Figures go to test-output/bench-server.json.
 */
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { Agent } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { devMnemonic, startAnvil } from './stack/index.ts'
import { findFreePort } from './stack/ports.ts'
import { buildIfMissing } from './benchServer/build.ts'
import { hit, runLoad, type LoadResult } from './benchServer/load.ts'
import { formatTable, type BenchServerResult } from './benchServer/report.ts'
import { startServer, type BenchServer } from './benchServer/serverProcess.ts'
import { LOCAL_CHAIN_ID } from '../src/chains/index.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = join(root, 'dist')
const LOAD_MS = 3_000
const CONCURRENCY = 16
const VERIFY_COUNT = 600
const SIGN_DELAY_MS = 8_000
const account = mnemonicToAccount(devMnemonic, { addressIndex: 0 })

/** The sign-in message the bench account signs for a server at `url`. */
function siweMessageFor(url: string, nonce: string): string {
  const { host, origin } = new URL(url)
  return createSiweMessage({
    domain: host,
    uri: origin,
    address: account.address,
    chainId: LOCAL_CHAIN_ID,
    nonce,
    version: '1',
  })
}

async function signedBodies(server: BenchServer, count: number): Promise<string[]> {
  const bodies: string[] = []
  for (let index = 0; index < count; index++) {
    const nonce = ((await (await fetch(`${server.url}/api/siwe/nonce`)).json()) as { nonce: string }).nonce
    const message = siweMessageFor(server.url, nonce)
    bodies.push(JSON.stringify({ message, signature: await account.signMessage({ message }) }))
  }
  return bodies
}

const post = (url: string, agent: Agent, body: string) =>
  hit(url, agent, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

async function main(): Promise<number> {
  // Stops what it started before giving up, so no anvil or server outlives the bench.
  let stopStarted: () => Promise<void> = async () => undefined
  const watchdog = setTimeout(() => {
    console.error('bench:server: stopped after 58 s')
    void stopStarted().finally(() => process.exit(1))
  }, 58_000)
  const build = await buildIfMissing(root)
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1]
  if (!asset) throw new Error('no hashed script in dist/index.html')

  const anvil = await startAnvil({ port: await findFreePort(), chainId: LOCAL_CHAIN_ID })
  const servers: BenchServer[] = []
  stopStarted = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await anvil.stop()
  }
  try {
    const env = { DIST_DIR: distDir, SIWE_RPC_URL: anvil.url }
    const open = await startServer(root, { ...env, SIWE_RATE_LIMIT: 'off' })
    servers.push(open)
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
    const gzip = { 'accept-encoding': 'gzip' }
    await post(`${open.url}/api/siwe/verify`, agent, (await signedBodies(open, 1))[0] ?? '') // reads the chain id once
    const openBefore = open.rssMb()
    const rows: { name: string; result: LoadResult }[] = []
    rows.push({
      name: 'GET / (index.html, gzip)',
      result: await runLoad(() => hit(`${open.url}/`, agent, { headers: gzip }), {
        concurrency: CONCURRENCY,
        durationMs: LOAD_MS,
      }),
    })
    rows.push({
      name: `GET ${asset} (gzip)`,
      result: await runLoad(() => hit(`${open.url}${asset}`, agent, { headers: gzip }), {
        concurrency: CONCURRENCY,
        durationMs: LOAD_MS,
      }),
    })
    rows.push({
      name: 'GET /api/siwe/nonce',
      result: await runLoad(() => hit(`${open.url}/api/siwe/nonce`, agent), {
        concurrency: CONCURRENCY,
        durationMs: LOAD_MS,
      }),
    })
    const bodies = await signedBodies(open, VERIFY_COUNT)
    rows.push({
      name: 'POST /api/siwe/verify (valid)',
      result: await runLoad((index) => post(`${open.url}/api/siwe/verify`, agent, bodies[index] ?? ''), {
        concurrency: CONCURRENCY,
        durationMs: LOAD_MS * 3,
        count: VERIFY_COUNT,
      }),
    })
    const openAfter = open.rssMb()
    agent.destroy()
    await open.stop()

    const limited = await startServer(root, env)
    servers.push(limited)
    const limitedBefore = limited.rssMb()
    const nonce = ((await (await fetch(`${limited.url}/api/siwe/nonce`)).json()) as { nonce: string }).nonce
    const fetchedAt = performance.now()
    const floodAgent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY, localAddress: '127.0.0.2' })
    const flooding = runLoad(() => hit(`${limited.url}/api/siwe/nonce`, floodAgent), {
      concurrency: CONCURRENCY,
      durationMs: SIGN_DELAY_MS + 1_000,
    })
    await new Promise((resolve) => setTimeout(resolve, SIGN_DELAY_MS))
    const message = siweMessageFor(limited.url, nonce)
    const signature = await account.signMessage({ message })
    const signedAfterMs = Math.round(performance.now() - fetchedAt)
    const verifyStarted = performance.now()
    const visitor = await fetch(`${limited.url}/api/siwe/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    })
    const verifyMs = Math.round(performance.now() - verifyStarted)
    const flood = await flooding
    floodAgent.destroy()
    const limitedAfter = limited.rssMb()

    const result: BenchServerResult = {
      url: open.url,
      build,
      rows,
      honestVisitor: { status: visitor.status, signedAfterMs, verifyMs, flood },
      memoryMb: {
        unlimited: { before: openBefore, after: openAfter },
        limited: { before: limitedBefore, after: limitedAfter },
      },
    }
    console.log(formatTable(result))
    await mkdir(join(root, 'test-output'), { recursive: true })
    await writeFile(join(root, 'test-output', 'bench-server.json'), `${JSON.stringify(result, null, 2)}\n`)
    return visitor.status === 200 ? 0 : 1
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await anvil.stop()
    clearTimeout(watchdog)
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
