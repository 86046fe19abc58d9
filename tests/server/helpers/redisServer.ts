import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { freePort } from '../../e2e/harness/ports.ts'
import { captureOutput } from '../../e2e/harness/processes.ts'

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

export type RedisProcess = {
  url: string
  port: number
  kill(): Promise<void>
  start(): Promise<void>
  stop(): Promise<void>
}

/**
 * Debian's redis-server on a free loopback port, persistence off (nothing written to disk: a restart
 * starts empty). kill() is SIGKILL (a crash); start() brings it back on the same port.
 * `persistentDir`: an append-only file there, written on every command, so a restart keeps what was stored.
 */
export async function startRedis(options: { persistentDir?: string } = {}): Promise<RedisProcess> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} not found: apt-get install redis-server`)
  const port = await freePort()
  const persistence = options.persistentDir
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', options.persistentDir]
    : ['--appendonly', 'no', '--dir', '/tmp']
  let child: ChildProcess | undefined
  const start = async () => {
    const started = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = started
    const output = captureOutput(started)
    for (let attempt = 0; attempt < 100; attempt++) {
      if (output().includes('Ready to accept connections')) return
      if (started.exitCode !== null) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    started.kill('SIGKILL')
    throw new Error(`redis-server did not start on port ${port}:\n${output()}`)
  }
  const end = (signal: NodeJS.Signals) => async () => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill(signal)
    })
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, port, kill: end('SIGKILL'), start, stop: end('SIGTERM') }
}
