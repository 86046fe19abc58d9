/**
 * The vanilla example's weight (examples/vanilla): built with Vite from the wallet module's source
 * entries (the tarball holds the same code compiled by tsc), first load = what index.html loads
 * eagerly, total = every emitted JavaScript file; gzip level 9 per file, like the app's budget.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'vite'
import { eagerFromIndexHtml, listJsFiles } from './distFiles.ts'
import { sizeOf, sumSizes, type Size } from './sizes.ts'

export type ExampleSizes = { firstLoad: Size; total: Size; files: number }

export async function measureExample(root: string): Promise<ExampleSizes> {
  const outDir = await mkdtemp(join(tmpdir(), 'wallet-example-dist-'))
  try {
    await build({
      root: join(root, 'examples/vanilla'),
      configFile: false,
      base: './',
      logLevel: 'warn',
      resolve: { alias: [{ find: /^@stakemint\/wallet$/, replacement: join(root, 'src/wallet/index.ts') }] },
      build: { outDir, emptyOutDir: true },
    })
    const sizes = async (paths: readonly string[]) =>
      Promise.all(paths.map(async (path) => sizeOf(await readFile(join(outDir, path)))))
    const all = await listJsFiles(outDir)
    return {
      firstLoad: sumSizes(await sizes(await eagerFromIndexHtml(outDir))),
      total: sumSizes(await sizes(all)),
      files: all.length,
    }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}
