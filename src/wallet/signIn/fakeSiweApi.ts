/**
 * An in-memory stand-in for server/siwe behind a `fetch` function, for unit tests: issues nonces,
 * records every call, and lets a test make any endpoint fail. Test support only; not exported.
 */
import type { FetchFunction } from './siweApi.ts'

export type FakeRoute = 'nonce' | 'verify' | 'session' | 'logout'
export interface FakeSiweApi {
  readonly fetch: FetchFunction
  readonly calls: { route: string; method: string; body: unknown }[]
  session: { address: string; chainId: number } | undefined
  /** The next call of a route answers with this status, error and headers (status 0: the network fails). */
  failNext(route: FakeRoute, status: number, error?: string, headers?: Record<string, string>): void
  /** The next call of a route computes its answer now but delivers it only when `release` is called. */
  holdNext(route: FakeRoute): { release: () => void }
}

export function fakeSiweApi(): FakeSiweApi {
  const failures = new Map<string, { status: number; error: string; headers: Record<string, string> }>()
  const holds = new Map<string, Promise<void>>()
  let counter = 0
  const api: FakeSiweApi = {
    calls: [],
    session: undefined,
    failNext: (route, status, error = 'refused', headers = {}) => void failures.set(route, { status, error, headers }),
    holdNext(route) {
      let release: () => void = () => undefined
      holds.set(route, new Promise<void>((resolve) => (release = resolve)))
      return { release: () => release() }
    },
    async fetch(input, init = {}) {
      const route = input.slice(input.lastIndexOf('/') + 1)
      const hold = holds.get(route)
      holds.delete(route)
      const answer = answerFor(route, init)
      if (hold) await hold
      return answer
    },
  }
  async function answerFor(route: string, init: RequestInit): Promise<Response> {
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    api.calls.push({ route, method: init.method ?? 'GET', body })
    const failure = failures.get(route)
    if (failure) {
      failures.delete(route)
      if (failure.status === 0) throw new TypeError('Failed to fetch')
      return json(failure.status, { error: failure.error }, failure.headers)
    }
    if (route === 'nonce') return json(200, { nonce: `nonce${String(++counter).padStart(8, '0')}` })
    if (route === 'session')
      return json(200, api.session ? { authenticated: true, ...api.session } : { authenticated: false })
    if (route === 'logout') {
      api.session = undefined
      return new Response(null, { status: 204 })
    }
    const message = (body as { message: string }).message
    const address = /0x[0-9a-fA-F]{40}/.exec(message)?.[0] ?? ''
    const chainId = Number(/Chain ID: (\d+)/.exec(message)?.[1])
    api.session = { address, chainId }
    return json(200, { address, chainId })
  }
  return api
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })
}
