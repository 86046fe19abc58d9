import { createHash, createPublicKey, generateKeyPairSync, type KeyObject, verify } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CHECKPOINT_MAX_BODY_BYTES,
  CHECKPOINTS_UNAVAILABLE_MESSAGE,
  callLogFromEnv,
  createCallLogHandler,
  createMemoryHeadStore,
  createRedisHeadStore,
  createSigningKeys,
  EPHEMERAL_KEY_WARNING,
  HEAD_TTL_MS,
  jwkThumbprint,
  parsePreviousKeys,
  parseSigningKey,
  type CallLogHandlerOptions,
  type HeadStore,
  type PublicJwk,
} from '../../server/callLog/index.ts'
import { createMemoryStore, NO_TRUSTED_PROXIES, StoreUnavailableError } from '../../server/siwe/index.ts'
import type { RouteHandler } from '../../server/static.ts'
import {
  canonicalJson,
  CHECKPOINT_SEGMENT_LIMIT,
  type CheckpointSegmentEntry,
  type SignedCallLogCheckpoint,
} from '../../src/wallet/index.ts'
import { startRedis, type RedisProcess } from './helpers/redisServer.ts'
import { startServe, type ServeProcess } from './helpers/serveProcess.ts'
import { json, send, type Reply } from './helpers/siwe.ts'

// ---------------------------------------------------------------------------------------------------------------
// A chain as the page builds it: each entry's prevHash is the hash of the one before. The hashes here are any
// SHA-256 values; `label` makes two chains of the same seqs differ (a fork).

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

function chain(fromSeq: number, count: number, prevHash: string, label = 'main'): CheckpointSegmentEntry[] {
  const entries: CheckpointSegmentEntry[] = []
  let previous = prevHash
  for (let seq = fromSeq; seq < fromSeq + count; seq++) {
    const hash = sha256(`${label}:${seq}:${previous}`)
    entries.push({ seq, prevHash: previous, hash })
    previous = hash
  }
  return entries
}

const GENESIS = sha256('genesis')
const last = (entries: readonly CheckpointSegmentEntry[]) => entries[entries.length - 1] as CheckpointSegmentEntry

function pem(key: KeyObject): string {
  return key.type === 'private'
    ? String(key.export({ type: 'pkcs8', format: 'pem' }))
    : String(key.export({ type: 'spki', format: 'pem' }))
}

/** Verifies a checkpoint the way an export's reader does: the key by kid from the JWKS, Ed25519 over canonical JSON. */
function verifies(signed: SignedCallLogCheckpoint, jwks: { keys: readonly PublicJwk[] }): boolean {
  const jwk = jwks.keys.find((key) => key.kid === signed.kid)
  if (!jwk) return false
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' })
  return verify(null, Buffer.from(canonicalJson(signed.checkpoint)), key, Buffer.from(signed.signature, 'base64url'))
}

