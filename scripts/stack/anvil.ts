import { spawn, type ChildProcess } from 'node:child_process'
import { resolveAnvilBinary } from './anvilBinary'
import { LOCAL_CHAIN_ID } from '../../src/chains/index.ts'
import { DEV_MNEMONIC } from '../../src/wallet/dev.ts'
import { assertPortFree } from './ports'

/** The well-known anvil dev accounts' mnemonic: the same accounts the Dev Wallet signs with. */
export const devMnemonic = DEV_MNEMONIC

export type StartAnvilParameters = {
  /** 0 lets anvil pick a free port; the chosen one is read from its "Listening on" line. */
  port: number
  chainId?: number
  host?: string
  /** Executable to run; default resolveAnvilBinary(). */
  bin?: string
  /** How long to wait for eth_chainId to answer. */
  timeoutMs?: number
}

export type AnvilInstance = {
  url: string
  port: number
  chainId: number
  pid: number
  /** Settles with the exit code when anvil exits, for whatever reason. */
  exited: Promise<number | null>
  /** Stops this anvil (SIGTERM, then SIGKILL after 3 s); safe to call twice. */
  stop(): Promise<void>
}

export class AnvilStartError extends Error {
  override name = 'AnvilStartError'
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(output ? `${message}\nanvil output:\n${output}` : message)
  }
}

/** Keeps the last few KB of anvil's output for error messages; reading also keeps the pipe from filling. */
function captureOutput(child: ChildProcess): { text(): string; onListening(cb: (port: number) => void): void } {
  let text = ''
  let listener: ((port: number) => void) | undefined
  const onData = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-4000)
    const match = /Listening on [^\s:]+:(\d+)/.exec(text)
    if (match?.[1] && listener) {
      listener(Number(match[1]))
      listener = undefined
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  return { text: () => text.trim(), onListening: (cb) => (listener = cb) }
}

async function rpcChainId(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number(body.result) : undefined
  } catch {
    return undefined
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(forceKill)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts the anvil binary on host:port with the dev mnemonic and waits until eth_chainId answers
 * with `chainId`. Throws PortInUseError before spawning when the port is taken.
 */
export async function startAnvil({
  port,
  chainId = LOCAL_CHAIN_ID,
  host = '127.0.0.1',
  bin = resolveAnvilBinary(),
  timeoutMs = 15_000,
}: StartAnvilParameters): Promise<AnvilInstance> {
  if (port !== 0) await assertPortFree(port, host)
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
  const child = spawn(bin, [...args, '--accounts', '10', '--mnemonic', devMnemonic], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = captureOutput(child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let spawnError: Error | undefined
  child.once('error', (error) => (spawnError = error))

  let boundPort = port
  if (port === 0) output.onListening((actual) => (boundPort = actual))

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (spawnError) throw new AnvilStartError(`could not run ${bin}: ${spawnError.message}`, output.text())
    if (child.exitCode !== null) {
      throw new AnvilStartError(`anvil exited with code ${child.exitCode} before answering`, output.text())
    }
    if (boundPort !== 0) {
      const answered = await rpcChainId(`http://${host}:${boundPort}`)
      if (answered === chainId) {
        const url = `http://${host}:${boundPort}`
        return { url, port: boundPort, chainId, pid: child.pid ?? -1, exited, stop: () => stopChild(child) }
      }
      if (answered !== undefined) {
        await stopChild(child)
        throw new AnvilStartError(`port ${boundPort} answered chain id ${answered}, expected ${chainId}`, '')
      }
    }
    await sleep(50)
  }
  await stopChild(child)
  throw new AnvilStartError(`anvil did not answer eth_chainId within ${timeoutMs} ms`, output.text())
}
