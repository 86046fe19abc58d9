import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { freePort } from './ports.ts'
import { repoRoot } from './paths.ts'
import { captureOutput, stopChild, waitForHttp } from './processes.ts'

export type DevServer = { url: string; stop(): Promise<void> }

/** Starts `vite` (dev mode) as a child process on a free port with `env` added, resolved once `/` serves. */
export async function startDevServer(env: Record<string, string>): Promise<DevServer> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: repoRoot, env: { ...process.env, ...env, BROWSER: 'none' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const output = captureOutput(child)
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/`, child, output)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { url, stop: () => stopChild(child) }
}
