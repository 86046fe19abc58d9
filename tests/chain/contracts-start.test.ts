import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFreePort, isPortFree } from '../../scripts/stack'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Runs `npm start` the way a person does, with CHAIN_PORT and PORT set. */
function npmStart(chainPort: number, appPort: number): Run {
  const child = spawn('npm', ['start'], {
    cwd: projectRoot,
    env: { ...process.env, CHAIN_PORT: String(chainPort), PORT: String(appPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

async function waitFor(run: Run, text: string, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start never printed "${text}":\n${run.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Polls until the port is released (the stack stops asynchronously after npm exits). */
async function waitUntilFree(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await isPortFree(port)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

describe('npm start', () => {
  let chainPort = 0
  let appPort = 0
  const runs: Run[] = []
  beforeAll(async () => {
    chainPort = await findFreePort()
    appPort = await findFreePort()
  })
  afterAll(() => {
    for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGKILL')
  })

  for (const attempt of ['first', 'second']) {
    it(`${attempt} run: chain, contracts and app come up, SIGTERM to npm stops all of it`, async () => {
      const run = npmStart(chainPort, appPort)
      runs.push(run)
      await waitFor(run, 'App ready')
      expect(run.output()).toContain(`http://127.0.0.1:${appPort}/`)

      const page = await fetch(`http://127.0.0.1:${appPort}/`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<div id="root">')
      // Vite inlines the env it was given into import.meta.env of transformed modules
      const config = await (await fetch(`http://127.0.0.1:${appPort}/src/setup/config.ts`)).text()
      expect(config).toContain(`http://127.0.0.1:${chainPort}`)
      expect(config).toContain('0x5FbDB2315678afecb367f032d93F642f64180aa3')
      // the sign-in API rides on the dev server (server/siwe/vitePlugin.ts)
      const nonce = (await (await fetch(`http://127.0.0.1:${appPort}/api/siwe/nonce`)).json()) as { nonce?: unknown }
      expect(nonce.nonce).toMatch(/^[0-9a-zA-Z]{8,}$/)

      const written = JSON.parse(readFileSync(join(projectRoot, '.stack/deployment.json'), 'utf8')) as {
        VITE_LOCAL_RPC_URL: string
        VITE_CONTRACTS: string
      }
      expect(written.VITE_LOCAL_RPC_URL).toBe(`http://127.0.0.1:${chainPort}`)
      expect(Object.keys(JSON.parse(written.VITE_CONTRACTS) as object)).toEqual(['31337'])

      // Blocks go on without transactions (the block ticker), so rewards visibly accrue.
      if (attempt === 'first') {
        expect(run.output()).toContain('A block is mined every 3 s')
        const blockNumber = async () => {
          const answer = await fetch(`http://127.0.0.1:${chainPort}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
          })
          return Number(((await answer.json()) as { result: string }).result)
        }
        const before = await blockNumber()
        await new Promise((resolve) => setTimeout(resolve, 7_000))
        expect(await blockNumber()).toBeGreaterThan(before)
      }

      run.child.kill('SIGTERM')
      await run.exited
      expect(await waitUntilFree(chainPort)).toBe(true)
      expect(await waitUntilFree(appPort)).toBe(true)
    })
  }

  it('says which port is taken and exits non-zero without starting anything', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(chainPort, '127.0.0.1', resolve))
    try {
      const run = npmStart(chainPort, appPort)
      runs.push(run)
      expect(await run.exited).not.toBe(0)
      expect(run.output()).toContain(`port ${chainPort} is already in use`)
      expect(run.output()).toContain('Set CHAIN_PORT to a free port')
      expect(await isPortFree(appPort)).toBe(true)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  })
})
