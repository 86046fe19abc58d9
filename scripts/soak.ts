/**
 * `npm run soak`: ten minutes (SOAK_SECONDS to change) of mixed traffic on two `npm run serve` instances over
 * Redis (scripts/soak/runSoak.ts), a progress line every 10 s, then p50/p99 per endpoint (beside the p99 of
 * `npm run bench:server` when test-output/bench-server.json exists), answers by kind, RSS slope after warm-up
 * and event-loop delay per server. Figures go to test-output/soak.json; exits 1 on any unexpected answer.
 * Needs a build (dist/; built now when missing), Debian's redis-server and anvil.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { nonNegativeInteger } from '../server/siwe/index.ts'
import { buildIfMissing } from './benchServer/build.ts'
import { formatReport } from './soak/report.ts'
import { runSoak } from './soak/runSoak.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = join(root, 'dist')

/** The soak's endpoints beside the bench's rows they compare with (scripts/benchServer.ts). */
const BENCH_ROWS: Record<string, (name: string) => boolean> = {
  'GET / (index.html)': (name) => name.startsWith('GET / '),
  'GET asset': (name) => name.startsWith('GET /assets/'),
  'GET nonce': (name) => name === 'GET /api/siwe/nonce',
  'POST verify (valid)': (name) => name.startsWith('POST /api/siwe/verify'),
}

function benchP99(): Map<string, number> | undefined {
  const file = join(root, 'test-output', 'bench-server.json')
  if (!existsSync(file)) return undefined
  const bench = JSON.parse(readFileSync(file, 'utf8')) as { rows: { name: string; result: { p99Ms: number } }[] }
  const figures = new Map<string, number>()
  for (const [endpoint, matches] of Object.entries(BENCH_ROWS)) {
    const row = bench.rows.find((candidate) => matches(candidate.name))
    if (row) figures.set(endpoint, row.result.p99Ms)
  }
  return figures
}

async function main(): Promise<number> {
  const seconds = nonNegativeInteger('SOAK_SECONDS', process.env.SOAK_SECONDS) ?? 600
  if (seconds < 30) throw new Error('SOAK_SECONDS must be at least 30')
  await buildIfMissing(root)
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'))?.[1]
  if (!asset) throw new Error('no hashed script in dist/index.html')
  console.log(`soak: ${seconds} s of mixed traffic, a line every 10 s`)
  const result = await runSoak({
    root: distDir,
    asset,
    durationMs: seconds * 1000,
    warmUpMs: Math.min(120_000, (seconds * 1000) / 5),
    onProgress: (line) => console.log(line),
  })
  const bench = benchP99()
  console.log(formatReport(result, bench))
  if (!bench) console.log('(run `npm run bench:server` first to see the p99s beside the bench)')
  if (result.serverErrors.length > 0) console.log(`server stderr:\n${result.serverErrors.slice(0, 20).join('\n')}`)
  await mkdir(join(root, 'test-output'), { recursive: true })
  await writeFile(join(root, 'test-output', 'soak.json'), `${JSON.stringify(result, null, 2)}\n`)
  return result.unexpected.length === 0 && result.serversAlive ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`soak: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
