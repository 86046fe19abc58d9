/**
 * The RPC settings (docs/requirements.md, "RPC and cache") against a real node: 100 contract reads issued in one tick reach anvil as
 * at most 2 HTTP requests (Multicall3 batching inside JSON-RPC batching), the fee rule from the real
 * base fee, and the read cache staying offline-first when the node becomes unreachable.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { erc20Abi, parseUnits, type Address } from 'viem'
import { estimateFeesPerGas, getBlock, getBlockNumber, getChainId, readContract } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployStack, devAccounts, startAnvil, type AnvilInstance, type Deployment } from '../../scripts/stack'
import { createChainClient, createReadCache, localChain } from '../../src/chains/index.ts'
import { memoryStorage } from '../../src/wallet/index.ts'

interface CountingProxy {
  url: string
  /** Each HTTP request: how many JSON-RPC calls it carried and their methods. */
  requests: { methods: string[] }[]
  offline: boolean
  close(): Promise<void>
}

/** A pass-through HTTP proxy in front of anvil that counts requests and can play "node unreachable". */
async function startCountingProxy(target: string): Promise<CountingProxy> {
  const proxy: Omit<CountingProxy, 'url' | 'close'> = { requests: [], offline: false }
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const parsed = JSON.parse(body) as { method: string } | { method: string }[]
      proxy.requests.push({ methods: (Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method) })
      if (proxy.offline) return response.writeHead(503).end('node unreachable')
      const answer = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}

describe('RPC clients against anvil', () => {
  let anvil: AnvilInstance
  let proxy: CountingProxy
  let deployment: Deployment

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 })
    deployment = await deployStack({ rpcUrl: anvil.url })
    proxy = await startCountingProxy(anvil.url)
  })
  afterAll(async () => {
    await proxy?.close()
    await anvil?.stop()
  })

  const client = () => createChainClient(localChain(proxy.url), proxy.url)

  it('100 contract reads in the same tick reach the node as at most 2 HTTP requests', async () => {
    const owners: Address[] = [
      ...devAccounts(10).map((account) => account.address),
      ...Array.from({ length: 90 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}` as Address),
    ]
    const reader = client()
    proxy.requests.length = 0
    const balances = await Promise.all(
      owners.map((owner) =>
        readContract(reader, {
          address: deployment.stakeToken,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [owner],
        }),
      ),
    )
    expect(balances.slice(1, 10)).toEqual(Array(9).fill(parseUnits('10000', 18)))
    expect(balances.slice(10)).toEqual(Array(90).fill(0n))
    const calls = proxy.requests.flatMap((request) => request.methods)
    console.info(`100 reads → ${proxy.requests.length} HTTP request(s) carrying ${calls.length} eth_call(s)`)
    expect(proxy.requests.length).toBeGreaterThanOrEqual(1)
    expect(proxy.requests.length).toBeLessThanOrEqual(2)
    expect(calls.every((method) => method === 'eth_call')).toBe(true)
    expect(calls.length).toBeLessThan(100) // aggregated through Multicall3 chunks of 1024 bytes
  })

  it('WebSocket in front of HTTP: requests go over the socket, and over HTTP when the socket is down', async () => {
    const wsUrl = anvil.url.replace('http://', 'ws://')
    const viaSocket = createChainClient(localChain(proxy.url), proxy.url, wsUrl)
    proxy.requests.length = 0
    await expect(getChainId(viaSocket)).resolves.toBe(31337)
    expect(await getBlockNumber(viaSocket, { cacheTime: 0 })).toBeGreaterThan(0n)
    expect(proxy.requests).toHaveLength(0) // nothing went through the HTTP proxy

    const deadSocket = createChainClient(localChain(proxy.url), proxy.url, 'ws://127.0.0.1:9')
    await expect(getChainId(deadSocket)).resolves.toBe(31337)
    expect(proxy.requests.flatMap((request) => request.methods)).toEqual(['eth_chainId'])
  })

  it("viem's own fee estimation applies the chain's fee rule: 120% of the latest base fee + 1.5 gwei", async () => {
    const reader = client()
    const fees = await estimateFeesPerGas(reader)
    const { baseFeePerGas } = await getBlock(reader, { blockTag: 'latest' })
    expect(typeof baseFeePerGas).toBe('bigint')
    expect(fees).toEqual({
      maxPriorityFeePerGas: 1_500_000_000n,
      maxFeePerGas: ((baseFeePerGas ?? 0n) * 12n) / 10n + 1_500_000_000n,
    })
  })

  it('read cache: value at once after a reload, stale while the node is unreachable, replaced when back', async () => {
    const storage = memoryStorage()
    const reader = client()
    const key = `balance:${deployment.stakeToken}:${devAccounts(2)[1]?.address}`
    const fetcher = () =>
      readContract(reader, {
        address: deployment.stakeToken,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [devAccounts(2)[1]!.address],
      })
    const firstSession = createReadCache({ storage })
    await expect(firstSession.load(key, fetcher)).resolves.toBe(parseUnits('10000', 18))
    firstSession.flush()

    proxy.offline = true
    const reloaded = createReadCache({ storage })
    expect(reloaded.read(key, fetcher)).toMatchObject({ value: parseUnits('10000', 18), stale: true, fetching: true })
    await expect(reloaded.load(key, fetcher)).rejects.toThrow()
    expect(reloaded.peek(key)).toMatchObject({ value: parseUnits('10000', 18), stale: true, fetching: false })
    expect(reloaded.peek(key)?.error).toBeInstanceOf(Error)

    proxy.offline = false
    await expect(reloaded.refresh(key, fetcher)).resolves.toBe(parseUnits('10000', 18))
    expect(reloaded.peek(key)).toMatchObject({ stale: false, error: undefined })
  })
})
