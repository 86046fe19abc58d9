import { TestWalletRpcError } from './rpcError.ts'

let nextId = 1

/** Sends one JSON-RPC request to a node and returns its result, or throws its error with the node's code. */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let body: unknown
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      signal: AbortSignal.timeout(30_000),
    })
    body = await response.json()
  } catch (error) {
    throw new TestWalletRpcError(
      -32603,
      `RPC ${rpcUrl} unreachable: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (typeof body !== 'object' || body === null)
    throw new TestWalletRpcError(-32603, `RPC ${rpcUrl} sent no JSON-RPC object`)
  if ('error' in body && typeof body.error === 'object' && body.error !== null) {
    const error = body.error as { code?: unknown; message?: unknown; data?: unknown }
    throw new TestWalletRpcError(
      typeof error.code === 'number' ? error.code : -32603,
      typeof error.message === 'string' ? error.message : 'RPC error',
      error.data,
    )
  }
  return 'result' in body ? body.result : null
}
