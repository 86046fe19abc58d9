/**
 * A small JSON-RPC batcher over `fetch`, for the reads that run while a page sits idle (the block
 * poll, Home's totals, the account balance): calls to one URL made in the same task travel as one
 * HTTP request. It carries no viem code, so Home can use it on the first load.
 */

import { readOr } from './untrusted.ts'

export interface JsonRpcCall {
  readonly method: string
  readonly params: readonly unknown[]
}

/** A JSON-RPC error answer, or a batch that failed as a whole (code undefined). */
export class RpcRequestError extends Error {
  override readonly name = 'RpcRequestError'
  readonly code: number | undefined

  constructor(message: string, options: { code?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.code = options.code
  }
}

export interface RpcBatcher {
  request(url: string, call: JsonRpcCall): Promise<unknown>
}

export interface RpcBatcherOptions {
  readonly fetch?: typeof fetch
  readonly timeoutMs?: number
}

type Pending = { call: JsonRpcCall; resolve(value: unknown): void; reject(error: unknown): void }

/**
 * Always `application/json`: a `text/plain` POST would be a CORS simple request (no preflight), but
 * anvil 1.7.1 refuses it (-32600 'Invalid request' for text/plain, form and multipart bodies alike), so
 * cross-origin reads pay a preflight whenever the browser's cached answer to the last one has expired
 * (anvil sends no Access-Control-Max-Age, so Chromium keeps it 5 s).
 */
const JSON_CONTENT_TYPE = 'application/json'

/** Not a thenable (a promise would adopt it: wait on its `then`, or reject with what reading it threw). */
const isPlainResult = (result: unknown): boolean =>
  readOr(() => typeof (result as { then?: unknown } | null | undefined)?.then !== 'function', false)

function settle(batch: readonly Pending[], answer: unknown): void {
  if (!Array.isArray(answer)) {
    const error = new RpcRequestError('The node did not answer with a batch')
    for (const pending of batch) pending.reject(error)
    return
  }
  type Entry = { id?: unknown; result?: unknown; error?: { code?: number; message?: string } }
  const byId = new Map<unknown, Entry>(answer.map((entry: Entry) => [entry?.id, entry]))
  batch.forEach((pending, id) => {
    const entry = byId.get(id)
    if (!entry) pending.reject(new RpcRequestError(`No answer to ${pending.call.method}`))
    else if (entry.error)
      pending.reject(new RpcRequestError(entry.error.message ?? 'RPC error', { code: entry.error.code }))
    else if (isPlainResult(entry.result)) pending.resolve(entry.result)
    else pending.reject(new RpcRequestError(`The answer to ${pending.call.method} is not JSON`))
  })
}

export function createRpcBatcher(options: RpcBatcherOptions = {}): RpcBatcher {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? 10_000
  const queues = new Map<string, Pending[]>()

  const send = async (url: string, batch: readonly Pending[]) => {
    const body = batch.map(({ call }, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }))
    let answer: unknown
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': JSON_CONTENT_TYPE },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      answer = await response.json()
    } catch (error) {
      const failure = new RpcRequestError('The node could not be reached', { cause: error })
      for (const pending of batch) pending.reject(failure)
      return
    }
    try {
      settle(batch, answer)
    } catch (error) {
      // An answer whose entries throw when read (a getter, a Proxy): the calls it has not settled fail instead of
      // waiting forever (a promise settles once, so those already answered keep their answer).
      const failure = new RpcRequestError('The node sent an answer that could not be read', { cause: error })
      for (const pending of batch) pending.reject(failure)
    }
  }

  return {
    request(url, call) {
      return new Promise((resolve, reject) => {
        const queue = queues.get(url)
        if (queue) {
          queue.push({ call, resolve, reject })
          return
        }
        queues.set(url, [{ call, resolve, reject }])
        // Calls made in this task join the batch; it leaves in the next one.
        setTimeout(() => {
          const batch = queues.get(url) ?? []
          queues.delete(url)
          void send(url, batch)
        }, 0)
      })
    },
  }
}
