/**
 * `npm run bench`: production build, served by server/static.ts on a free port, `/` loaded in headless
 * Chromium; prints what JavaScript the first visit costs and fails over 110 kB gzip or with WalletConnect in it.
 * Figures also go to test-output/bench.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startStaticServer } from '../server/static.ts'
import { buildWithModules } from './bench/buildWithModules.ts'
import { eagerFromIndexHtml, listJsFiles } from './bench/distFiles.ts'
import { scriptsFetchedBeforeClick } from './bench/loadInBrowser.ts'
import { formatReport, summarise, type FileSize, type WalletConnectHit } from './bench/report.ts'
import { sizeOf } from './bench/sizes.ts'
import { walletConnectEvidence } from './bench/walletConnect.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = join(root, 'dist')
const outputDir = join(root, 'test-output')

async function measureDistFile(path: string): Promise<FileSize> {
  return { file: path, ...sizeOf(await readFile(join(distDir, path))) }
}

async function main(): Promise<number> {
  const chunkModules = await buildWithModules(root)
  const server = await startStaticServer({ root: distDir })
  try {
    const fetched = await scriptsFetchedBeforeClick(`${server.url}/`)
    const firstLoad = fetched.map((script) => ({ file: script.path, ...sizeOf(script.body) }))
    const walletConnect: WalletConnectHit[] = []
    for (const script of fetched) {
      const evidence = walletConnectEvidence(script.path, script.body.toString('utf8'), chunkModules.get(script.path.slice(1)))
      if (evidence) walletConnect.push({ file: script.path, evidence })
    }
    const eager = await Promise.all((await eagerFromIndexHtml(distDir)).map(measureDistFile))
    const emitted = await Promise.all((await listJsFiles(distDir)).map(measureDistFile))
    const result = summarise(`${server.url}/`, firstLoad, eager, emitted, walletConnect)

    console.log(formatReport(result))
    await mkdir(outputDir, { recursive: true })
    await writeFile(join(outputDir, 'bench.json'), `${JSON.stringify(result, null, 2)}\n`)
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
