/**
 * The wallet package's API reports: API Extractor reads the `.d.ts` of each public entry (src/wallet/package.json
 * `exports`) and writes its exported API, signatures without comments, to src/wallet/api/<entry>.api.md:
 *   .  → wallet.api.md      ./walletconnect → wallet-walletconnect.api.md      ./sign-in → wallet-sign-in.api.md …
 * The reports are committed, so a change to the public API shows in review as a change to these files.
 *
 * The declarations are built as the package builds them (tsconfig.wallet.json), declarations only, into
 * build/wallet-api/ (a folder of its own: `wallet:pack` clears build/wallet/).
 *
 * Usage:
 *   npm run wallet:api            writes the reports (API Extractor's local mode); commit src/wallet/api/
 *   npm run wallet:api -- --check changes nothing and fails when a report differs from a fresh one (its CI
 *                                 mode; `npm run checks` runs it), printing the difference
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  type ExtractorMessage,
  ExtractorMessageCategory,
  type IConfigFile,
} from '@microsoft/api-extractor'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const apiReportDir = join(root, 'src/wallet/api')
const workDir = join(root, 'build/wallet-api')

type Manifest = { name: string; version: string; exports: Record<string, string> }

/** Each TypeScript entry of the package: its subpath, its built `.d.ts` and its report's file name (no extension). */
export function apiEntries(manifest: Pick<Manifest, 'exports'>): { subpath: string; dts: string; report: string }[] {
  return Object.entries(manifest.exports)
    .filter(([, target]) => target.endsWith('.ts'))
    .map(([subpath, target]) => ({
      subpath,
      dts: target.replace(/^\.\//, 'dist/').replace(/\.ts$/, '.d.ts'),
      report: subpath === '.' ? 'wallet' : `wallet-${subpath.replace(/^\.\//, '').replaceAll('/', '-')}`,
    }))
}

function buildDeclarations(manifest: Manifest): void {
  rmSync(workDir, { recursive: true, force: true })
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      join(root, 'tsconfig.wallet.json'),
      '--emitDeclarationOnly',
      '--outDir',
      join(workDir, 'dist'),
    ],
    { stdio: 'inherit' },
  )
  // The manifest API Extractor reads: the package's name, version and module type.
  const { name, version } = manifest
  writeFileSync(join(workDir, 'package.json'), `${JSON.stringify({ name, version, type: 'module' }, null, 2)}\n`)
}

function configFor(entry: { dts: string; report: string }, dtsFiles: string[]): IConfigFile {
  return {
    projectFolder: workDir,
    mainEntryPointFilePath: join(workDir, entry.dts),
    bundledPackages: [],
    newlineKind: 'lf',
    compiler: {
      // The declarations as an integrator's compiler reads them (the e2e test's example: NodeNext, strict).
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          types: [],
          skipLibCheck: true,
        },
        files: dtsFiles,
      },
      skipLibCheck: true,
    },
    apiReport: {
      enabled: true,
      reportFileName: entry.report,
      reportFolder: apiReportDir,
      reportTempFolder: join(workDir, 'temp'),
      includeForgottenExports: false,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      extractorMessageReporting: {
        // Findings about the API itself go into the report, where a change shows in review, not to the console:
        // a type a signature uses but the entry does not export (ae-forgotten-export), and the like.
        default: { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
        // The package uses no release tags (@public, @beta): every export is public.
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        // The report marks an export without a doc comment "(undocumented)" already.
        'ae-undocumented': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        'ae-wrong-input-file-type': { logLevel: ExtractorLogLevel.Error },
      },
      // The source's comments are plain prose with examples, not TSDoc.
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  }
}

/** Runs API Extractor on every entry; returns the reports that differ from the committed ones (check mode). */
export function runApiReports({ check }: { check: boolean }): { changed: string[]; failed: string[] } {
  const manifest = JSON.parse(readFileSync(join(root, 'src/wallet/package.json'), 'utf8')) as Manifest
  buildDeclarations(manifest)
  mkdirSync(apiReportDir, { recursive: true })
  const entries = apiEntries(manifest)
  const dtsFiles = entries.map((entry) => join(workDir, entry.dts))
  const changed: string[] = []
  const failed: string[] = []
  let compilerState: CompilerState | undefined
  for (const entry of entries) {
    const config = ExtractorConfig.prepare({
      configObject: configFor(entry, dtsFiles),
      configObjectFullPath: undefined,
      packageJsonFullPath: join(workDir, 'package.json'),
    })
    // One TypeScript program for all entries.
    compilerState ??= CompilerState.create(config, { additionalEntryPoints: dtsFiles })
    let problems = 0
    const result = Extractor.invoke(config, {
      localBuild: !check,
      compilerState,
      typescriptCompilerFolder: join(root, 'node_modules/typescript'),
      messageCallback: (message: ExtractorMessage) => {
        // Its notes on the compiler version and the like stay quiet; warnings and errors print.
        const { logLevel, category } = message
        if (logLevel === ExtractorLogLevel.Info || logLevel === ExtractorLogLevel.Verbose) message.handled = true
        // A compiler or analysis problem fails the run in either mode; a report that changed is the mode's business.
        else if (
          category !== ExtractorMessageCategory.Console &&
          (logLevel === ExtractorLogLevel.Warning || logLevel === ExtractorLogLevel.Error)
        )
          problems++
      },
    })
    const file = `${entry.report}.api.md`
    if (result.apiReportChanged) changed.push(file)
    if (problems > 0) failed.push(file)
    console.log(
      `${entry.subpath.padEnd(16)} src/wallet/api/${file}: ${
        result.apiReportChanged ? (check ? 'DIFFERS' : 'updated') : 'unchanged'
      }`,
    )
  }
  // A report left from an entry that no longer exists.
  const expected = new Set(entries.map((entry) => `${entry.report}.api.md`))
  for (const file of readdirSync(apiReportDir).filter((name) => name.endsWith('.api.md') && !expected.has(name))) {
    if (check) changed.push(file)
    else rmSync(join(apiReportDir, file))
    console.log(`${''.padEnd(16)} src/wallet/api/${file}: ${check ? 'names no entry' : 'removed (no such entry)'}`)
  }
  return { changed, failed }
}

function printDifferences(files: string[]): void {
  for (const file of files) {
    const committed = join(apiReportDir, file)
    const fresh = join(workDir, 'temp', file)
    const paths = [existsSync(committed) ? committed : '/dev/null', existsSync(fresh) ? fresh : '/dev/null']
    try {
      execFileSync('git', ['diff', '--no-index', '--no-color', ...paths], { stdio: 'inherit' })
    } catch {
      // git diff exits 1 when the files differ: the difference is printed.
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  const { changed, failed } = runApiReports({ check })
  if (failed.length > 0) {
    console.error(`API Extractor reported problems for ${failed.join(', ')} (above).`)
    process.exitCode = 1
  }
  if (check && changed.length > 0) {
    printDifferences(changed)
    console.error(
      `The wallet package's public API differs from src/wallet/api/ (${changed.join(', ')}). If the change is ` +
        'meant, run `npm run wallet:api`, commit src/wallet/api/ and add a changeset (`npx changeset`).',
    )
    process.exitCode = 1
  }
}
