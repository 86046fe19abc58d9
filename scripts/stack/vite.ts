import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { assertPortFree } from './ports'

export type StartViteParameters = {
  port: number
  host?: string
  /** Extra environment (VITE_* variables) for the dev server. */
  env?: Record<string, string>
  /** Where vite.config.ts lives. */
  cwd: string
  /** Receives each line Vite prints. */
  onOutput?: (line: string) => void
  timeoutMs?: number
}

export type ViteServer = { url: string; pid: number; exited: Promise<number | null>; stop(): Promise<void> }

export class ViteStartError extends Error {
  override name = 'ViteStartError'
}

function viteBin(cwd: string): string {
  const packageJson = createRequire(join(cwd, 'package.json')).resolve('vite/package.json')
  return join(dirname(packageJson), 'bin', 'vite.js')
}

function forwardLines(child: ChildProcess, onLine: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = ''
    stream?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) if (line.trim()) onLine(line)
    })
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

/** Starts the Vite dev server as a child process (strict port) and waits until it answers HTTP. */
export async function startVite({
  port,
  host = '127.0.0.1',
  env = {},
  cwd,
  onOutput = () => {},
  timeoutMs = 30_000,
}: StartViteParameters): Promise<ViteServer> {
  await assertPortFree(port, host)
  const args = [viteBin(cwd), '--port', String(port), '--strictPort', '--host', host]
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  forwardLines(child, onOutput)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.kill('SIGTERM')
    await exited
    clearTimeout(forceKill)
  }

  const url = `http://${host}:${port}/`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new ViteStartError(`Vite exited with code ${child.exitCode} before serving`)
    if (await answers(url)) return { url, pid: child.pid ?? -1, exited, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new ViteStartError(`Vite did not answer on ${url} within ${timeoutMs} ms`)
}
