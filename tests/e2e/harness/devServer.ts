import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { onFreePort } from './ports.ts'
import { repoRoot } from './paths.ts'
import { captureOutput, stopChild, waitForHttp, waitForOutput } from './processes.ts'

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

/**
 * Vite's dependency cache for this test worker: a dev server re-optimizing dependencies renames the whole folder,
 * which would break the pages of another worker's server reading the same one (vite.config.ts reads DEV_CACHE_DIR).
 * harness/warmDevCache.ts fills them before the tests start.
 */
export function workerCacheDir(poolId: string | number = process.env.VITEST_POOL_ID ?? '0'): string {
  return join(repoRoot, 'node_modules', '.vite', `e2e-worker-${poolId}`)
}

/**
 * Starts `vite` (dev mode, bundled: vite.config.ts, DEV_BUNDLED) as a child process on a free port with `env` added,
 * resolved once `/` serves (in bundled mode, once the first bundle is built). E2E_BUNDLED_DEV=0 serves unbundled.
 */
export function startDevServer(env: Record<string, string>): Promise<DevServer> {
  return onFreePort((port) => startDevServerOn(port, env))
}

async function startDevServerOn(port: number, env: Record<string, string>): Promise<DevServer> {
  const child = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: repoRoot,
      env: {
        ...hermeticEnv(),
        DEV_CACHE_DIR: workerCacheDir(),
        DEV_BUNDLED: process.env.E2E_BUNDLED_DEV ?? '1',
        ...env,
        BROWSER: 'none',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const output = captureOutput(child)
  const url = `http://127.0.0.1:${port}`
  try {
    // Vite prints its URL only once it holds the port: a 200 before that could come from another server.
    await waitForOutput(`${url}/`, child, output)
    await waitForHttp(`${url}/`, child, output)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return { url, stop: () => stopChild(child) }
}