/** An in-process server around one handler, for answers that do not need a whole `npm run serve`. */
async function listen(route: RouteHandler): Promise<{ base: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void Promise.resolve(route(request, response, new URL(request.url ?? '/', 'http://localhost'))).then((handled) => {
      if (!handled) response.writeHead(404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const post = (base: string, body: unknown, init: { from?: string; headers?: Record<string, string> } = {}) =>
  send(`${base}/api/calls/checkpoint`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...(init.from ? { localAddress: init.from } : {}),
  })

async function signed(reply: Reply): Promise<SignedCallLogCheckpoint> {
  expect(reply.status, reply.body).toBe(200)
  return json<SignedCallLogCheckpoint>(reply)
}

async function refused(reply: Reply, status: number, error: RegExp): Promise<void> {
  expect(reply.status, reply.body).toBe(status)
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8')
  const body = json<Record<string, unknown>>(reply)
  expect(Object.keys(body)).toEqual(['error'])
  expect(body.error).toMatch(error)
}

const keysOf = async (base: string) => json<{ keys: PublicJwk[] }>(await send(`${base}/api/calls/keys`))

// ---------------------------------------------------------------------------------------------------------------

describe('the checkpoint API in one process', () => {
  const clock = Date.parse('2031-05-06T07:08:09.123Z')
  const keys = createSigningKeys(generateKeyPairSync('ed25519').privateKey)
  let api: Awaited<ReturnType<typeof listen>>
  const start = (options: Partial<CallLogHandlerOptions> = {}) =>
    listen(createCallLogHandler({ keys, rateLimits: false, now: () => clock, ...options }))

  beforeAll(async () => {
    api = await start()
  })
  afterAll(() => api?.close())

  it('serves the JWKS: the current key, its RFC 7638 thumbprint as kid, cacheable for 5 minutes', async () => {
    const reply = await send(`${api.base}/api/calls/keys`)
    expect(reply.status).toBe(200)
    expect(reply.headers['cache-control']).toBe('public, max-age=300')
    const { keys: listed } = json<{ keys: PublicJwk[] }>(reply)
    expect(listed).toHaveLength(1)
    const [jwk] = listed as [PublicJwk]
    expect(jwk).toEqual({ kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid: keys.current.kid, alg: 'EdDSA', use: 'sig' })
    expect(jwk.kid).toBe(jwkThumbprint(jwk.x))
    // RFC 8037 appendix A.3: the thumbprint of its example Ed25519 key.
    expect(jwkThumbprint('11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo')).toBe(
      'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
    )
  })

  it('signs the head of a first segment; the signature verifies with node:crypto against the JWKS served', async () => {
    const segment = chain(1, 3, GENESIS)
    const answer = await signed(await post(api.base, { sessionId: 'sign-1', entries: segment }))
    expect(Object.keys(answer).sort()).toEqual(['checkpoint', 'kid', 'signature'])
    expect(answer.checkpoint).toEqual({
      v: 1,
      sessionId: 'sign-1',
      seq: 3,
      headHash: last(segment).hash,
      issuedAt: '2031-05-06T07:08:09.123Z',
    })
    expect(answer.kid).toBe(keys.current.kid)
    expect(answer.signature).toMatch(/^[A-Za-z0-9_-]{86}$/) // 64 bytes, base64url without padding
    const jwks = await keysOf(api.base)
    expect(verifies(answer, jwks)).toBe(true)
    expect(verifies({ ...answer, checkpoint: { ...answer.checkpoint, seq: 4 } }, jwks)).toBe(false)
    expect(verifies({ ...answer, checkpoint: { ...answer.checkpoint, sessionId: 'sign-2' } }, jwks)).toBe(false)
  })

  it('a first segment may start at any seq; sessions are independent', async () => {
    const later = chain(5000, 2, sha256('restored'))
    expect((await signed(await post(api.base, { sessionId: 'start-a', entries: later }))).checkpoint.seq).toBe(5001)
    const other = chain(1, 1, GENESIS, 'other')
    expect((await signed(await post(api.base, { sessionId: 'start-b', entries: other }))).checkpoint.seq).toBe(1)
  })

  it('a segment that links to the head extends it', async () => {
    const first = chain(1, 3, GENESIS)
    await signed(await post(api.base, { sessionId: 'link', entries: first }))
    const next = chain(4, 5, last(first).hash)
    const answer = await signed(await post(api.base, { sessionId: 'link', entries: next }))
    expect(answer.checkpoint).toMatchObject({ seq: 8, headHash: last(next).hash })
    const more = chain(9, CHECKPOINT_SEGMENT_LIMIT, last(next).hash)
    expect((await signed(await post(api.base, { sessionId: 'link', entries: more }))).checkpoint.seq).toBe(264)
  })

  it('a retry after a lost answer is accepted: the part after the head extends, a segment ending there re-signs', async () => {
    const entries = chain(1, 10, GENESIS)
    const first = entries.slice(0, 6)
    await signed(await post(api.base, { sessionId: 'retry', entries: first }))
    // The same segment again: the head is re-signed.
    const again = await signed(await post(api.base, { sessionId: 'retry', entries: first }))
    expect(again.checkpoint).toMatchObject({ seq: 6, headHash: last(first).hash })
    // A segment holding the head (seq 6) and more: only 7–10 extend.
    const overlapping = await signed(await post(api.base, { sessionId: 'retry', entries: entries.slice(3) }))
    expect(overlapping.checkpoint).toMatchObject({ seq: 10, headHash: last(entries).hash })
    // Ending exactly at the head, from further back.
    const ending = await signed(await post(api.base, { sessionId: 'retry', entries: entries.slice(8) }))
    expect(ending.checkpoint).toMatchObject({ seq: 10, headHash: last(entries).hash })
    expect(verifies(ending, await keysOf(api.base))).toBe(true)
  })

  it('409 for a segment that forks, skips or falls behind the head; the head stays as it was', async () => {
    const entries = chain(1, 6, GENESIS)
    await signed(await post(api.base, { sessionId: 'conflict', entries }))
    const head = last(entries)
    const conflicts: [CheckpointSegmentEntry[], RegExp][] = [
      [chain(7, 2, sha256('elsewhere')), /entry 7's prevHash is not the hash of entry 6, the head this server signed/],
      [chain(9, 2, sha256('gap')), /it starts at entry 9, after entry 7, the next one this server expects/],
      [entries.slice(0, 3), /it ends at entry 3, before entry 6, the head this server signed/],
      [chain(5, 4, entries[3]?.hash ?? '', 'fork'), /entry 6's hash differs from the head this server signed/],
      [chain(1, 6, GENESIS, 'fork'), /entry 6's hash differs/],
    ]
    for (const [segment, reason] of conflicts)
      await refused(
        await post(api.base, { sessionId: 'conflict', entries: segment }),
        409,
        new RegExp(`^The segment does not extend this session's signed chain: ${reason.source}`),
      )
    const next = await signed(await post(api.base, { sessionId: 'conflict', entries: chain(7, 1, head.hash) }))
    expect(next.checkpoint.seq).toBe(7)
  })

  it('concurrent segments: one first writer wins a fresh session; identical retries all succeed', async () => {
    const forks = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(api.base, { sessionId: 'race', entries: chain(1, 3, GENESIS, `fork-${index}`) }),
      ),
    )
    expect(forks.filter((reply) => reply.status === 200)).toHaveLength(1)
    expect(forks.filter((reply) => reply.status === 409)).toHaveLength(19)
    const same = chain(1, 3, GENESIS)
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => post(api.base, { sessionId: 'race-same', entries: same })),
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200))
  })

  it('refuses malformed bodies with 400, oversized ones with 413, other types with 415', async () => {
    const good = chain(1, 2, GENESIS)
    const entry = good[0] as CheckpointSegmentEntry
    const raw = (text: string) => post(api.base, text)
    const cases: [Promise<Reply>, number, RegExp][] = [
      [raw('not json'), 400, /^Request body is not valid JSON/],
      [raw('{"sessionId":"a","entries":['), 400, /^Request body is not valid JSON/],
      [raw(JSON.stringify([good])), 400, /^Request body must be a JSON object$/],
      [raw('null'), 400, /^Request body must be a JSON object$/],
      [post(api.base, { sessionId: 7, entries: good }), 400, /^sessionId must be a string of 1 to 128 characters/],
      [post(api.base, { sessionId: '', entries: good }), 400, /^sessionId must be/],
      [post(api.base, { sessionId: 'a b', entries: good }), 400, /^sessionId must be/],
      [post(api.base, { sessionId: 'x'.repeat(129), entries: good }), 400, /^sessionId must be/],
      [post(api.base, { sessionId: 'ä', entries: good }), 400, /^sessionId must be/],
      [post(api.base, { entries: good }), 400, /^The request body lacks 'sessionId'$/],
      [post(api.base, { sessionId: 'a' }), 400, /^The request body lacks 'entries'$/],
      [post(api.base, { sessionId: 'a', entries: 'x' }), 400, /^entries must be an array/],
      [post(api.base, { sessionId: 'a', entries: {} }), 400, /^entries must be an array/],
      [post(api.base, { sessionId: 'a', entries: [] }), 400, /^entries must hold at least one entry$/],
      [
        post(api.base, { sessionId: 'a', entries: chain(1, CHECKPOINT_SEGMENT_LIMIT + 1, GENESIS) }),
        400,
        /^entries holds 257 entries; at most 256 per request/,
      ],
      [post(api.base, { sessionId: 'a', entries: [null] }), 400, /^entries\[0\] must be an object/],
      [post(api.base, { sessionId: 'a', entries: [[entry.seq]] }), 400, /^entries\[0\] must be an object/],
      [post(api.base, { sessionId: 'a', entries: [{ ...entry, seq: '1' }] }), 400, /^entries\[0\]\.seq must be/],
      [post(api.base, { sessionId: 'a', entries: [{ ...entry, seq: 0 }] }), 400, /^entries\[0\]\.seq must be/],
      [post(api.base, { sessionId: 'a', entries: [{ ...entry, seq: 1.5 }] }), 400, /^entries\[0\]\.seq must be/],
      [
        raw(`{"sessionId":"a","entries":[${JSON.stringify(entry).replace('"seq":1', '"seq":9007199254740993')}]}`),
        400,
        /^entries\[0\]\.seq must be/,
      ],
      [
        post(api.base, { sessionId: 'a', entries: [{ ...entry, hash: entry.hash.toUpperCase() }] }),
        400,
        /^entries\[0\]\.hash must be 64 lowercase hex/,
      ],
      [
        post(api.base, { sessionId: 'a', entries: [{ ...entry, prevHash: 'ab' }] }),
        400,
        /^entries\[0\]\.prevHash must be 64/,
      ],
      [
        post(api.base, { sessionId: 'a', entries: [{ seq: 1, hash: entry.hash }] }),
        400,
        /^entries\[0\] lacks 'prevHash'$/,
      ],
      [
        post(api.base, { sessionId: 'a', entries: [{ ...entry, call: 'eth_sign' }] }),
        400,
        /^entries\[0\] has an unknown field 'call'/,
      ],
      [
        post(api.base, { sessionId: 'a', entries: good, extra: true }),
        400,
        /^The request body has an unknown field 'extra'/,
      ],
      // JSON.parse makes "__proto__" an own key: refused as unknown, never merged into a prototype.
      [
        raw(`{"__proto__":{"admin":true},"sessionId":"a","entries":${JSON.stringify(good)}}`),
        400,
        /unknown field '__proto__'/,
      ],
      [
        raw(`{"sessionId":"a","entries":[{"__proto__":{"seq":1},${JSON.stringify(entry).slice(1)}]}`),
        400,
        /^entries\[0\] has an unknown field '__proto__'/,
      ],
      [raw(`{"constructor":{},"sessionId":"a","entries":${JSON.stringify(good)}}`), 400, /unknown field 'constructor'/],
      // Linked within itself: consecutive seqs, each prevHash the hash before it.
      [
        post(api.base, { sessionId: 'a', entries: [entry, { ...(good[1] as CheckpointSegmentEntry), seq: 3 }] }),
        400,
        /^entries\[1\]\.seq is 3, but follows seq 1/,
      ],
      [
        post(api.base, {
          sessionId: 'a',
          entries: [entry, { ...(good[1] as CheckpointSegmentEntry), prevHash: GENESIS }],
        }),
        400,
        /^entries\[1\]\.prevHash is not the hash of entries\[0\]/,
      ],
      [
        post(api.base, { sessionId: 'a', entries: good }, { headers: { 'content-type': 'text/plain' } }),
        415,
        /^Content-Type must be application\/json$/,
      ],
      [raw(' '.repeat(CHECKPOINT_MAX_BODY_BYTES + 1)), 413, /^Request body is larger than 65536 bytes$/],
    ]
    for (const [reply, status, error] of cases) await refused(await reply, status, error)
    // A body sent without Content-Length is counted as it arrives.
    const chunked = await send(`${api.base}/api/calls/checkpoint`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: JSON.stringify({ sessionId: 'a', entries: good, pad: 'x'.repeat(CHECKPOINT_MAX_BODY_BYTES) }),
    })
    await refused(chunked, 413, /^Request body is larger than 65536 bytes$/)
    // A whole segment of the limit, pretty-printed, fits.
    const pretty = JSON.stringify(
      { sessionId: 'pretty', entries: chain(1, CHECKPOINT_SEGMENT_LIMIT, GENESIS) },
      null,
      2,
    )
    expect(Buffer.byteLength(pretty)).toBeLessThan(CHECKPOINT_MAX_BODY_BYTES)
    await signed(await raw(pretty))
  })

  it('405 with Allow for the wrong method, 404 elsewhere under /api/calls, 403 for a cross-origin post', async () => {
    const wrongGet = await send(`${api.base}/api/calls/checkpoint`)
    await refused(wrongGet, 405, /^Use POST for \/api\/calls\/checkpoint$/)
    expect(wrongGet.headers.allow).toBe('POST')
    const wrongPost = await send(`${api.base}/api/calls/keys`, { method: 'POST' })
    await refused(wrongPost, 405, /^Use GET for \/api\/calls\/keys$/)
    expect(wrongPost.headers.allow).toBe('GET')
    await refused(await send(`${api.base}/api/calls/nope`), 404, /^No call-log endpoint at \/api\/calls\/nope$/)
    await refused(await send(`${api.base}/api/calls`), 404, /^No call-log endpoint/)
    expect((await send(`${api.base}/api/callsign`)).status).toBe(404) // not the API's: handled by the next route
    expect((await send(`${api.base}/api/callsign`)).body).toBe('')
    const crossOrigin = await post(
      api.base,
      { sessionId: 'cross', entries: chain(1, 1, GENESIS) },
      { headers: { origin: 'https://evil.example' } },
    )
    await refused(crossOrigin, 403, /^Cross-origin request refused$/)
  })

  it('limits checkpoint posts per client: 429 with Retry-After, other clients unaffected', async () => {
    const limited = await start({
      rateLimits: { checkpoint: { burst: 2, perSecond: 0.5 } },
      store: createMemoryStore({ now: () => clock }),
      trustProxy: NO_TRUSTED_PROXIES,
    })
    try {
      const body = { sessionId: 'limited', entries: chain(1, 1, GENESIS) }
      expect((await post(limited.base, body, { from: '127.0.0.2' })).status).toBe(200)
      expect((await post(limited.base, 'junk', { from: '127.0.0.2' })).status).toBe(400) // junk costs a token too
      const flooded = await post(limited.base, body, { from: '127.0.0.2' })
      await refused(flooded, 429, /^Too many requests: try again in 2 s$/)
      expect(flooded.headers['retry-after']).toBe('2')
      expect((await post(limited.base, body, { from: '127.0.0.3' })).status).toBe(200)
      expect((await send(`${limited.base}/api/calls/keys`, { localAddress: '127.0.0.2' })).status).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it('503 with Retry-After when the head store cannot be reached; nothing is signed', async () => {
    const down: HeadStore = {
      read: () => Promise.reject(new StoreUnavailableError('connection refused')),
      compareAndSet: () => Promise.reject(new StoreUnavailableError('connection refused')),
      close: async () => {},
    }
    const broken = await start({ heads: down })
    try {
      const reply = await post(broken.base, { sessionId: 'down', entries: chain(1, 1, GENESIS) })
      await refused(reply, 503, new RegExp(`^${CHECKPOINTS_UNAVAILABLE_MESSAGE.replace(/[()]/g, '\\$&')}$`))
      expect(reply.headers['retry-after']).toBe('5')
    } finally {
      await broken.close()
    }
  })
})

describe('the memory head store', () => {
  it('keeps a bounded number of sessions, forgetting the least recently updated', async () => {
    const store = createMemoryHeadStore({ maxSessions: 2 })
    const head = (seq: number) => ({ seq, hash: sha256(String(seq)) })
    expect(await store.compareAndSet('a', undefined, head(1))).toEqual({ ok: true })
    expect(await store.compareAndSet('b', undefined, head(1))).toEqual({ ok: true })
    expect(await store.compareAndSet('a', head(1), head(2))).toEqual({ ok: true }) // a is now the newest
    expect(await store.compareAndSet('c', undefined, head(1))).toEqual({ ok: true })
    expect(await store.read('b')).toBeUndefined()
    expect(await store.read('a')).toEqual(head(2))
    expect(await store.read('c')).toEqual(head(1))
    expect(await store.compareAndSet('a', head(1), head(3))).toEqual({ ok: false, current: head(2) })
  })

  it('forgets a head HEAD_TTL_MS after its last update', async () => {
    let time = 0
    const store = createMemoryHeadStore({ now: () => time })
    const head = { seq: 1, hash: GENESIS }
    await store.compareAndSet('s', undefined, head)
    time = HEAD_TTL_MS - 1
    await store.compareAndSet('s', head, head) // re-signing the head keeps it
    time = 2 * HEAD_TTL_MS - 2
    expect(await store.read('s')).toEqual(head)
    time = 2 * HEAD_TTL_MS
    expect(await store.read('s')).toBeUndefined()
  })
})

describe('signing keys from the environment', () => {
  const privateKey = generateKeyPairSync('ed25519').privateKey
  const retired = [generateKeyPairSync('ed25519').publicKey, generateKeyPairSync('ed25519').publicKey]
  const shared = { store: createMemoryStore(), trustProxy: NO_TRUSTED_PROXIES, redisUrl: undefined, rateLimited: true }

  it('reads a PKCS#8 PEM Ed25519 key, with real or escaped line breaks', () => {
    const text = pem(privateKey)
    const expected = createSigningKeys(privateKey).current.kid
    expect(createSigningKeys(parseSigningKey(text)).current.kid).toBe(expected)
    expect(createSigningKeys(parseSigningKey(text.replace(/\n/g, '\\n'))).current.kid).toBe(expected)
  })

  it('refuses anything else with a message that says how to make a key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey
    const encrypted = String(
      privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'secret' }),
    )
    expect(() => parseSigningKey(pem(rsa))).toThrow(
      'CALL_LOG_SIGNING_KEY must be an Ed25519 key, got rsa key; create one with `openssl genpkey -algorithm ed25519`',
    )
    expect(() => parseSigningKey('hunter2')).toThrow(/^CALL_LOG_SIGNING_KEY must be a PKCS#8 PEM private key/)
    expect(() => parseSigningKey(pem(retired[0] as KeyObject))).toThrow(/must be a PKCS#8 PEM private key/)
    expect(() => parseSigningKey(encrypted)).toThrow(/^CALL_LOG_SIGNING_KEY must not be encrypted/)
    expect(() => parseSigningKey('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----')).toThrow(
      /^CALL_LOG_SIGNING_KEY could not be read as a PEM private key/,
    )
    expect(() => callLogFromEnv({ CALL_LOG_SIGNING_KEY: 'x' }, shared, { production: true })).toThrow(
      /CALL_LOG_SIGNING_KEY must be a PKCS#8 PEM private key/,
    )
  })

  it('previous keys as SPKI PEM blocks or as a JWKS; the JWKS lists the current key first, without repeats', async () => {
    const pems = retired.map(pem).join('')
    const jwks = createSigningKeys(privateKey, retired).jwks
    const fromPem = createSigningKeys(privateKey, parsePreviousKeys(pems)).jwks
    const fromJwks = createSigningKeys(privateKey, parsePreviousKeys(JSON.stringify({ keys: jwks.keys.slice(1) }))).jwks
    expect(fromPem).toEqual(jwks)
    expect(fromJwks).toEqual(jwks)
    expect(jwks.keys.map((key) => key.kid)).toEqual(
      [createPublicKey(privateKey), ...retired].map((key) => jwkThumbprint(String(key.export({ format: 'jwk' }).x))),
    )
    const repeated = createSigningKeys(privateKey, [createPublicKey(privateKey), ...retired, ...retired]).jwks
    expect(repeated).toEqual(jwks)
    expect(parsePreviousKeys(undefined)).toEqual([])
    expect(parsePreviousKeys('  ')).toEqual([])
  })

  it('refuses previous keys that are private, malformed or mislabelled', () => {
    const [jwk] = createSigningKeys(privateKey).jwks.keys as [PublicJwk]
    expect(() => parsePreviousKeys(pem(privateKey))).toThrow(
      /^CALL_LOG_PREVIOUS_KEYS block 1 is a PRIVATE KEY, not a PUBLIC KEY: list the retired keys' public halves/,
    )
    expect(() => parsePreviousKeys(`${pem(retired[0] as KeyObject)}junk`)).toThrow(/must be public-key PEM blocks/)
    expect(() => parsePreviousKeys('{"keys":')).toThrow(/looks like JSON but is not valid JSON/)
    expect(() => parsePreviousKeys('{"keys":{}}')).toThrow(/as JSON must be a JWKS/)
    expect(() => parsePreviousKeys(JSON.stringify({ keys: [{ ...jwk, d: jwk.x }] }))).toThrow(/holds a private key/)
    expect(() => parsePreviousKeys(JSON.stringify({ keys: [{ ...jwk, kid: 'other' }] }))).toThrow(
      `CALL_LOG_PREVIOUS_KEYS keys[0] has kid 'other', but its key's thumbprint is '${jwk.kid}'`,
    )
    expect(() => parsePreviousKeys(JSON.stringify({ keys: [{ ...jwk, crv: 'X25519' }] }))).toThrow(
      /must be an Ed25519 public key/,
    )
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey
    expect(() => parsePreviousKeys(pem(rsa))).toThrow(/block 1 is not an Ed25519 key \(rsa\)/)
  })

  it('without a key: generated at start, with a warning in production only', () => {
    const warnings: string[] = []
    const warn = (line: string) => warnings.push(line)
    const development = callLogFromEnv({}, shared, { production: false, warn })
    expect(development.description).toMatch(/^key [\w-]{43} \(generated at start\), heads in memory$/)
    expect(warnings).toEqual([])
    callLogFromEnv({}, shared, { production: true, warn })
    expect(warnings).toEqual([EPHEMERAL_KEY_WARNING])
    const configured = callLogFromEnv(
      { CALL_LOG_SIGNING_KEY: pem(privateKey), CALL_LOG_PREVIOUS_KEYS: pem(retired[0] as KeyObject) },
      shared,
      { production: true, warn },
    )
    expect(configured.description).toBe(
      `key ${createSigningKeys(privateKey).current.kid} (CALL_LOG_SIGNING_KEY), 1 previous, heads in memory`,
    )
    expect(warnings).toHaveLength(1)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// `npm run serve` processes: two on one real redis-server (as behind a load balancer), sharing one signing key
// that replaced an older one; and one alone in memory, without a key and with the limits off.

describe('npm run serve', () => {
  const oldKey = generateKeyPairSync('ed25519')
  const newKey = generateKeyPairSync('ed25519')
  let redis: RedisProcess
  let root: string
  let a: ServeProcess
  let b: ServeProcess
  let alone: ServeProcess
  const client = (index: number) => `127.0.0.${index}`

  beforeAll(async () => {
    redis = await startRedis()
    root = mkdtempSync(join(tmpdir(), 'call-log-'))
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
    const env = {
      DIST_DIR: root,
      SIWE_RPC_URL: 'http://127.0.0.1:9',
      SIWE_REDIS_URL: redis.url,
      SIWE_SECRET: 'shared by every instance',
      CALL_LOG_SIGNING_KEY: pem(newKey.privateKey),
      CALL_LOG_PREVIOUS_KEYS: pem(oldKey.publicKey),
    }
    ;[a, b, alone] = await Promise.all([
      startServe(env),
      startServe(env),
      startServe({ DIST_DIR: root, SIWE_RPC_URL: 'http://127.0.0.1:9', SIWE_RATE_LIMIT: 'off' }),
    ])
    // Each instance answers once its Redis connection is up.
    for (const server of [a, b]) {
      const deadline = Date.now() + 15_000
      while ((await post(server.url, { sessionId: 'warm-up', entries: chain(1, 1, GENESIS) })).status !== 200) {
        if (Date.now() > deadline) throw new Error(`no checkpoint from ${server.url}:\n${server.output()}`)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
  })

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), alone?.stop()])
    await redis?.stop()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('key rotation: the JWKS lists the current key, then the previous one; old checkpoints still verify', async () => {
    const reply = await send(`${a.url}/api/calls/keys`)
    expect(reply.status).toBe(200)
    expect(reply.headers['cache-control']).toBe('public, max-age=300')
    expect(String(reply.headers['content-security-policy'])).toMatch(/connect-src 'self'/)
    const jwks = json<{ keys: PublicJwk[] }>(reply)
    const kidOf = (key: KeyObject) => jwkThumbprint(String(key.export({ format: 'jwk' }).x))
    expect(jwks.keys.map((key) => key.kid)).toEqual([kidOf(newKey.publicKey), kidOf(oldKey.publicKey)])
    expect(await keysOf(b.url)).toEqual(jwks)
    expect(a.output()).toContain(
      `Call-log checkpoints: key ${kidOf(newKey.publicKey)} (CALL_LOG_SIGNING_KEY), 1 previous, heads in Redis at redis://127.0.0.1:${redis.port}`,
    )

    // A checkpoint the old key signed before the rotation verifies against today's JWKS.
    const before = await listen(createCallLogHandler({ keys: createSigningKeys(oldKey.privateKey), rateLimits: false }))
    try {
      const old = await signed(await post(before.base, { sessionId: 'rotated', entries: chain(1, 2, GENESIS) }))
      expect(old.kid).toBe(kidOf(oldKey.publicKey))
      expect(verifies(old, jwks)).toBe(true)
    } finally {
      await before.close()
    }
    const now = await signed(
      await post(a.url, { sessionId: 'rotated', entries: chain(1, 2, GENESIS) }, { from: client(2) }),
    )
    expect(now.kid).toBe(kidOf(newKey.publicKey))
    expect(verifies(now, jwks)).toBe(true)
  })

  it('two instances on one Redis keep one head per session', async () => {
    const entries = chain(1, 6, GENESIS)
    const atA = await signed(
      await post(a.url, { sessionId: 'shared', entries: entries.slice(0, 3) }, { from: client(3) }),
    )
    expect(atA.checkpoint.seq).toBe(3)
    await refused(
      await post(b.url, { sessionId: 'shared', entries: chain(1, 3, GENESIS, 'fork') }, { from: client(3) }),
      409,
      /^The segment does not extend this session's signed chain: entry 3's hash differs/,
    )
    const atB = await signed(await post(b.url, { sessionId: 'shared', entries: entries.slice(3) }, { from: client(3) }))
    expect(atB.checkpoint).toMatchObject({ seq: 6, headHash: last(entries).hash })
    // The retry of B's segment at A (B's answer lost) re-signs the same head.
    const retried = await signed(
      await post(a.url, { sessionId: 'shared', entries: entries.slice(3) }, { from: client(3) }),
    )
    expect(retried.checkpoint).toMatchObject({ seq: 6, headHash: last(entries).hash })
    const jwks = await keysOf(a.url)
    expect([atA, atB, retried].every((answer) => verifies(answer, jwks))).toBe(true)

    // Forks raced at both instances: exactly one first writer.
    const forks = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          index % 2 ? a.url : b.url,
          { sessionId: 'raced', entries: chain(1, 2, GENESIS, `fork-${index}`) },
          {
            from: client(100 + index),
          },
        ),
      ),
    )
    expect(forks.map((reply) => reply.status).sort()).toEqual([200, ...Array(19).fill(409)])
  })

  it('the head is one Redis key that expires 7 days after its last update', async () => {
    const inspector = new Redis(redis.url)
    try {
      const entries = chain(1, 2, GENESIS)
      await signed(await post(a.url, { sessionId: 'ttl', entries }, { from: client(4) }))
      expect(await inspector.get('calls:head:ttl')).toBe(`2:${last(entries).hash}`)
      const ttl = await inspector.pttl('calls:head:ttl')
      expect(ttl).toBeGreaterThan(HEAD_TTL_MS - 60_000)
      expect(ttl).toBeLessThanOrEqual(HEAD_TTL_MS)
      await inspector.pexpire('calls:head:ttl', 1_000)
      await signed(await post(b.url, { sessionId: 'ttl', entries }, { from: client(4) })) // re-signed: kept 7 days more
      expect(await inspector.pttl('calls:head:ttl')).toBeGreaterThan(HEAD_TTL_MS - 60_000)
    } finally {
      inspector.disconnect()
    }
    // The store alone, as the instances use it.
    const store = createRedisHeadStore(redis.url, { prefix: 'test:head:' })
    try {
      const head = { seq: 9, hash: GENESIS }
      let first: Awaited<ReturnType<HeadStore['compareAndSet']>> | undefined
      const deadline = Date.now() + 10_000
      while (!first) {
        first = await store.compareAndSet('s', undefined, head).catch((error: unknown) => {
          if (!(error instanceof StoreUnavailableError) || Date.now() > deadline) throw error
          return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100))
        })
      }
      expect(first).toEqual({ ok: true })
      expect(await store.compareAndSet('s', undefined, head)).toEqual({ ok: false, current: head })
      expect(await store.read('s')).toEqual(head)
      expect(await store.read('other')).toBeUndefined()
    } finally {
      await store.close()
    }
  })

  it('rate-limits checkpoint posts per client across instances: 429 with Retry-After after the burst', async () => {
    // Alternating instances; the bucket refills one a second, so the burst of 20 may stretch by a request or two.
    const statuses: number[] = []
    let flooded: Reply | undefined
    while (!flooded && statuses.length < 40) {
      const reply = await post(statuses.length % 2 ? a.url : b.url, 'junk', { from: client(5) })
      statuses.push(reply.status)
      if (reply.status === 429) flooded = reply
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400))
    expect(statuses.length).toBeLessThan(25)
    await refused(flooded as Reply, 429, /^Too many requests: try again in 1 s$/)
    expect((flooded as Reply).headers['retry-after']).toBe('1')
    expect((await post(a.url, 'junk', { from: client(6) })).status).toBe(400)
  })

  it('alone without a key: starts with a generated one and says checkpoints will not survive a restart', async () => {
    expect(alone.output()).toContain(EPHEMERAL_KEY_WARNING)
    expect(alone.output()).toMatch(/Call-log checkpoints: key [\w-]{43} \(generated at start\), heads in memory/)
    // SIWE_RATE_LIMIT=off holds here too.
    const statuses = await Promise.all(Array.from({ length: 30 }, () => post(alone.url, 'junk', { from: client(7) })))
    expect(new Set(statuses.map((reply) => reply.status))).toEqual(new Set([400]))
    const answer = await signed(await post(alone.url, { sessionId: 'alone', entries: chain(1, 1, GENESIS) }))
    expect(verifies(answer, await keysOf(alone.url))).toBe(true)
    expect(verifies(answer, await keysOf(a.url))).toBe(false)
  })

  it('a malformed key stops the server at start with the reason', async () => {
    await expect(startServe({ DIST_DIR: root, CALL_LOG_SIGNING_KEY: 'not a key' })).rejects.toThrow(
      /serve: CALL_LOG_SIGNING_KEY must be a PKCS#8 PEM private key/,
    )
  })
})
