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
import { describe, expect, it } from 'vitest'
import { createSiweHandler } from '../../../server/siwe/createSiweHandler.ts'
import { parseRfc3339, readMessageTimes } from '../../../server/siwe/messageTimes.ts'
import { parseSiweStrict } from '../../../server/siwe/siweGrammar.ts'
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

// --- EIP-4361's grammar, strictly -----------------------------------------------------------------------------------
/** Every field EIP-4361 allows, optional ones included, within its grammar. */
const fullMessage = fc
  .record({
    address,
    chainId: fc.integer({ min: 1, max: 2 ** 40 }),
    domain: fc.constantFrom(HOST, 'example.com', 'app.example.org:8443', 'localhost'),
    scheme: fc.option(fc.constantFrom('https', 'http'), { nil: undefined }),
    nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,40}$/),
    uri: fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true, withFragments: true }),
    statement: fc.option(fc.stringMatching(/^[a-zA-Z0-9 .,!?'():;/@&=+$#-]{1,80}$/), { nil: undefined }),
    ageMs: fc.integer({ min: 0, max: DAY }),
    lifetimeMs: fc.option(fc.integer({ min: 1000, max: DAY / 2 }), { nil: undefined }),
    notBeforeMs: fc.option(fc.integer({ min: -DAY, max: DAY }), { nil: undefined }),
    requestId: fc.option(fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{1,30}$/), { nil: undefined }),
    resources: fc.option(fc.array(fc.webUrl({ validSchemes: ['https', 'ipfs', 'ftp'] }), { maxLength: 3 }), {
      nil: undefined,
    }),
  })
  .map(({ ageMs, lifetimeMs, notBeforeMs, ...fields }) => {
    const issuedAt = new Date(Date.now() - ageMs)
    return {
      ...fields,
      version: '1' as const,
      issuedAt,
      ...(lifetimeMs === undefined ? {} : { expirationTime: new Date(issuedAt.getTime() + lifetimeMs) }),
      ...(notBeforeMs === undefined ? {} : { notBefore: new Date(issuedAt.getTime() + notBeforeMs) }),
    }
  })

const FIELD_KEYS = ['URI', 'Version', 'Chain ID', 'Nonce', 'Issued At', 'Expiration Time', 'Not Before', 'Request ID']
/** The lines that name a field (`Key: value`, `Resources:`), from the URI line on. */
const keyLines = (lines: readonly string[]): number[] =>
  lines.flatMap((line, index) =>
    index >= lines.findIndex((text) => text.startsWith('URI: ')) &&
    (FIELD_KEYS.some((key) => line.startsWith(`${key}: `)) || line === 'Resources:')
      ? [index]
      : [],
  )
const flipCase = (char: string) => (char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase())

/** A change the grammar does not allow: a key misspelt, re-cased or re-spaced, an unknown, moved or repeated line, a scheme that is not the web's. */
const mutation = fc.record({
  kind: fc.constantFrom(
    'spaceBeforeColon',
    'flipCase',
    'dropChar',
    'spacing',
    'unknown',
    'swap',
    'duplicate',
    'scheme',
  ),
  pick: fc.nat(),
  other: fc.nat(),
  spacing: fc.constantFrom(' %', '% ', ':  ', ':\t', ':'),
  name: fc
    .stringMatching(/^[A-Z][a-z]{1,8}( [A-Z][A-Za-z]{1,5})?$/)
    .filter((name) => !FIELD_KEYS.includes(name) && name !== 'Resources'),
  value: fc.stringMatching(/^[a-z0-9]{0,10}$/),
  scheme: fc.oneof(
    fc.constantFrom('javascript', 'data', 'file', 'ftp', 'ws', 'wss', 'chrome-extension', 'blob'),
    fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((scheme) => scheme !== 'http' && scheme !== 'https'),
  ),
})

