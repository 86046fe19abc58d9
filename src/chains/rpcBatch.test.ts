import { describe, expect, it, vi } from 'vitest'
import { createRpcBatcher, RpcRequestError } from './rpcBatch.ts'

type Sent = { url: string; contentType: string; body: { id: number; method: string; params: unknown[] }[] }

function node(answer: (body: Sent['body']) => unknown) {
  const sent: Sent[] = []
  const fetchImpl = vi.fn(async (url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent['body']
    sent.push({ url: String(url), contentType: new Headers(init?.headers).get('content-type') ?? '', body })
    return new Response(JSON.stringify(answer(body)))
  }) as unknown as typeof fetch
  return { sent, fetchImpl }
}

const echo = (body: Sent['body']) => body.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: `${method}#${id}` }))

describe('createRpcBatcher', () => {
  it('sends the calls of one task to one URL as one batch, and other URLs apart', async () => {
    const { sent, fetchImpl } = node(echo)
    const rpc = createRpcBatcher({ fetch: fetchImpl })
    const answers = await Promise.all([
      rpc.request('http://a/', { method: 'eth_blockNumber', params: [] }),
      rpc.request('http://a/', { method: 'eth_call', params: [{ to: '0x1' }, 'latest'] }),
      rpc.request('http://b/', { method: 'eth_chainId', params: [] }),
    ])
    expect(answers).toEqual(['eth_blockNumber#0', 'eth_call#1', 'eth_chainId#0'])
    expect(sent.map(({ url, body }) => [url, body.length])).toEqual([
      ['http://a/', 2],
      ['http://b/', 1],
    ])
  })

  it('posts application/json (the nodes checked refuse the CORS-simple text/plain)', async () => {
    const { sent, fetchImpl } = node(echo)
    await createRpcBatcher({ fetch: fetchImpl }).request('http://a/', { method: 'eth_blockNumber', params: [] })
    expect(sent.map((request) => request.contentType)).toEqual(['application/json'])
  })

  it('rejects one call with its RPC error and the code, the others still resolve', async () => {
    const { fetchImpl } = node((body) =>
      body.map(({ id }) =>
        id === 0
          ? { jsonrpc: '2.0', id, error: { code: -32000, message: 'execution reverted' } }
          : { jsonrpc: '2.0', id, result: '0x1' },
      ),
    )
    const rpc = createRpcBatcher({ fetch: fetchImpl })
    const [failed, ok] = await Promise.allSettled([
      rpc.request('http://a/', { method: 'eth_call', params: [] }),
      rpc.request('http://a/', { method: 'eth_call', params: [] }),
    ])
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: -32000, message: 'execution reverted' } })
    expect(ok).toEqual({ status: 'fulfilled', value: '0x1' })
  })

  it('rejects every call of the batch when the node is unreachable, answers garbage or leaves a call out', async () => {
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    await expect(createRpcBatcher({ fetch: down }).request('http://a/', { method: 'x', params: [] })).rejects.toThrow(
      'The node could not be reached',
    )
    const garbage = node(() => ({ not: 'a batch' }))
    await expect(
      createRpcBatcher({ fetch: garbage.fetchImpl }).request('http://a/', { method: 'x', params: [] }),
    ).rejects.toBeInstanceOf(RpcRequestError)
    const partial = node(() => [])
    await expect(
      createRpcBatcher({ fetch: partial.fetchImpl }).request('http://a/', { method: 'eth_call', params: [] }),
    ).rejects.toThrow('No answer to eth_call')
  })
})
