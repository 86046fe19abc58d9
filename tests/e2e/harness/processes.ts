import { spawn, type ChildProcess } from 'node:child_process'
import { repoRoot } from './paths.ts'

/** Keeps the last lines a child printed, for error messages when it dies or never gets ready. */
export function captureOutput(child: ChildProcess, maxChars = 4000): () => string {
  let output = ''
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-maxChars)
  }
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  return () => output
}

/** SIGTERM the child we started (by its PID), SIGKILL it if it has not exited after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`process exited with code ${child.exitCode} before serving ${url}:\n${output()}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`)
}

/** Waits until the child has printed `text` (e.g. the URL it bound), failing if it exits first. */
export async function waitForOutput(
  text: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removes the terminal's colour escapes
  const plain = () => output().replace(/\u001b\[[0-9;]*m/g, '')
  while (!plain().includes(text)) {
    if (child.exitCode !== null)
      throw new Error(`process exited with code ${child.exitCode} before printing '${text}':\n${output()}`)
    if (Date.now() > deadline) throw new Error(`process did not print '${text}' within ${timeoutMs} ms:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The parent's environment without VITE_* / vitest markers, so a build or server child is the same on every machine. */
export function cleanBuildEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        !entry[0].startsWith('VITE_') &&
        !entry[0].startsWith('VITEST') &&
        entry[0] !== 'NODE_ENV',
    ),
  )
}

/** Runs a Node script from the repository root; resolves on exit 0, rejects with its output otherwise. */
export function runNode(args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output = captureOutput(child)
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}:\n${output()}`)),
    ),
  )
}
