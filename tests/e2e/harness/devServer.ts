import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { freePort } from './ports.ts'
import { repoRoot } from './paths.ts'
import { captureOutput, stopChild, waitForHttp } from './processes.ts'

export type DevServer = { url: string; stop(): Promise<void> }

/**
 * The parent's environment without what would make the app differ from run to run: a developer's own
 * VITE_* settings, and vitest's NODE_ENV=test / VITEST* markers (Vite and React read both).
 */
function hermeticEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name.startsWith('VITE_') || name.startsWith('VITEST') || name === 'NODE_ENV') continue
    env[name] = value
  }
  return env
}

/** Starts `vite` (dev mode) as a child process on a free port with `env` added, resolved once `/` serves. */
export async function startDevServer(env: Record<string, string>): Promise<DevServer> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: repoRoot, env: { ...hermeticEnv(), ...env, BROWSER: 'none' }, stdio: ['ignore', 'pipe', 'pipe'] },
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
