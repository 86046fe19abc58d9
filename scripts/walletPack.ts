/**
 * Builds the wallet module (src/wallet) as an npm package and writes its tarball.
 *   build/wallet/                 package.json, README.md, CHANGELOG.md, LICENSE, call-log.schema.json, bin/,
 *                                 dist/ (ESM + .d.ts)
 *   build/<name>-<version>.tgz    the installable tarball
 * The build starts from the public entries (tsconfig.wallet.json), so tests never reach it; the
 * script still refuses a tarball holding a test, a snapshot or a test double outside dist/testing.
 * src/wallet/package.json maps each entry to its TypeScript source, so this repository (Vite, Vitest,
 * tsc) resolves `src/wallet` as source; the published manifest maps the same entries to dist/ and carries
 * the root package.json's `repository` (directory src/wallet) when the root declares one.
 * The last line printed is the tarball's absolute path.
 *
 * Usage: npm run wallet:pack
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const walletPackageDir = join(root, 'build', 'wallet')

/** Files that must never ship: tests, snapshots, and test doubles outside the `testing` entry. */
const FORBIDDEN = [
  /\.test\.(js|d\.ts)$/,
  /__snapshots__/,
  /\.snap$/,
  /(^|\/)(fake|scripted|testContext|walletFixture)[^/]*$/,
]

/** The source manifest with every `./x.ts` entry mapped to `{ types: ./dist/x.d.ts, default: ./dist/x.js }`. */
export function publishedManifest<M extends { exports: Record<string, string> }>(
  manifest: M,
): Omit<M, 'exports'> & { exports: Record<string, unknown>; types: string } {
  const exports = Object.fromEntries(
    Object.entries(manifest.exports).map(([subpath, target]) => {
      if (!target.endsWith('.ts')) return [subpath, target]
      const base = target.replace(/^\.\//, './dist/').replace(/\.ts$/, '')
      return [subpath, { types: `${base}.d.ts`, default: `${base}.js` }]
    }),
  )
  return { ...manifest, exports, types: './dist/index.d.ts' }
}

/** npm's `repository` field: a shorthand string or an object with the repository's URL. */
type Repository = string | { type?: string; url: string; directory?: string }

/**
 * The package's `repository`: the root manifest's, pointing at src/wallet inside it; undefined when the
 * root declares none (no address is made up).
 */
export function packageRepository(rootManifest: { repository?: Repository }): Exclude<Repository, string> | undefined {
  const { repository } = rootManifest
  if (repository === undefined) return undefined
  const base = typeof repository === 'string' ? { url: repository } : repository
  return { ...base, directory: 'src/wallet' }
}

export function forbiddenFiles(files: readonly string[]): string[] {
  return files.filter((file) => !file.startsWith('dist/testing') && FORBIDDEN.some((pattern) => pattern.test(file)))
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [relative(walletPackageDir, path)]
  })
}

export function packWallet(): string {
  rmSync(walletPackageDir, { recursive: true, force: true })
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.wallet.json')],
    { stdio: 'inherit' },
  )
  // Shipped beside dist/: the docs, the changelog, the licence, the call-log JSON Schema and the verify-log command.
  for (const file of ['README.md', 'CHANGELOG.md', 'LICENSE', 'call-log.schema.json', 'bin/stakemint-wallet.js']) {
    mkdirSync(dirname(join(walletPackageDir, file)), { recursive: true })
    copyFileSync(join(root, 'src/wallet', file), join(walletPackageDir, file))
  }
  const manifest = JSON.parse(readFileSync(join(root, 'src/wallet/package.json'), 'utf8')) as {
    exports: Record<string, string>
  }
  const repository = packageRepository(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')))
  if (!repository) console.log('package.json declares no repository: the package manifest carries none')
  const published = { ...publishedManifest(manifest), ...(repository ? { repository } : {}) }
  writeFileSync(join(walletPackageDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`)
  const offenders = forbiddenFiles(listFiles(walletPackageDir))
  if (offenders.length > 0) throw new Error(`The wallet package would ship test files: ${offenders.join(', ')}`)
  mkdirSync(join(root, 'build'), { recursive: true })
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', join(root, 'build')], {
    cwd: walletPackageDir,
    encoding: 'utf8',
  })
  const [packed] = JSON.parse(out) as { filename: string; size: number; entryCount: number }[]
  if (!packed) throw new Error('npm pack wrote no tarball')
  console.log(`${packed.entryCount} files, ${(packed.size / 1000).toFixed(1)} kB`)
  return join(root, 'build', packed.filename)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(packWallet())
