/**
 * `npm run bench`: production build, served by server/static.ts on a free port, `/` loaded in headless
 * Chromium; prints what JavaScript the first visit costs and fails over 100 kB gzip or with WalletConnect in it,
 * when the idle hints (the connect path, prefetched) pass their budget (40 kB gzip), or when the connected header's chunks
 * hold viem's clients, transports or signature crypto. `npm run bench` then runs scripts/benchInteraction.ts.
 * Also prints the JavaScript the wallet package's example fetches over its journey (scripts/bench/exampleJourney.ts).
 * Figures also go to test-output/bench.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startStaticServer } from '../server/static.ts'
import { buildWithModules, type ChunkModules } from './bench/buildWithModules.ts'
import { checkHeaderGraph } from './bench/headerGraph.ts'
import { timeCallLogEvents } from './bench/callLogTiming.ts'
import { measureExample } from './bench/example.ts'
import { formatExampleJourney, measureExampleJourney } from './bench/exampleJourney.ts'
import { eagerFromIndexHtml, listJsFiles } from './bench/distFiles.ts'
import { firstVisit } from './bench/loadInBrowser.ts'
import { formatReport, summarise, type FileSize } from './bench/report.ts'
import { kB, sizeOf } from './bench/sizes.ts'
import { firstLoadByModule, firstLoadBySource } from './bench/sources.ts'
import { walletConnectEvidence } from './bench/walletConnect.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = join(root, 'dist')
const outputDir = join(root, 'test-output')

function measure(path: string, body: Buffer, chunkModules: ChunkModules): FileSize {
  const walletConnect = walletConnectEvidence(
    path,
    body.toString('utf8'),
    chunkModules.get(path.slice(1))?.map((module) => module.id),
  )
  return { file: path, ...sizeOf(body), ...(walletConnect ? { walletConnect } : {}) }
}

async function main(): Promise<number> {
  const { chunkModules, chunkImports } = await buildWithModules(root)
  const server = await startStaticServer({ root: distDir })
  try {
    const visit = await firstVisit(`${server.url}/`)
    const firstLoad = visit.scripts.map((script) => measure(script.path, script.body, chunkModules))
    const idleHints = visit.idleHints.map((file) => measure(file.path, file.body, chunkModules))
    const walletConnect = [...firstLoad, ...idleHints].flatMap((file) =>
      file.walletConnect ? [{ file: file.file, evidence: file.walletConnect }] : [],
    )
    const measureDistFile = async (path: string) => measure(path, await readFile(join(distDir, path)), chunkModules)
    const eager = await Promise.all((await eagerFromIndexHtml(distDir)).map(measureDistFile))
    const emitted = await Promise.all((await listJsFiles(distDir)).map(measureDistFile))
    const bySource = firstLoadBySource(firstLoad, chunkModules, root)
    const byModule = firstLoadByModule(firstLoad, chunkModules, root)
    const header = checkHeaderGraph(chunkModules, chunkImports)
    const result = summarise(`${server.url}/`, firstLoad, eager, emitted, walletConnect, {
      bySource,
      byModule,
      idleHints,
      header,
    })

    console.log(formatReport(result))
    // The wallet module on its own: the vanilla example's weight and the call log under a burst of events.
    const example = await measureExample(root)
    const callLog = timeCallLogEvents(100_000)
    console.log(
      `\nWallet package example (examples/vanilla): first load ${kB(example.firstLoad.gzip)} gzip (${kB(example.firstLoad.raw)} raw), ` +
        `all ${example.files} JS files ${kB(example.total.gzip)} gzip (${kB(example.total.raw)} raw)`,
    )
    console.log(
      `Call log: ${callLog.events.toLocaleString('en')} events in ${callLog.ms} ms, ${callLog.cpuMs} ms of CPU (${callLog.kept} kept)`,
    )
    const journey = await measureExampleJourney()
    console.log(formatExampleJourney(journey))
    await mkdir(outputDir, { recursive: true })
    await writeFile(
      join(outputDir, 'bench.json'),
      `${JSON.stringify({ ...result, walletPackage: { example, journey, callLog } }, null, 2)}\n`,
    )
    return result.ok ? 0 : 1
  } finally {
    await server.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  },
)
