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

// --- the grammar's neighbours: one table, each member a line that is almost right --------------------------------
describe("EIP-4361 grammar: the valid message's neighbours (server/siwe/siweGrammar.ts)", () => {
  /** viem's message with every field EIP-4361 has, for this server (its domain, a URI on it, a fresh nonce). */
  const everyField = (nonce: string, fields: Partial<Parameters<typeof createSiweMessage>[0]> = {}) => {
    const issuedAt = new Date()
    return createSiweMessage({
      scheme: 'http',
      domain: HOST,
      address: signer.address,
      statement: "Sign in to the staking app (terms: https://example.com/terms?v=2#top); it's free.",
      uri: `http://${HOST}/account?tab=stake#top`,
      version: '1',
      chainId: CHAIN_ID,
      nonce,
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + 60_000),
      notBefore: new Date(issuedAt.getTime() - 60_000),
      requestId: "req-1:a@b!$&'()*+,;=~._%20",
      resources: ['https://example.com/tos.pdf', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
      ...fields,
    })
  }
  const replace = (from: RegExp, to: string) => (message: string) => {
    if (!from.test(message)) throw new Error(`the table's pattern ${from} matches nothing`)
    return message.replace(from, to)
  }
  const line = (key: string, value: string) => replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${value}`)

  /** [what is wrong, how the valid message becomes it]: each must be refused with a 400 and the line's reason. */
  const neighbours: [string, (message: string) => string][] = [
    // URI: RFC 9110's http(s) URI has an authority with a host, and the URL parser must read the host as written.
    ...[
      `http:${HOST}`,
      `http:/${HOST}`,
      `http:///${HOST}`,
      'http://',
      'http://:4173',
      'http://alice@',
      'http://0x7f.0.0.1:4173',
      'http://127.1:4173',
      'http://2130706433:4173',
      'http://%31%32%37.0.0.1:4173',
      'http://[0:0::1]:4173',
      `http://${HOST}/a b`,
      `http:\\\\${HOST}`,
      '',
    ].map((uri): [string, (message: string) => string] => [`URI ${uri}`, line('URI', uri)]),
    // Chain ID: EIP-155 ids are positive, written one way.
    ...[
      '0',
      '00',
      '01',
      '000001',
      '031337',
      '+1',
      '-1',
      '1.0',
      '1e3',
      '0x1',
      ' 1',
      '1 ',
      '١',
      '',
      '1234567890123456',
    ].map((id): [string, (message: string) => string] => [`Chain ID '${id}'`, line('Chain ID', id)]),
    ...['2', '01', '1.0', ' 1', '1 ', ''].map((version): [string, (message: string) => string] => [
      `Version '${version}'`,
      line('Version', version),
    ]),
    ...['abc1234', 'abcd-efgh', 'abcdefgh ', ' abcdefgh', 'abcdéfgh', 'abcd_efgh', ''].map(
      (nonce): [string, (message: string) => string] => [`Nonce '${nonce}'`, line('Nonce', nonce)],
    ),
    ...['Issued At', 'Expiration Time', 'Not Before'].flatMap((key) =>
      [
        '2026-11-28 12:00:00Z',
        '2026-11-28T12:00:60Z',
        '2026-02-30T00:00:00Z',
        '2026-11-28T12:00:00',
        '2026-11-28T24:00:00Z',
        '2026-11-28T12:00:00.Z',
        '2026-11-28T12:00:00+0100',
        '2026-11-28T12:00:00+24:00',
        '+02026-11-28T12:00:00Z',
        '2026-11-28',
        '1764331200',
        '2026-11-28T12:00:00Z ',
      ].map((time): [string, (message: string) => string] => [`${key} '${time}'`, line(key, time)]),
    ),
    ...['a b', 'a/b', 'a?b', 'a#b', '%zz', 'a"b', 'ä'].map((id): [string, (message: string) => string] => [
      `Request ID '${id}'`,
      line('Request ID', id),
    ]),
    // Resources: '- ' and an RFC 3986 URI, http(s) ones with a host.
    ...[
      '- https:example.com',
      '- https://',
      '-https://example.com',
      '-  https://example.com',
      '- ',
      '* https://x.y',
    ].map((resource): [string, (message: string) => string] => [
      `resource '${resource}'`,
      replace(/^- https:\/\/example\.com\/tos\.pdf$/m, resource),
    ]),
    // The address: EIP-55 case, 0x and 40 hex digits.
    ...[
      signer.address.toLowerCase(),
      `0x${signer.address.slice(2).toUpperCase()}`,
      signer.address.slice(2),
      `0X${signer.address.slice(2)}`,
      signer.address.slice(0, -1),
      `${signer.address}0`,
      `${signer.address} `,
    ].map((address): [string, (message: string) => string] => [
      `address ${address}`,
      replace(new RegExp(`^${signer.address}$`, 'm'), address),
    ]),
    // The domain: host[:port], no user info, no path, one scheme at most.
    ...[
      `alice@${HOST}`,
      `${HOST}@evil.example`,
      `${HOST}/login`,
      `${HOST}:`,
      ` ${HOST}`,
      `${HOST}?x`,
      '',
      `http://${HOST}`,
    ].map((domain): [string, (message: string) => string] => [
      `domain '${domain}'`,
      replace(/^http:\/\/[^ ]* wants/, `http://${domain} wants`),
    ]),
    ...['a\rb', 'a\tb', 'a\u0000b', 'café', 'a "quoted" b', 'a<b>', '100%'].map(
      (statement): [string, (message: string) => string] => [
        `statement ${JSON.stringify(statement)}`,
        replace(/^Sign in to the staking app.*$/m, statement),
      ],
    ),
    // Lines: LF only, nothing around them, each field once and in its place, nothing after the resources.
    ['CRLF line endings', (message) => message.replaceAll('\n', '\r\n')],
    ['a trailing newline', (message) => `${message}\n`],
    ['a leading newline', (message) => `\n${message}`],
    ['a trailing space on the header', replace(/account:$/m, 'account: ')],
    ['a trailing space on the URI', replace(/^(URI: .*)$/m, '$1 ')],
    ['a trailing space on Resources:', replace(/^Resources:$/m, 'Resources: ')],
    ['a second Nonce', replace(/^(Nonce: .*)$/m, '$1\n$1')],
    ['a second Not Before', replace(/^(Not Before: .*)$/m, '$1\n$1')],
    ['a second Resources: block', (message) => `${message}\nResources:\n- https://example.com/b`],
    ['Version before URI', replace(/^(URI: .*)\n(Version: 1)$/m, '$2\n$1')],
    ['Chain ID before Version', replace(/^(Version: 1)\n(Chain ID: .*)$/m, '$2\n$1')],
    ['Not Before before Expiration Time', replace(/^(Expiration Time: .*)\n(Not Before: .*)$/m, '$2\n$1')],
    ['Request ID before Not Before', replace(/^(Not Before: .*)\n(Request ID: .*)$/m, '$2\n$1')],
    ['a line after the resources', (message) => `${message}\nNonce: abcdefgh123`],
    ['no empty line after the statement', replace(/(it's free\.)\n\n/, '$1\n')],
  ]

  it.each(neighbours)('refuses %s: the grammar names the line, the endpoint answers 400 with it', async (_, change) => {
    const route = handler()
    const valid = everyField(await freshNonce(route))
    const message = change(valid)
    expect(message).not.toBe(valid)
    expect(() => parseSiweStrict(message)).toThrow(/^The message is not an EIP-4361 sign-in message: line \d+|RFC 3339/)
    const answer = await post(
      route,
      '/api/siwe/verify',
      Buffer.from(JSON.stringify({ message, signature: await signer.signMessage({ message }) })),
    )
    expect(answer.status).toBe(400)
    const error = (answer.body as { error?: unknown }).error
    expect(typeof error === 'string' && error.length > 0 && error.length < 300, String(error)).toBe(true)
  })

  it.each([
    ['every field', {}],
    [
      'no scheme, statement, times, request id or resources',
      {
        scheme: undefined,
        statement: undefined,
        expirationTime: undefined,
        notBefore: undefined,
        requestId: undefined,
        resources: undefined,
      },
    ],
    ['https scheme, an empty request id, no resources listed', { scheme: 'https', requestId: '', resources: [] }],
    ["chain id 1 (not this handler's chain: refused by the chain check, past the grammar)", { chainId: 1 }],
    ['a URI with path parameters, a query and a fragment', { uri: `http://${HOST}/a/b;c=d?e=f&g#h` }],
  ] satisfies [string, Partial<Parameters<typeof createSiweMessage>[0]>][])(
    'signs in with viem’s message: %s',
    async (_, fields) => {
      const route = handler()
      const message = everyField(await freshNonce(route), fields)
      expect(() => parseSiweStrict(message)).not.toThrow()
      const answer = await post(
        route,
        '/api/siwe/verify',
        Buffer.from(JSON.stringify({ message, signature: await signer.signMessage({ message }) })),
      )
      // Chain 1 is not this handler's chain: past the grammar, the refusal is the chain's (401), not the message's.
      expect(answer.status, JSON.stringify(answer.body)).toBe('chainId' in fields ? 401 : 200)
    },
  )

  it('reads a chain id as the number written, up to 15 digits', () => {
    for (const id of [1, 10, 31337, 999_999_999_999_999]) {
      expect(parseSiweStrict(everyField('abcdefgh1', { chainId: id })).chainId).toBe(id)
    }
  })
})
