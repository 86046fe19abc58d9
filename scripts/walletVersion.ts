/**
 * `npm run wallet:version`: releases the pending changesets (.changeset/*.md) of the wallet package.
 *   1. refuses a `major` changeset while the package is below 1.0 (there a breaking change is `minor`);
 *      WALLET_RELEASE_1_0=1 lets one through, for the 1.0.0 release itself;
 *   2. `changeset version`: src/wallet/package.json gets the new version, src/wallet/CHANGELOG.md its notes, and the
 *      changeset files are deleted;
 *   3. brings along what names the version: MODULE_VERSION (src/wallet/version.ts, written into every call-log
 *      export), the tarball path of examples/vanilla/package.json, and the lock file's entry for the workspace
 *      (`npm install --package-lock-only`).
 * Review the result (git diff) and commit it. Nothing is published.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const changesetDir = join(root, '.changeset')
const manifestPath = join(root, 'src/wallet/package.json')
const versionPath = join(root, 'src/wallet/version.ts')
const examplePath = join(root, 'examples/vanilla/package.json')

export type PendingChangeset = { file: string; releases: { name: string; bump: string }[] }

/** The releases each pending changeset asks for: the front matter's `"name": bump` lines. */
export function pendingChangesets(dir = changesetDir): PendingChangeset[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? ''
      const releases = [...frontMatter.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(\w+)\s*$/gm)].map((match) => ({
        name: match[1] as string,
        bump: match[2] as string,
      }))
      return { file, releases }
    })
}

/** Why these changesets must not be released from `version`, or undefined. */
export function refusal(version: string, changesets: PendingChangeset[], allowMajor = false): string | undefined {
  if (allowMajor || Number(version.split('.')[0]) >= 1) return undefined
  const majors = changesets.filter(({ releases }) => releases.some(({ bump }) => bump === 'major'))
  if (majors.length === 0) return undefined
  return (
    `${majors.map(({ file }) => `.changeset/${file}`).join(', ')} asks for a major bump, which takes ${version} to ` +
    '1.0.0. Before 1.0 a breaking change is a minor bump: change `major` to `minor` (and start the text with ' +
    '**Breaking:**). For the 1.0.0 release itself, run with WALLET_RELEASE_1_0=1.'
  )
}

/** version.ts with `MODULE_VERSION` set to `version`. */
export function withModuleVersion(source: string, version: string): string {
  const line = /^(export const MODULE_VERSION(?:: string)? = )'[^']*'$/m
  if (!line.test(source)) throw new Error('src/wallet/version.ts has no `export const MODULE_VERSION = …` line')
  return source.replace(line, `$1'${version}'`)
}

function readVersion(): string {
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version
}

function main(): void {
  const before = readVersion()
  const changesets = pendingChangesets()
  if (changesets.length === 0) {
    console.log(`No pending changesets: @stakemint/wallet stays ${before}.`)
    return
  }
  const refused = refusal(before, changesets, process.env.WALLET_RELEASE_1_0 === '1')
  if (refused) {
    console.error(refused)
    process.exit(1)
  }
  execFileSync(process.execPath, [join(root, 'node_modules/@changesets/cli/bin.js'), 'version'], {
    cwd: root,
    stdio: 'inherit',
  })
  const after = readVersion()
  writeFileSync(versionPath, withModuleVersion(readFileSync(versionPath, 'utf8'), after))
  const example = readFileSync(examplePath, 'utf8')
  writeFileSync(examplePath, example.replace(/stakemint-wallet-[^"/]+\.tgz/, `stakemint-wallet-${after}.tgz`))
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  })
  console.log(
    `@stakemint/wallet ${before} → ${after}: src/wallet/package.json, src/wallet/CHANGELOG.md, src/wallet/version.ts, ` +
      'examples/vanilla/package.json and package-lock.json. Review and commit them.',
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
