/**
 * `stakemint-wallet verify-log` (src/wallet/bin/stakemint-wallet.js) as shipped, run by Node: its arguments, the files
 * and key sets it reads, and its exit status (0 intact and anchored, 1 broken, 2 usage or unreadable, 3 intact but not
 * anchored). The bin imports `../dist/index.js`, which only the package build writes; here the verifier's modules are
 * transpiled into that folder (TypeScript's transpileModule, no type check), so the bin runs in plain Node, fast
 * (tests/e2e/walletPackage.test.ts runs the packed bin).
 */
import { execFile } from 'node:child_process'
import { generateKeyPairSync, sign } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CheckpointRequest, canonicalJson } from '../../src/wallet/callLog/checkpoint.ts'
import { createCallLog } from '../../src/wallet/callLog/createCallLog.ts'

const repoRoot = resolve(import.meta.dirname, '../..')
const walletSource = join(repoRoot, 'src/wallet')
let work: string
let jwksServer: Server
let jwksUrl: string

const { privateKey, publicKey } = generateKeyPairSync('ed25519')
const jwk = { kty: 'OKP', crv: 'Ed25519', x: (publicKey.export({ format: 'jwk' }) as { x: string }).x, kid: 'k1' }
const jwks = JSON.stringify({ keys: [jwk] })

