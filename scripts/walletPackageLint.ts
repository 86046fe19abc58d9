/**
 * The packed wallet package as its consumers' tools read it:
 *   publint (strict): the manifest, its exports map and the files the tarball holds;
 *   Are the Types Wrong (`attw --profile esm-only`): every entry's types and JavaScript resolve, and agree, under
 *   Node's ESM resolution (node16/nodenext) and bundlers; CommonJS `require` and node10 are not checked, the
 *   package being ESM only.
 * tests/e2e/walletPackage.test.ts runs both on the tarball it installs (so CI packs once).
 *
 * Usage: npm run wallet:lint [-- <tarball>]   (without a tarball it runs `wallet:pack` first)
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

const run = promisify(execFile)

export type PackageLint = { tool: string; ok: boolean; output: string }

/** publint on the tarball, strict: a warning fails like an error; suggestions are printed only. */
export async function publintTarball(tarball: string): Promise<PackageLint> {
  const bytes = readFileSync(tarball)
  const tarballBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  const { messages, pkg } = await publint({ pack: { tarball: tarballBuffer }, level: 'suggestion', strict: true })
  const lines = messages.map(
    (message) => `${message.type}: ${formatMessage(message, pkg, { color: false }) ?? message.code}`,
  )
  const ok = !messages.some((message) => message.type === 'error' || message.type === 'warning')
  return { tool: 'publint --strict', ok, output: lines.length > 0 ? lines.join('\n') : 'All good!' }
}

/** `attw <tarball> --profile esm-only`; fails on any problem it reports for an entry. */
export async function attwTarball(tarball: string): Promise<PackageLint> {
  const manifest = fileURLToPath(import.meta.resolve('@arethetypeswrong/cli/package.json'))
  const bin = join(
    dirname(manifest),
    (JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { attw: string } }).bin.attw,
  )
  const args = [bin, tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-color', '--no-emoji']
  return run(process.execPath, args, { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => ({ tool: 'attw --profile esm-only', ok: true, output: stdout.trim() }),
    (error: { stdout?: string; stderr?: string; message: string }) => ({
      tool: 'attw --profile esm-only',
      ok: false,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || error.message,
    }),
  )
}

export async function lintPackedWallet(tarball: string): Promise<PackageLint[]> {
  return Promise.all([publintTarball(tarball), attwTarball(tarball)])
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const tarball = process.argv[2] ?? (await import('./walletPack.ts')).packWallet()
  const results = await lintPackedWallet(tarball)
  for (const { tool, ok, output } of results) console.log(`> ${tool}: ${ok ? 'passed' : 'FAILED'}\n${output}\n`)
  process.exitCode = results.every((result) => result.ok) ? 0 : 1
}
