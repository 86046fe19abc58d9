/**
 * Sign-In with Ethereum: messages built ↔ parsed (EIP-4361, viem/siwe), their RFC 3339 times, and the verify
 * endpoint's JSON body: whatever arrives, the answer is a 200 for a good signature or a 4xx with `{ error }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import fc from 'fast-check'
import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, it } from 'vitest'
import { createSiweHandler } from '../../../server/siwe/createSiweHandler.ts'
import { parseRfc3339, readMessageTimes } from '../../../server/siwe/messageTimes.ts'
import { SiweHttpError } from '../../../server/siwe/http.ts'
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS, returnsOrThrows, runParameters } from './propertyRuns.ts'

const HOST = '127.0.0.1:4173'
const CHAIN_ID = 31337
const DAY = 86_400_000
const signer = privateKeyToAccount(`0x${'11'.repeat(32)}`)

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`))
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }).map((ms) => new Date(ms))
/** The message fields a client may choose, within EIP-4361's grammar. */
const messageFields = fc.record({
  address,
  chainId: fc.integer({ min: 1, max: 2 ** 40 }),
  domain: fc.constantFrom(HOST, 'example.com', 'app.example.org:8443', 'localhost'),
  nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,40}$/),
  uri: fc.webUrl({ validSchemes: ['https', 'http'] }),
  statement: fc.option(fc.stringMatching(/^[a-zA-Z0-9 .,!?'-]{0,80}$/), { nil: undefined }),
  issuedAt: instant,
  lifetimeMs: fc.integer({ min: 1000, max: 30 * DAY }),
})

describe('SIWE messages (EIP-4361)', () => {
  it('create ↔ parse: every field of a built message reads back', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(messageFields, ({ lifetimeMs, ...fields }) => {
        const expirationTime = new Date(fields.issuedAt.getTime() + lifetimeMs)
        const text = createSiweMessage({ ...fields, version: '1', expirationTime })
        const parsed = parseSiweMessage(text)
        const times = readMessageTimes(text, fields.issuedAt.getTime(), 31 * DAY)
        return (
          parsed.address === fields.address &&
          parsed.chainId === fields.chainId &&
          parsed.domain === fields.domain &&
          parsed.nonce === fields.nonce &&
          parsed.uri === fields.uri &&
          (parsed.statement ?? undefined) === (fields.statement || undefined) &&
          times.issuedAt.getTime() === fields.issuedAt.getTime() &&
          times.expirationTime?.getTime() === expirationTime.getTime()
        )
      }),
      runParameters(),
    )
  })

  it('RFC 3339 times: every instant written out reads back; any other text is refused or read as written', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(
        instant,
        fc.stringMatching(
          /^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt ][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,12})?([Zz]|[+-][0-9]{2}:[0-9]{2})?$/,
        ),
        (date, text) => {
          const read = parseRfc3339(text)
          return (
            parseRfc3339(date.toISOString())?.getTime() === date.getTime() &&
            (read === undefined || Number.isFinite(read.getTime()))
          )
        },
      ),
      runParameters(),
    )
  })

  it('readMessageTimes answers any message text with times or a 400 SiweHttpError', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const line = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc
        .tuple(
          fc.constantFrom('Issued At', 'Expiration Time', 'Not Before'),
          fc.oneof(
            instant.map((date) => date.toISOString()),
            fc.string({ maxLength: 30 }),
          ),
        )
        .map(([label, value]) => `${label}: ${value}`),
    )
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const text = lines.join('\n')
        const outcome = returnsOrThrows(
          () => readMessageTimes(text, Date.UTC(2050, 0, 1), DAY),
          SiweHttpError,
          text.length,
        )
        return outcome.ok || (outcome.error as SiweHttpError).status === 400
      }),
      runParameters(),
    )
  })
})

// --- the verify endpoint, driven through the real handler without a socket --------------------------------------
type Answer = { status: number; body: unknown }

