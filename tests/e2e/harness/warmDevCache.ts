import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { launchBrowser } from './browser.ts'
import { startDevServer, workerCacheDir } from './devServer.ts'
import { repoRoot } from './paths.ts'

const seedDir = join(repoRoot, 'node_modules', '.vite', 'e2e-seed')
const metadataPath = (cacheDir: string) => join(cacheDir, 'deps', '_metadata.json')
const metadataWaitMs = 120_000

/** The optimizer's hash of a cache, or undefined when it has none. */
function cacheHash(cacheDir: string): string | undefined {
  if (!existsSync(metadataPath(cacheDir))) return undefined
  const metadata = JSON.parse(readFileSync(metadataPath(cacheDir), 'utf8')) as { hash?: string; browserHash?: string }
  return `${metadata.hash}/${metadata.browserHash}`
}

/** Loads the app once in Chromium, then waits for the optimizer's metadata. */
async function optimizeThroughPageLoad(url: string): Promise<void> {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await page.goto(url, { timeout: metadataWaitMs })
    await page.waitForLoadState('networkidle', { timeout: metadataWaitMs })
  } finally {
    await browser.close()
  }
  const deadline = Date.now() + metadataWaitMs
  while (cacheHash(seedDir) === undefined) {
    if (Date.now() > deadline) throw new Error(`Vite wrote no ${metadataPath(seedDir)} within ${metadataWaitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Vitest globalSetup of the e2e projects: brings Vite's pre-bundled dependencies up to date once, in a dev server
 * with one page load in Chromium (the optimizer commits once the page's imports are crawled), then copies them to
 * every test worker's cache (harness/devServer.ts). Otherwise the first file of each worker optimizes them itself,
 * side by side with the other worker, while its page is loading: a reload or a 504 for an outdated dependency.
 */
export default async function setup(project: TestProject): Promise<void> {
  // Unbundled: only that mode pre-bundles dependencies into the cache (the files that use it ask for it, harness/stack.ts).
  const server = await startDevServer({ DEV_CACHE_DIR: seedDir, DEV_BUNDLED: '0' })
  try {
    // Vite removed a stale cache while starting: one still there is up to date.
    if (cacheHash(seedDir) === undefined) await optimizeThroughPageLoad(server.url)
  } finally {
    await server.stop()
  }
  const seed = cacheHash(seedDir)
  const workers = typeof project.config.maxWorkers === 'number' ? project.config.maxWorkers : 1
  for (let poolId = 1; poolId <= workers; poolId++) {
    const workerDir = workerCacheDir(poolId)
    if (cacheHash(workerDir) === seed) continue
    rmSync(join(workerDir, 'deps'), { recursive: true, force: true })
    cpSync(join(seedDir, 'deps'), join(workerDir, 'deps'), { recursive: true })
  }
}
