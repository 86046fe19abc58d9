import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type BenchServer = { url: string; child: ChildProcess; rssMb(): number; stop(): Promise<void> }

/** `npm run serve` as one node process (tsx as a loader), so /proc/<pid> is the server itself. */
export async function startServer(root: string, env: Record<string, string>): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  for (let attempt = 0; attempt < 300; attempt++) {
    const url = /at (http:\/\/\S+?)\/\n/.exec(output)?.[1]
    if (url) return { url, child, stop, rssMb: () => residentMb(child.pid ?? 0) }
    if (child.exitCode !== null) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`serve did not start:\n${output}`)
}

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Math.round(Number(kb ?? 0) / 102.4) / 10
}