function verifyRequest(body: Buffer, contentType = 'application/json'): IncomingMessage {
  return Object.assign(Readable.from([body]), {
    method: 'POST',
    url: '/api/siwe/verify',
    headers: { host: HOST, 'content-type': contentType, 'content-length': String(body.length) },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage
}

async function post(
  route: ReturnType<typeof createSiweHandler>,
  path: string,
  body: Buffer,
  method = 'POST',
): Promise<Answer> {
  let answer: Answer = { status: 0, body: undefined }
  const response = {
    headersSent: false,
    writeHead(status: number) {
      answer = { ...answer, status }
    },
    end(text?: string) {
      answer = { ...answer, body: text === undefined ? undefined : JSON.parse(text) }
    },
    destroy() {},
  } as unknown as ServerResponse
  const request = Object.assign(verifyRequest(body), { method, url: path })
  await route(request, response, new URL(path, `http://${HOST}`))
  return answer
}

/** The handler with the chain answered in memory: no account has code, no eth_call says yes. */
function handler() {
  return createSiweHandler({
    verifier: { chainIds: async () => [CHAIN_ID], hasCode: async () => false, verifySiweMessage: async () => false },
    rateLimits: false,
  })
}

async function freshNonce(route: ReturnType<typeof createSiweHandler>): Promise<string> {
  const answer = await post(route, '/api/siwe/nonce', Buffer.alloc(0), 'GET')
  return (answer.body as { nonce: string }).nonce
}

function signInMessage(
  nonce: string,
  issuedAt = new Date(),
  fields: Partial<{ domain: string; uri: string; chainId: number }> = {},
) {
  return createSiweMessage({
    address: signer.address,
    chainId: fields.chainId ?? CHAIN_ID,
    domain: fields.domain ?? HOST,
    nonce,
    uri: fields.uri ?? `http://${HOST}`,
    version: '1',
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + 60_000),
  })
}

const isRefusal = (answer: Answer): boolean =>
  [400, 401, 413, 415].includes(answer.status) &&
  typeof (answer.body as { error?: unknown } | undefined)?.error === 'string'

describe('POST /api/siwe/verify', () => {
  it('answers any body with a 4xx and a reason: junk bytes, any JSON, wrong fields, junk signatures', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    const route = handler()
    const nonce = await freshNonce(route)
    const message = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constant(signInMessage(nonce)),
      fc.jsonValue({ maxDepth: 1 }),
    )
    const signature = fc.oneof(
      fc.stringMatching(/^0x[0-9a-f]{0,200}$/),
      fc.string({ maxLength: 20 }),
      fc.jsonValue({ maxDepth: 1 }),
    )
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fc.json({ maxDepth: 2 }).map((text) => Buffer.from(text)),
      fc.record({ message, signature }, { requiredKeys: [] }).map((value) => Buffer.from(JSON.stringify(value))),
      fc
        .tuple(message, signature, fc.string({ maxLength: 8 }))
        .map(([m, s, extra]) => Buffer.from(JSON.stringify({ message: m, signature: s, [extra]: 1 }))),
    )
    await fc.assert(
      fc.asyncProperty(body, async (bytes) => isRefusal(await post(route, '/api/siwe/verify', bytes))),
      runParameters(),
    )
  })

  it('a message signed by its account with a fresh nonce signs in; the same body again is refused', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    const route = handler()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 50_000 }), async (ageMs) => {
        const message = signInMessage(await freshNonce(route), new Date(Date.now() - ageMs))
        const body = Buffer.from(JSON.stringify({ message, signature: await signer.signMessage({ message }) }))
        const first = await post(route, '/api/siwe/verify', body)
        const replay = await post(route, '/api/siwe/verify', body)
        return (
          first.status === 200 &&
          (first.body as { address: string }).address === signer.address &&
          replay.status === 401
        )
      }),
      // Each case signs and recovers a signature (secp256k1): a hundredth of the runs keeps the suite quick.
      runParameters(Math.max(1, Math.round(PROPERTY_RUNS / 100))),
    )
  })
})
