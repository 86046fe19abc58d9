import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { captureOutput, stopChild } from '../../e2e/harness/processes.ts'
import { repoRoot } from '../../e2e/harness/paths.ts'

export type ServeProcess = {
  url: string
  host: string
  child: ChildProcess
  output: () => string
  stop(): Promise<void>
}

/**
 * `npm run serve` as one node process (tsx as a loader, so the PID is the server's own); resolves once it listens.
 * `timeoutMs`: how long it may take to start (a machine under heavy load needs longer than the default).
 */
export async function startServe(env: Record<string, string>, timeoutMs = 30_000): Promise<ServeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'server/serve.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = captureOutput(child, 20_000)
  const stop = () => stopChild(child)
  for (let attempt = 0; attempt < timeoutMs / 100; attempt++) {
    const url = /at (http:\/\/\S+?)\/\n/.exec(output())?.[1]
    if (url) return { url, host: new URL(url).host, child, output, stop }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`serve did not start:\n${output()}`)
}
