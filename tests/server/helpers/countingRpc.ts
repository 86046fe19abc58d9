import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CountingRpc = {
  url: string
  calls: Map<string, number>
  /** The gas limit each eth_call asked for (undefined: none given, the node's own cap applies). */
  callGas: (string | undefined)[]
  total(): number
  reset(): void
  close(): Promise<void>
}

/** A JSON-RPC proxy in front of a node that counts every method called through it. */
export async function startCountingRpc(upstream: string): Promise<CountingRpc> {
  const calls = new Map<string, number>()
  const callGas: (string | undefined)[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      try {
        type Call = { method?: string; params?: [{ gas?: string }?] }
        const parsed = JSON.parse(body) as Call | Call[]
        for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
          calls.set(call.method ?? '?', (calls.get(call.method ?? '?') ?? 0) + 1)
          if (call.method === 'eth_call') callGas.push(call.params?.[0]?.gas)
        }
      } catch {
        calls.set('(unparsable)', (calls.get('(unparsable)') ?? 0) + 1)
      }
      fetch(upstream, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) =>
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()),
        )
        .catch(() => response.writeHead(502).end())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    callGas,
    total: () => [...calls.values()].reduce((sum, count) => sum + count, 0),
    reset: () => {
      calls.clear()
      callGas.length = 0
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
