import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devMnemonic, startAnvil, type AnvilInstance } from '../../scripts/stack/index.ts'
import { freePort, repoRoot } from './harness/index.ts'

let anvil: AnvilInstance
let root: string

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 })
  root = mkdtempSync(join(tmpdir(), 'signin-serve-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
})

afterAll(async () => {
  await anvil?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** `npm run serve` as a child: resolves with its URL once it listens. */
function startServe(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'server/serve.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DIST_DIR: root, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const url = (async () => {
    for (let attempt = 0; attempt < 150; attempt++) {
      const found = /at (http:\/\/\S+?)\/\n/.exec(output.stdout)?.[1]
      if (found) return found
      if (child.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`serve did not start: ${output.stderr}`)
  })()
  // A test that expects serve to exit never awaits the URL: its rejection must not go unhandled.
  url.catch(() => undefined)
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  return { url, output, exited, stop }
}

describe('npm run serve: the sign-in API', () => {
  it('issues a nonce, verifies a signature on SIWE_RPC_URL and reads the session', async () => {
    const serve = startServe({ SIWE_RPC_URL: anvil.url })
    try {
      const url = await serve.url
      const host = new URL(url).host
      const { nonce } = (await (await fetch(`${url}/api/siwe/nonce`)).json()) as { nonce: string }
      const account = mnemonicToAccount(devMnemonic, { addressIndex: 2 })
      const message = createSiweMessage({
        domain: host,
        uri: url,
        address: account.address,
        chainId: 31337,
        nonce,
        version: '1',
      })
      const verify = await fetch(`${url}/api/siwe/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
      })
      expect(verify.status).toBe(200)
      const cookie = (verify.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
      const session = await (await fetch(`${url}/api/siwe/session`, { headers: { cookie } })).json()
      expect(session).toEqual({ authenticated: true, address: account.address, chainId: 31337 })
      expect((await fetch(`${url}/collection`)).status).toBe(200)
    } finally {
      await serve.stop()
    }
  })

  it('refuses to start with an SIWE_RPC_URL that is not http(s)', async () => {
    const serve = startServe({ SIWE_RPC_URL: 'ftp://nope' })
    expect(await serve.exited).toBe(1)
    expect(serve.output.stderr).toContain("serve: SIWE_RPC_URL must list http(s) URLs, got 'ftp://nope'")
  })
})