function mutate(message: string, change: typeof mutation extends fc.Arbitrary<infer T> ? T : never): string {
  const lines = message.split('\n')
  const keyed = keyLines(lines)
  const at = keyed[change.pick % keyed.length] as number
  const line = lines[at] as string
  const colon = line.indexOf(':')
  const [key, rest] = [line.slice(0, colon), line.slice(colon)]
  const uriLine = lines.findIndex((text) => text.startsWith('URI: '))
  const somewhere = uriLine + (change.other % (lines.length - uriLine + 1))
  switch (change.kind) {
    case 'spaceBeforeColon':
      lines[at] = `${key} ${rest}`
      break
    case 'flipCase': {
      const letters = [...key].flatMap((char, index) => (/[A-Za-z]/.test(char) ? [index] : []))
      const index = letters[change.other % letters.length] as number
      lines[at] = `${key.slice(0, index)}${flipCase(key[index] as string)}${key.slice(index + 1)}${rest}`
      break
    }
    case 'dropChar': {
      const index = change.other % key.length
      lines[at] = `${key.slice(0, index)}${key.slice(index + 1)}${rest}`
      break
    }
    case 'spacing':
      lines[at] =
        change.spacing === ' %'
          ? ` ${line}`
          : change.spacing === '% '
            ? `${line} `
            : `${key}${change.spacing}${rest.slice(2)}`
      if (lines[at] === line || line === 'Resources:') lines[at] = `${line} `
      break
    case 'unknown':
      lines.splice(somewhere, 0, `${change.name}: ${change.value}`)
      break
    case 'swap': {
      const to = keyed[(keyed.indexOf(at) + 1 + (change.other % (keyed.length - 1))) % keyed.length] as number
      lines[at] = lines[to] as string
      lines[to] = line
      break
    }
    case 'duplicate':
      lines.splice(somewhere, 0, line)
      break
    case 'scheme':
      if (change.other % 2 === 0)
        lines[uriLine] = (lines[uriLine] as string).replace(/^URI: https?/, `URI: ${change.scheme}`)
      else lines[0] = `${change.scheme}://${lines[0] as string}`
      break
  }
  return lines.join('\n')
}

describe('EIP-4361 grammar, strictly (server/siwe/siweGrammar.ts)', () => {
  it('every message written with any of the fields reads back, field by field', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(fullMessage, (fields) => {
        const read = parseSiweStrict(createSiweMessage(fields))
        return (
          read.address === fields.address &&
          read.chainId === fields.chainId &&
          read.domain === fields.domain &&
          read.scheme === fields.scheme &&
          read.nonce === fields.nonce &&
          read.uri === fields.uri &&
          read.statement === fields.statement &&
          read.issuedAt === fields.issuedAt.toISOString() &&
          read.expirationTime === fields.expirationTime?.toISOString() &&
          read.notBefore === fields.notBefore?.toISOString() &&
          read.requestId === fields.requestId &&
          JSON.stringify(read.resources) === JSON.stringify(fields.resources)
        )
      }),
      runParameters(),
    )
  })

  it('the verify endpoint takes a valid message past the grammar (to the nonce) and refuses every mutation of it with a 400 and a reason', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    const route = handler()
    const send = (message: string) =>
      post(route, '/api/siwe/verify', Buffer.from(JSON.stringify({ message, signature: `0x${'ab'.repeat(65)}` })))
    await fc.assert(
      fc.asyncProperty(fullMessage, mutation, async (fields, change) => {
        const message = createSiweMessage(fields)
        const valid = await send(message)
        const mutated = await send(mutate(message, change))
        return (
          valid.status === 401 &&
          /^Nonce/.test((valid.body as { error: string }).error) &&
          mutated.status === 400 &&
          isRefusal(mutated)
        )
      }),
      runParameters(),
    )
  })

  it('examples: a misspelt time line is refused, not ignored (it was read as no expiry: a 24 h session); a javascript: URI is refused', async () => {
    const route = handler()
    const base = signInMessage(await freshNonce(route)).replace(/\nExpiration Time: .*/, '')
    for (const message of [
      `${base}\nExpiration Time : 2099-01-01T00:00:00Z`,
      `${base}\nexpiration time: 2099-01-01T00:00:00Z`,
      `${base}\nFoo: bar`,
      base.replace(`URI: http://${HOST}`, `URI: javascript://${HOST}/%0aalert(1)`),
    ]) {
      const answer = await post(
        route,
        '/api/siwe/verify',
        Buffer.from(JSON.stringify({ message, signature: await signer.signMessage({ message }) })),
      )
      if (answer.status !== 400 || !isRefusal(answer)) throw new Error(`${message}\n→ ${JSON.stringify(answer)}`)
    }
  })
  it("a statement that reads like a time line is a statement: the times come from the grammar's fields alone", async () => {
    for (const statement of [
      'Issued At: 2026-11-28T21:00:00Z',
      'Not Before: 2099-01-01T00:00:00Z',
      'Expiration Time: 2000-01-01T00:00:00Z',
    ]) {
      const route = handler()
      const message = createSiweMessage({
        address: signer.address,
        chainId: CHAIN_ID,
        domain: HOST,
        nonce: await freshNonce(route),
        uri: `http://${HOST}`,
        version: '1',
        statement,
        issuedAt: new Date(),
      })
      const answer = await post(
        route,
        '/api/siwe/verify',
        Buffer.from(JSON.stringify({ message, signature: await signer.signMessage({ message }) })),
      )
      // The test's verifier refuses every signature: reaching it (401, its sentence) means no time was misread.
      const error = (answer.body as { error?: string } | undefined)?.error ?? ''
      expect(error, statement).not.toMatch(/Issued At|Not Before|Expiration Time|not valid yet|expired/i)
    }
  })
})
