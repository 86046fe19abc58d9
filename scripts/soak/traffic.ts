import { Agent } from 'node:http'
import type { HDAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { soakRequest, type SoakReply, type SoakRequest } from './http.ts'
import type { Recorder, Source } from './recorder.ts'

/** How much of each kind of traffic runs at once, and how often each lane repeats (milliseconds). */
export type TrafficMix = {
  staticLanes: number
  staticEveryMs: number
  visitors: number
  visitorEveryMs: number
  junkClients: number
  junkEveryMs: number
  floodLanes: number
  floodEveryMs: number
}

/**
 * About 200 requests a second in all. Each visitor (own address) signs in and out once every 2.5 s and each
 * junk client posts twice every 5 s: both stay inside the per-client limits (server/siwe/rateLimit.ts), so
 * only the flooding client should ever see a 429.
 */
export const DEFAULT_MIX: TrafficMix = {
  staticLanes: 4,
  staticEveryMs: 100,
  visitors: 12,
  visitorEveryMs: 2_500,
  junkClients: 4,
  junkEveryMs: 5_000,
  floodLanes: 4,
  floodEveryMs: 40,
}

export const FLOOD_ADDRESS = '127.0.0.2'
const visitorAddress = (index: number) => `127.0.0.${10 + index}`
const junkAddress = (index: number) => `127.0.0.${100 + index}`
/** 65 bytes that are no one's signature of anything. */
const JUNK_SIGNATURE = `0x${'5a'.repeat(65)}`

export type TrafficTarget = {
  /** The instances behind the imagined load balancer; each request goes to one of them at random. */
  urls: readonly string[]
  /** The Host every request names (the servers' SIWE_DOMAIN). */
  domain: string
  /** A hashed asset of the build, e.g. /assets/index-abc.js. */
  asset: string
  /** Signing accounts: one per visitor and junk client (reused round the list when there are fewer). */
  accounts: readonly HDAccount[]
  chainId: number
}

/** A 200 whose body is wrong is recorded as its own kind: `check` names what was wrong. */
type Check = (reply: SoakReply) => string | undefined
type Client = (source: Source, endpoint: string, path: string, init?: SoakRequest, check?: Check) => Promise<SoakReply>

/** Runs the mix until `deadline` (a performance.now() time); every answer goes to `recorder`. */
export async function runTraffic(target: TrafficTarget, mix: TrafficMix, recorder: Recorder, deadline: number) {
  const agents: Agent[] = []
  const clientAt = (localAddress: string): Client => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8, localAddress })
    agents.push(agent)
    return async (source, endpoint, path, init = {}, check) => {
      const url = `${target.urls[Math.floor(Math.random() * target.urls.length)]}${path}`
      const reply = await soakRequest(url, agent, { ...init, headers: { host: target.domain, ...init.headers } })
      recorder.record(source, endpoint, reply, reply.status === 200 ? check?.(reply) : undefined)
      return reply
    }
  }
  const gzip = { 'accept-encoding': 'gzip' }
  const lanes: Promise<void>[] = []
  for (let index = 0; index < mix.staticLanes; index++) {
    const send = clientAt('127.0.0.1')
    lanes.push(
      paced(deadline, mix.staticEveryMs, async () => {
        await send('static', 'GET / (index.html)', '/', { headers: gzip })
        await send('static', 'GET asset', target.asset, { headers: gzip })
      }),
    )
  }
  for (let index = 0; index < mix.visitors; index++) {
    const send = clientAt(visitorAddress(index))
    const account = accountAt(target.accounts, index)
    lanes.push(paced(deadline, mix.visitorEveryMs, () => signInAndOut(send, account, target)))
  }
  for (let index = 0; index < mix.junkClients; index++) {
    const send = clientAt(junkAddress(index))
    const account = accountAt(target.accounts, mix.visitors + index)
    lanes.push(paced(deadline, mix.junkEveryMs, () => postJunk(send, account, target)))
  }
  for (let index = 0; index < mix.floodLanes; index++) {
    const send = clientAt(FLOOD_ADDRESS)
    lanes.push(paced(deadline, mix.floodEveryMs, async () => void (await send('flood', 'GET nonce (flood)', NONCE))))
  }
  await Promise.all(lanes)
  for (const agent of agents) agent.destroy()
}

/** Repeats `step` every `everyMs` (or back to back when a step takes longer) until `deadline`; starts staggered. */
async function paced(deadline: number, everyMs: number, step: () => Promise<void>): Promise<void> {
  await sleep(Math.random() * everyMs)
  while (performance.now() < deadline) {
    const started = performance.now()
    await step()
    await sleep(Math.min(everyMs - (performance.now() - started), deadline - performance.now()))
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

function accountAt(accounts: readonly HDAccount[], index: number): HDAccount {
  const account = accounts[index % accounts.length]
  if (!account) throw new Error('the soak needs at least one signing account')
  return account
}

const NONCE = '/api/siwe/nonce'
const VERIFY = '/api/siwe/verify'
const json = { 'content-type': 'application/json' }

async function nonceFor(send: Client, source: Source): Promise<string | undefined> {
  const reply = await send(source, 'GET nonce', NONCE, {}, (r) =>
    /"nonce":"\w{8,}"/.test(r.body) ? undefined : 'no nonce',
  )
  return reply.status === 200 ? (JSON.parse(reply.body) as { nonce: string }).nonce : undefined
}

function messageFor(target: TrafficTarget, account: HDAccount, nonce: string): string {
  return createSiweMessage({
    domain: target.domain,
    uri: `https://${target.domain}`,
    address: account.address,
    chainId: target.chainId,
    nonce,
    version: '1',
    issuedAt: new Date(),
  })
}

/** An honest visitor: nonce, a valid signature, the session seen, sign-out, the session gone. */
async function signInAndOut(send: Client, account: HDAccount, target: TrafficTarget): Promise<void> {
  const nonce = await nonceFor(send, 'visitor')
  if (!nonce) return
  const message = messageFor(target, account, nonce)
  const body = JSON.stringify({ message, signature: await account.signMessage({ message }) })
  const verified = await send('visitor', 'POST verify (valid)', VERIFY, { method: 'POST', headers: json, body }, (r) =>
    r.cookie ? undefined : 'no session cookie',
  )
  const cookie = verified.status === 200 ? verified.cookie : undefined
  if (!cookie) return
  await send('visitor', 'GET session', '/api/siwe/session', { headers: { cookie } }, (r) =>
    r.body.includes(`"address":"${account.address}"`) ? undefined : 'session missing after sign-in',
  )
  await send('visitor', 'POST logout', '/api/siwe/logout', { method: 'POST', headers: { ...json, cookie }, body: '{}' })
  await send('visitor', 'GET session', '/api/siwe/session', { headers: { cookie } }, (r) =>
    r.body === '{"authenticated":false}' ? undefined : 'session still open after sign-out',
  )
}

/** A client posting junk: a real nonce with a signature that is no one's, then a body that is not JSON. */
async function postJunk(send: Client, account: HDAccount, target: TrafficTarget): Promise<void> {
  const nonce = await nonceFor(send, 'junk')
  if (nonce) {
    const body = JSON.stringify({ message: messageFor(target, account, nonce), signature: JUNK_SIGNATURE })
    await send('junk', 'POST verify (junk)', VERIFY, { method: 'POST', headers: json, body })
  }
  await send('junk', 'POST verify (junk)', VERIFY, { method: 'POST', headers: json, body: '{"message": ' })
}
