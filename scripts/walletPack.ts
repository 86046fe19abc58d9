/**
 * Builds the wallet module (src/wallet) as an npm package and writes its tarball.
 *   build/wallet/                 package.json, README.md, dist/ (ESM JavaScript + .d.ts)
 *   build/<name>-<version>.tgz    the installable tarball
 * The build starts from the public entries (tsconfig.wallet.json), so tests never reach it; the
 * script still refuses a tarball holding a test, a snapshot or a test double outside dist/testing.
 * The last line printed is the tarball's absolute path.
 *
 * Usage: npm run wallet:pack
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const walletPackageDir = join(root, 'build', 'wallet')

/** Files that must never ship: tests, snapshots, and test doubles outside the `testing` entry. */
const FORBIDDEN = [/\.test\.(js|d\.ts)$/, /__snapshots__/, /\.snap$/, /(^|\/)(fake|scripted|testContext|walletFixture)[^/]*$/]

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
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.wallet.json')], { stdio: 'inherit' })
  for (const file of ['package.json', 'README.md']) copyFileSync(join(root, 'src/wallet', file), join(walletPackageDir, file))
  const offenders = forbiddenFiles(listFiles(walletPackageDir))
  if (offenders.length > 0) throw new Error(`The wallet package would ship test files: ${offenders.join(', ')}`)
  mkdirSync(join(root, 'build'), { recursive: true })
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', join(root, 'build')], { cwd: walletPackageDir, encoding: 'utf8' })
  const [packed] = JSON.parse(out) as { filename: string; size: number; entryCount: number }[]
  if (!packed) throw new Error('npm pack wrote no tarball')
  console.log(`${packed.entryCount} files, ${(packed.size / 1000).toFixed(1)} kB`)
  return join(root, 'build', packed.filename)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(packWallet())