/** The app server's checkpoint endpoint, signing each segment's last entry. */
const checkpointFetch: typeof fetch = async (_url, init) => {
  const { sessionId, entries } = JSON.parse(String(init?.body)) as CheckpointRequest
  const last = entries.at(-1) as CheckpointRequest['entries'][number]
  const checkpoint = { v: 1, sessionId, seq: last.seq, headHash: last.hash, issuedAt: '2025-06-01T12:00:00.000Z' }
  const signature = sign(null, Buffer.from(canonicalJson(checkpoint)), privateKey).toString('base64url')
  return { status: 200, ok: true, json: async () => ({ checkpoint, kid: 'k1', signature }) } as unknown as Response
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'verify-log-'))
  mkdirSync(join(work, 'bin'))
  mkdirSync(join(work, 'dist'))
  // As in the package: an ES module (the bin awaits at its top level), beside its dependencies (viem).
  writeFileSync(join(work, 'package.json'), '{ "type": "module" }\n')
  symlinkSync(join(repoRoot, 'node_modules'), join(work, 'node_modules'), 'dir')
  copyFileSync(join(repoRoot, 'src/wallet/bin/stakemint-wallet.js'), join(work, 'bin/stakemint-wallet.js'))
  // The two names the bin imports, from the verifier's modules (a smaller graph than the whole entry).
  transpileWithImports(join(walletSource, 'callLog/verifyCallLog.ts'), join(work, 'dist'))
  writeFileSync(
    join(work, 'dist/index.js'),
    "export { describeCallLogVerification, verifyCallLog } from './callLog/verifyCallLog.js'\n",
  )
  writeFileSync(join(work, 'keys.json'), jwks)
  writeFileSync(join(work, 'not-a-jwks.json'), '{"kid":"k1"}')

  const log = createCallLog({
    appName: 'StakeMint',
    checkpoints: { url: '/api/calls/checkpoint', fetch: checkpointFetch, intervalMs: 2 ** 31 - 1 },
  })
  log.start({ walletId: 'metaMask', method: 'eth_requestAccounts' }).finish({ ok: true, result: [] })
  log.start({ walletId: 'metaMask', method: 'eth_sendTransaction', params: [{ value: '0x1' }] }).finish({
    ok: true,
    result: `0x${'cd'.repeat(32)}`,
  })
  const intact = await log.exportNdjson()
  const [headerLine, ...entryLines] = intact.trimEnd().split('\n')
  const header = JSON.parse(headerLine as string) as Record<string, unknown>
  expect(header.checkpoints).toHaveLength(1)
  const stripped = [JSON.stringify({ ...header, checkpoints: [] }), ...entryLines]
  const edited = [headerLine, ...entryLines.map((line) => line.replace('0x1', '0x2'))]
  writeFileSync(join(work, 'intact.ndjson'), intact)
  writeFileSync(join(work, 'stripped.ndjson'), `${stripped.join('\n')}\n`)
  writeFileSync(join(work, 'edited.ndjson'), `${edited.join('\n')}\n`)

  jwksServer = createServer((request, response) => {
    if (request.url === '/api/calls/keys') response.writeHead(200, { 'content-type': 'application/json' }).end(jwks)
    else response.writeHead(404).end()
  })
  await new Promise<void>((done) => jwksServer.listen(0, '127.0.0.1', done))
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`
}, 60_000)

afterAll(() => {
  jwksServer?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** Writes `file` and every module it imports by a relative path as JavaScript under `out`, as src/wallet lays them out. */
function transpileWithImports(file: string, out: string, done = new Set<string>()): void {
  if (done.has(file)) return
  done.add(file)
  const source = readFileSync(file, 'utf8')
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      rewriteRelativeImportExtensions: true,
    },
  })
  const target = join(out, relative(walletSource, file).replace(/\.ts$/, '.js'))
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, outputText)
  // Only imports that stay in the JavaScript (type-only ones are gone): from '…' and import('…').
  for (const [, path] of outputText.matchAll(/(?:from |import\()["'](\.{1,2}\/[^"']+)\.js["']/g))
    transpileWithImports(resolve(dirname(file), `${path}.ts`), out, done)
}

/** Runs the bin with `args` (file names relative to the work folder): its exit status and what it printed. */
function runBin(args: string[]): Promise<{ code: number | string; stdout: string; stderr: string }> {
  const bin = join(work, 'bin/stakemint-wallet.js')
  return new Promise((done) => {
    execFile(process.execPath, [bin, ...args], { cwd: work, timeout: 60_000 }, (error, stdout, stderr) =>
      done({
        code: error ? (typeof error.code === 'number' ? error.code : `killed: ${error.signal}`) : 0,
        stdout,
        stderr,
      }),
    )
  })
}

/** Each command line, two at a time (one per core), in order. */
type Run = Awaited<ReturnType<typeof runBin>>

async function verifyLogs(...commandLines: string[][]): Promise<Awaited<ReturnType<typeof runBin>>[]> {
  const results: Awaited<ReturnType<typeof runBin>>[] = []
  let next = 0
  const worker = async () => {
    while (next < commandLines.length) {
      const index = next++
      results[index] = await runBin(commandLines[index] as string[])
    }
  }
  await Promise.all([worker(), worker()])
  return results
}

describe('stakemint-wallet verify-log', () => {
  it('exits 0 for an intact export, with or without keys (a file or a URL), 3 when not anchored, 1 when broken', async () => {
    const runs = await verifyLogs(
      ['verify-log', 'intact.ndjson'],
      ['verify-log', 'intact.ndjson', '--keys', 'keys.json'],
      ['verify-log', '--keys', `${jwksUrl}/api/calls/keys`, 'intact.ndjson'],
      ['verify-log', 'intact.ndjson', `--keys=${jwksUrl}/api/calls/keys`],
      ['verify-log', 'stripped.ndjson', '--keys', 'keys.json'],
      ['verify-log', 'edited.ndjson', '--keys', 'keys.json'],
    )
    const [plain, anchored, byUrl, byUrlForm, notAnchored, broken] = runs as [Run, Run, Run, Run, Run, Run]
    expect(plain).toMatchObject({ code: 0, stderr: '' })
    expect(plain.stdout).toMatch(
      /^intact\.ndjson: intact\. 2 entries, seq 1–2, .*Checkpoints not checked \(no keys given\)\.\n$/,
    )
    for (const run of [anchored, byUrl, byUrlForm]) {
      expect(run, run.stderr).toMatchObject({ code: 0 })
      expect(run.stdout).toMatch(
        /Anchored up to seq 2, signed 2025-06-01T12:00:00\.000Z by key k1 \(1 checkpoint holds\)/,
      )
    }
    expect(notAnchored).toMatchObject({ code: 3 })
    expect(notAnchored.stdout).toContain('Not anchored: the export carries no checkpoint.')
    expect(broken).toMatchObject({ code: 1 })
    expect(broken.stdout).toMatch(/^edited\.ndjson: broken at line 3 \(seq 2\): the entry does not match its hash/)
  }, 120_000)

  it('exits 2 for a wrong command line, a file or a key set it cannot read, saying why', async () => {
    const runs = await verifyLogs(
      [],
      ['check', 'intact.ndjson'],
      ['verify-log'],
      ['verify-log', 'intact.ndjson', 'edited.ndjson'],
      ['verify-log', 'intact.ndjson', '--keys'],
      ['verify-log', 'intact.ndjson', '--keys='],
      ['verify-log', 'intact.ndjson', '--verbose'],
      ['verify-log', 'missing.ndjson'],
      ['verify-log', 'bin'],
      ['verify-log', 'intact.ndjson', '--keys', 'not-a-jwks.json'],
      ['verify-log', 'intact.ndjson', '--keys', `${jwksUrl}/nowhere`],
    )
    for (const run of runs.slice(0, 7))
      expect(run).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Usage: stakemint-wallet verify-log/) })
    const [missing, directory, notJwks, notFound] = runs.slice(7)
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringMatching(/^Cannot read missing\.ndjson: /) })
    expect(directory).toMatchObject({ code: 2, stderr: 'Cannot read bin: not a file\n' })
    expect(notJwks).toMatchObject({
      code: 2,
      stderr: 'Cannot read the keys at not-a-jwks.json: not a JWKS ({ "keys": [...] })\n',
    })
    expect(notFound).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^Cannot read the keys at http.*: HTTP 404\n$/),
    })
    for (const run of runs) expect(run.stdout).toBe('')
  }, 120_000)
})
