import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/safeStorage.ts'
import {
  type CallLogCheckpoint,
  type CheckpointRequest,
  canonicalJson,
  type SignedCallLogCheckpoint,
} from './checkpoint.ts'
import { type CallLog, type CallLogOptions, createCallLog } from './createCallLog.ts'
import { type CallLogDescription, genesisHash } from './hashChain.ts'
import { type CallLogVerification, describeCallLogVerification, verifyCallLog } from './verifyCallLog.ts'

/** A small real log: a request, an error, an event, a receipt and a marker. */
async function exported(): Promise<string> {
  const log = createCallLog({ appName: 'Audit' })
  const operationId = log.newOperationId()
  log.start({ walletId: 'metaMask', method: 'eth_requestAccounts', operationId }).finish({
    ok: true,
    result: [`0x${'ab'.repeat(20)}`],
  })
  log.start({ walletId: 'metaMask', method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }).finish({
    ok: false,
    errorCode: 4001,
    errorMessage: 'You rejected the request in your wallet.',
  })
  log.event('metaMask', 'chainChanged', '0xa')
  log.start({ kind: 'receipt', walletId: 'metaMask', method: 'eth_getTransactionReceipt', params: { hash: '0x1' } })
  log.mark('metaMask', 'disconnected', {})
  return log.exportNdjson()
}

const lines = (text: string) => text.trimEnd().split('\n')
const join = (items: string[]) => `${items.join('\n')}\n`

// ---- The app server's checkpoints, made here as the server makes them (Ed25519 over canonicalJson) ----

interface Signer {
  readonly privateKey: KeyObject
  readonly kid: string
  readonly jwk: { readonly kty: 'OKP'; readonly crv: 'Ed25519'; readonly x: string; readonly kid: string }
}

function signer(kid: string): Signer {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const { x } = publicKey.export({ format: 'jwk' }) as { x: string }
  return { privateKey, kid, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid } }
}

const server = signer('server-key-1')
const stranger = signer('stranger-key')
/** The JWKS of `GET /api/calls/keys`. */
const keys = { keys: [server.jwk] }

function signCheckpoint(checkpoint: CallLogCheckpoint, by: Signer = server, kid = by.kid): SignedCallLogCheckpoint {
  const signature = sign(null, Buffer.from(canonicalJson(checkpoint)), by.privateKey).toString('base64url')
  return { checkpoint, kid, signature }
}

/** `POST /api/calls/checkpoint`: holds each session's head and signs a segment that extends it (409 otherwise). */
function checkpointServer(by: Signer = server): typeof fetch {
  const heads = new Map<string, { seq: number; hash: string }>()
  let clock = Date.parse('2025-06-01T12:00:00.000Z')
  const answer = (status: number, body: unknown) =>
    ({ status, ok: status < 300, json: async () => body }) as unknown as Response
  return async (_url, init) => {
    const { sessionId, entries } = JSON.parse(String(init?.body)) as CheckpointRequest
    const first = entries[0]
    const last = entries.at(-1)
    const head = heads.get(sessionId)
    if (!first || !last) return answer(400, { error: 'empty' })
    const extendsHead =
      !head ||
      (first.seq === head.seq + 1 && first.prevHash === head.hash) ||
      entries.some((entry) => entry.seq === head.seq && entry.hash === head.hash)
    if (!extendsHead) return answer(409, { error: 'another chain' })
    heads.set(sessionId, { seq: last.seq, hash: last.hash })
    clock += 1000
    const checkpoint = { v: 1, sessionId, seq: last.seq, headHash: last.hash, issuedAt: new Date(clock).toISOString() }
    return answer(200, signCheckpoint(checkpoint as CallLogCheckpoint, by))
  }
}

/** A log that posts its sealed chain to `checkpointServer` (after each operation ends, and at export). */
function anchoredLog(options: CallLogOptions = {}, fetch = checkpointServer()): CallLog {
  return createCallLog({
    appName: 'StakeMint',
    // No timer of its own between posts: only operation ends and the export post.
    checkpoints: { url: '/api/calls/checkpoint', fetch, intervalMs: 2 ** 31 - 1 },
    ...options,
  })
}

/** Waits until the server has signed the chain up to `seq`. */
async function anchoredUpTo(log: CallLog, seq: number): Promise<void> {
  for (let i = 0; i < 200 && (log.anchoring.checkpoint?.seq ?? 0) < seq; i++)
    await new Promise((resolve) => setTimeout(resolve, 1))
  expect(log.anchoring.checkpoint?.seq).toBe(seq)
}

const ACCOUNT = `0x${'ab'.repeat(20)}`
const STAKING = `0x${'5e'.repeat(20)}`

/** A stake: an operation of five entries (seq 1–5, the transaction sent at seq 3). */
function stake(log: CallLog, value = '0xde0b6b3a7640000'): void {
  const operationId = log.newOperationId()
  log.mark('metaMask', 'operation', { label: 'Stake 1 STK' }, { operationId })
  log
    .start({ walletId: 'metaMask', method: 'eth_requestAccounts', operationId })
    .finish({ ok: true, result: [ACCOUNT] })
  log
    .start({
      walletId: 'metaMask',
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT, to: STAKING, value, data: '0xa694fc3a' }],
      chainId: 137,
      operationId,
    })
    .finish({ ok: true, result: `0x${'cd'.repeat(32)}` })
  log
    .start({ kind: 'receipt', walletId: 'metaMask', method: 'eth_getTransactionReceipt', operationId })
    .finish({ ok: true, result: { status: 'success', blockNumber: '0x10' } })
  log.mark('metaMask', 'operation-end', { status: 'ok' }, { operationId })
}

/** Three entries after a stake (a chain switch, a refused signature, a disconnect). */
function after(log: CallLog): void {
  log.event('metaMask', 'chainChanged', '0xa')
  log
    .start({ walletId: 'metaMask', method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] })
    .finish({ ok: false, errorCode: 4001, errorMessage: 'You rejected the request in your wallet.' })
  log.mark('metaMask', 'disconnected', {})
}

/** Seq 1–8, signed by the server at seq 5 (the stake's end) and at seq 8 (the export). */
async function anchoredStake(options: CallLogOptions = {}): Promise<{ log: CallLog; text: string }> {
  const log = anchoredLog(options)
  stake(log)
  await anchoredUpTo(log, 5)
  after(log)
  const text = await log.exportNdjson()
  return { log, text }
}

// ---- What a careful forger does after an edit ----

type Line = Record<string, unknown>
interface Parsed {
  header: Line
  entries: Line[]
}

function parse(text: string): Parsed {
  const [header, ...entries] = lines(text).map((line) => JSON.parse(line) as Line)
  return { header: header as Line, entries }
}

const ndjson = ({ header, entries }: Parsed) => join([header, ...entries].map((line) => JSON.stringify(line)))
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Every hash recomputed as the log computes it: the genesis hash from the header's description (unless told
 * not to), entries renumbered from the first one's seq (unless told not to) and relinked, the first one's prevHash
 * the genesis hash when it starts the chain, and the header's counts and head made to match.
 */
async function forge(parsed: Parsed, how: { genesis?: boolean; renumber?: boolean } = {}): Promise<string> {
  const header = { ...parsed.header }
  if (how.genesis !== false) header.genesisHash = await genesisHash(header as unknown as CallLogDescription)
  const genesis = header.genesisHash as string
  const firstSeq = (parsed.entries[0]?.seq as number | undefined) ?? (header.firstSeq as number)
  let previous: string | undefined
  const entries = parsed.entries.map((entry, index) => {
    const { hash: _hash, prevHash, ...fields } = entry
    const seq = how.renumber === false ? (fields.seq as number) : firstSeq + index
    const linked = { ...fields, seq, prevHash: previous ?? (seq === header.chainStartSeq ? genesis : prevHash) }
    const hash = sha256(`${genesis}\n${JSON.stringify(linked)}`)
    previous = hash
    return { ...linked, hash }
  })
  const last = entries.at(-1)
  Object.assign(header, {
    entryCount: entries.length,
    firstSeq,
    droppedCount: firstSeq - 1,
    lastSeq: last ? last.seq : firstSeq - 1,
    headHash: last ? last.hash : genesis,
  })
  return ndjson({ header, entries })
}

/** The exit status `stakemint-wallet verify-log` gives a verdict: 0 intact (anchored), 1 broken, 3 not anchored. */
function exitStatus(result: CallLogVerification): 0 | 1 | 3 {
  if (!result.ok) return 1
  return result.anchoring.status === 'not-anchored' ? 3 : 0
}

/** The verdict and its exit status, with and without the server's keys. */
async function audit(text: unknown) {
  const withKeys = await verifyCallLog(text, { keys })
  const withoutKeys = await verifyCallLog(text)
  return { withKeys, withoutKeys, exit: exitStatus(withKeys), exitWithoutKeys: exitStatus(withoutKeys) }
}

describe('verifyCallLog', () => {
  it('accepts an untouched export, NDJSON and JSON', async () => {
    const text = await exported()
    expect(await verifyCallLog(text)).toMatchObject({ ok: true, entryCount: 5, firstSeq: 1, lastSeq: 5 })
    const [header, ...entries] = lines(text).map((line) => JSON.parse(line) as object)
    expect(await verifyCallLog({ header, entries })).toMatchObject({ ok: true })
    expect(await verifyCallLog(JSON.stringify({ header, entries }, null, 2))).toMatchObject({ ok: true })
  })

  it('names the entry when any byte of any entry changes', async () => {
    const original = lines(await exported())
    for (let index = 1; index < original.length; index++) {
      const line = original[index] as string
      // Positions across the line: field names, values, hashes.
      for (const at of [2, Math.floor(line.length / 3), Math.floor(line.length / 2), line.length - 5]) {
        const changed = [...original]
        const byte = line[at] === 'a' ? 'b' : 'a'
        changed[index] = `${line.slice(0, at)}${byte}${line.slice(at + 1)}`
        const result = await verifyCallLog(join(changed))
        expect(result.ok, `line ${index + 1} at ${at}`).toBe(false)
        if (!result.ok) expect(result.problem.line, `line ${index + 1} at ${at}`).toBe(index + 1)
      }
    }
  })

  it('names the gap when an entry is removed: first, middle or last', async () => {
    const original = lines(await exported())
    const without = (index: number) => join(original.filter((_line, i) => i !== index))
    expect(await verifyCallLog(without(1))).toEqual({
      ok: false,
      problem: { line: 2, seq: 2, message: 'seq 2 where 1 was expected (seq 1 missing)' },
    })
    expect(await verifyCallLog(without(3))).toEqual({
      ok: false,
      problem: { line: 4, seq: 4, message: 'seq 4 where 3 was expected (seq 3 missing)' },
    })
    const last = await verifyCallLog(without(5))
    expect(last).toMatchObject({ ok: false, problem: { seq: 4 } })
    if (!last.ok) expect(last.problem.message).toMatch(/header counts 5 entries, the export holds 4/)
  })

  it('catches a removed entry whose seqs were renumbered: the chain breaks at the entry after it', async () => {
    const original = lines(await exported())
    const entries = original.slice(1).map((line) => JSON.parse(line) as { seq: number })
    entries.splice(1, 1)
    const renumbered = entries.map((entry, index) => JSON.stringify({ ...entry, seq: index + 1 }))
    const result = await verifyCallLog(join([original[0] as string, ...renumbered]))
    // The entry that took the removed one's place no longer matches its own hash.
    expect(result).toMatchObject({ ok: false, problem: { line: 3, seq: 2 } })
  })

  it('reads the JSON form as the log writes it: any indentation, but no repeated key and no unknown field', async () => {
    const text = await exported()
    const [header, ...entries] = lines(text).map((line) => JSON.parse(line) as object)
    const json = JSON.stringify({ header, entries }, null, 2)
    expect(await verifyCallLog(JSON.stringify({ header, entries }, null, 4))).toMatchObject({ ok: true })
    expect(await verifyCallLog(JSON.stringify({ header, entries }).replaceAll(',"', ',\r\n\t"'))).toMatchObject({
      ok: true,
    })
    // JSON.parse keeps the last of two keys, a reader of the text sees the first: a request shown as another.
    const repeated = json.replace(
      '"method": "eth_requestAccounts"',
      '"method": "eth_chainId",\n      "method": "eth_requestAccounts"',
    )
    expect(repeated).not.toBe(json)
    expect(await verifyCallLog(repeated)).toMatchObject({
      ok: false,
      problem: { line: 1, message: expect.stringMatching(/not written as the log writes it/) },
    })
    // The same data spelled otherwise (an escape, a number's form) is an edit too, as in NDJSON.
    expect(await verifyCallLog(json.replace('"Audit"', '"\\u0041udit"'))).toMatchObject({ ok: false })
    expect(await verifyCallLog(json.replace('"limit": 1000', '"limit": 1000.0'))).toMatchObject({ ok: false })
    for (const extra of ['{\n  "note": 1,', '{\n  "__proto__": {},'])
      expect(await verifyCallLog(json.replace('{', extra))).toMatchObject({
        ok: false,
        problem: { line: 1, message: expect.stringMatching(/^\$\.(note|__proto__) is not a known field/) },
      })
    expect(await verifyCallLog({ header, entries, note: 1 })).toMatchObject({ ok: false, problem: { line: 1 } })
  })

  it('refuses millions of short lines at the first that breaks, without reading the rest', async () => {
    // 64 MB of '1\n': every line was parsed before the header was looked at (about 35 s and 2.7 GB of heap).
    const text = '1\n'.repeat(32 * 1024 * 1024)
    const started = performance.now()
    expect(await verifyCallLog(text)).toEqual({
      ok: false,
      problem: { line: 1, message: 'header: $ must be of type object' },
    })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('checks the schema, the header and the form of each line', async () => {
    const [header, ...entries] = lines(await exported())
    const parsedHeader = JSON.parse(header as string) as Record<string, unknown>
    const withHeader = (changes: Record<string, unknown>) =>
      join([JSON.stringify({ ...parsedHeader, ...changes }), ...entries])
    expect(await verifyCallLog(withHeader({ schemaVersion: 1 }))).toMatchObject({
      ok: false,
      problem: { line: 1, message: 'header: schemaVersion 1 is not 2' },
    })
    expect(await verifyCallLog(withHeader({ headHash: '0'.repeat(64) }))).toMatchObject({
      ok: false,
      problem: { line: 6, message: 'the last entry’s hash is not the header’s headHash' },
    })
    expect(await verifyCallLog(withHeader({ extra: 1 }))).toMatchObject({
      ok: false,
      problem: { line: 1, message: 'header: $.extra is not a known field' },
    })
    const spaced = join([header as string, (entries[0] as string).replace('{', '{ '), ...entries.slice(1)])
    expect(await verifyCallLog(spaced)).toMatchObject({ ok: false, problem: { line: 2, seq: 1 } })
    expect(await verifyCallLog('')).toMatchObject({ ok: false, problem: { line: 1 } })
    expect(await verifyCallLog('not json\n')).toMatchObject({ ok: false, problem: { line: 1 } })
  })
})

describe('verifyCallLog: the rewrites an auditor meets, with the exit status verify-log gives', () => {
  it('an untouched anchored export: intact and anchored up to seq 8 (exit 0)', async () => {
    const { text } = await anchoredStake()
    expect(parse(text).header.checkpoints).toHaveLength(2)
    const { withKeys, exit } = await audit(text)
    expect(withKeys).toMatchObject({
      ok: true,
      entryCount: 8,
      anchoring: { status: 'anchored', seq: 8, kid: server.kid, unanchoredCount: 0, checkpointCount: 2 },
    })
    expect(exit).toBe(0)
  })

  it('(a) an entry changed, every hash, prevHash and headHash recomputed: broken with keys, at the checkpoint', async () => {
    const { text } = await anchoredStake()
    const parsed = parse(text)
    const sent = parsed.entries[2] as Line
    expect(sent.method).toBe('eth_sendTransaction')
    sent.params = [{ from: ACCOUNT, to: STAKING, value: '0x1bc16d674ec80000', data: '0xa694fc3a' }]
    const { withKeys, withoutKeys, exit, exitWithoutKeys } = await audit(await forge(parsed))
    expect(withKeys).toMatchObject({
      ok: false,
      problem: {
        line: 1,
        seq: 5,
        message: expect.stringMatching(
          /^header: checkpoint 1 \(seq 5\): the chain at seq 5 is not what the server signed at .*: entries were rewritten$/,
        ),
      },
    })
    expect(exit).toBe(1)
    // The chain alone cannot tell: anyone can write a consistent log.
    expect(withoutKeys).toMatchObject({ ok: true })
    expect(exitWithoutKeys).toBe(0)
  })

  it('(b) the sent transaction dropped, the rest renumbered and rehashed: broken with keys', async () => {
    const { text } = await anchoredStake()
    const parsed = parse(text)
    const without = { header: parsed.header, entries: parsed.entries.filter((entry) => entry.seq !== 3) }
    const renumbered = await audit(await forge(without))
    expect(renumbered.withKeys).toMatchObject({
      ok: false,
      problem: { seq: 5, message: expect.stringMatching(/rewritten/) },
    })
    expect([renumbered.exit, renumbered.exitWithoutKeys]).toEqual([1, 0])
    // And with an entry made up at the end, so that the export still ends at seq 8.
    const padded = {
      ...without,
      entries: [...without.entries, { ...(parsed.entries[7] as Line), method: 'connected' }],
    }
    const forged = await forge(padded)
    expect(parse(forged).header.lastSeq).toBe(8)
    expect(await audit(forged)).toMatchObject({ exit: 1, withKeys: { problem: { seq: 5 } } })
  })

  it('(c) the last entry dropped and the header made to match: broken with keys, signed beyond the end', async () => {
    const { text } = await anchoredStake()
    const parsed = parse(text)
    const { withKeys, exit, exitWithoutKeys } = await audit(
      await forge({ header: parsed.header, entries: parsed.entries.slice(0, -1) }),
    )
    expect(withKeys).toEqual({
      ok: false,
      problem: {
        line: 1,
        seq: 8,
        message:
          'header: checkpoint 2 (seq 8): the server signed the chain up to seq 8, the export ends at 7: entries were removed',
      },
    })
    expect([exit, exitWithoutKeys]).toEqual([1, 0])
  })

  it('(d) the first entry dropped, droppedCount 1 and firstSeq 2: broken even without keys', async () => {
    const { text } = await anchoredStake()
    const parsed = parse(text)
    const header = { ...parsed.header, entryCount: 7, droppedCount: 1, firstSeq: 2 }
    const expected = {
      ok: false,
      problem: {
        line: 2,
        seq: 2,
        message: 'seq 1 of this chain is missing, yet the log was neither full nor cleared: entries were removed',
      },
    }
    for (const forged of [
      ndjson({ header, entries: parsed.entries.slice(1) }),
      await forge({ header, entries: parsed.entries.slice(1) }, { renumber: false }),
    ]) {
      const { withKeys, withoutKeys, exit, exitWithoutKeys } = await audit(forged)
      expect(withoutKeys).toEqual(expected)
      expect(withKeys).toEqual(expected)
      expect([exit, exitWithoutKeys]).toEqual([1, 1])
    }
  })

  it('(e) another valid log wearing the first one’s checkpoints: broken; with its sessionId made the first one’s too', async () => {
    const first = parse((await anchoredStake()).text)
    const other = parse((await anchoredStake()).text)
    expect(other.header.sessionId).not.toBe(first.header.sessionId)
    const wearing = await audit(
      ndjson({ header: { ...other.header, checkpoints: first.header.checkpoints }, entries: other.entries }),
    )
    expect(wearing.withKeys).toMatchObject({
      ok: false,
      problem: {
        line: 1,
        seq: 5,
        message: `header: checkpoint 1 (seq 5) was signed for another session (${first.header.sessionId})`,
      },
    })
    expect(wearing.exit).toBe(1)
    // Its session made the first one's (header and entries), every hash recomputed from the new genesis.
    const sessionId = first.header.sessionId
    const swapped = await forge({
      header: { ...other.header, sessionId, checkpoints: first.header.checkpoints },
      entries: other.entries.map((entry) => ({ ...entry, sessionId })),
    })
    const disguised = await audit(swapped)
    expect(disguised.withKeys).toMatchObject({
      ok: false,
      problem: { seq: 5, message: expect.stringMatching(/rewritten/) },
    })
    expect(disguised.exit).toBe(1)
    // Wearing its own checkpoints, signed for its own session, the swap shows too.
    const ownCheckpoints = await forge({
      header: { ...other.header, sessionId },
      entries: other.entries.map((entry) => ({ ...entry, sessionId })),
    })
    expect(await audit(ownCheckpoints)).toMatchObject({
      exit: 1,
      withKeys: { problem: { message: expect.stringMatching(/another session/) } },
    })
  })

  describe('(f) a header field edited', () => {
    const edits: Record<string, (value: unknown) => unknown> = {
      app: () => 'Another app',
      origin: () => 'https://evil.example',
      sessionId: () => 'f'.repeat(32),
      startedAt: () => '2020-01-01T00:00:00.000Z',
      limit: (value) => (value as number) + 1,
      chainStartSeq: () => 2,
      userAgent: () => 'Mozilla/5.0 (edited)',
    }
    for (const [field, edit] of Object.entries(edits))
      it(`${field}: broken alone, with genesisHash recomputed, and with every hash recomputed (with keys)`, async () => {
        const { text } = await anchoredStake()
        const parsed = parse(text)
        const header = { ...parsed.header, [field]: edit(parsed.header[field]) }
        expect(header[field]).not.toEqual(parsed.header[field])
        const alone = await audit(ndjson({ header, entries: parsed.entries }))
        expect(alone.withoutKeys).toEqual({
          ok: false,
          problem: {
            line: 1,
            message: 'header: the description does not match its genesisHash: the header was edited',
          },
        })
        expect(alone.exit).toBe(1)
        const genesis = await genesisHash(header as unknown as CallLogDescription)
        const regenesis = await audit(ndjson({ header: { ...header, genesisHash: genesis }, entries: parsed.entries }))
        expect(regenesis.withoutKeys).toMatchObject({
          ok: false,
          problem: {
            line: 2,
            seq: 1,
            message: 'the entry does not match its hash: it was changed after it was logged',
          },
        })
        expect(regenesis.exit).toBe(1)
        const rewritten = await audit(await forge({ header, entries: parsed.entries }))
        expect(rewritten.withKeys.ok).toBe(false)
        expect(rewritten.exit).toBe(1)
        // Only chainStartSeq contradicts the entries themselves; any other field rewritten whole takes the keys to see.
        expect(rewritten.exitWithoutKeys).toBe(field === 'chainStartSeq' ? 1 : 0)
      })
  })

  it('(g) the checkpoints stripped: intact, not anchored (exit 3)', async () => {
    const { text } = await anchoredStake()
    const parsed = parse(text)
    const { withKeys, withoutKeys, exit, exitWithoutKeys } = await audit(
      ndjson({ header: { ...parsed.header, checkpoints: [] }, entries: parsed.entries }),
    )
    expect(withKeys).toMatchObject({
      ok: true,
      entryCount: 8,
      anchoring: { status: 'not-anchored', reason: 'the export carries no checkpoint' },
    })
    expect(withoutKeys).toMatchObject({ ok: true, anchoring: { status: 'not-checked' } })
    expect([exit, exitWithoutKeys]).toEqual([3, 0])
  })

  describe('(i) keys of Object.prototype added: not a known field', () => {
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
    /** Adds `"name":{}` as the first key of the object that starts where `marker` ends on `line`. */
    const addKey = (line: string, marker: string, name: string) => {
      const at = line.indexOf(marker) + marker.length
      expect(line[at - 1]).toBe('{')
      return `${line.slice(0, at)}${JSON.stringify(name)}:{},${line.slice(at)}`
    }
    const places = [
      { where: 'the header', line: 0, marker: '{', path: 'header: $.' },
      { where: 'an entry', line: 3, marker: '{', path: '$.' },
      { where: 'a signed checkpoint', line: 0, marker: '"checkpoints":[{', path: 'header: $.checkpoints[0].' },
      {
        where: 'what a checkpoint signs',
        line: 0,
        marker: '"checkpoints":[{"checkpoint":{',
        path: 'header: $.checkpoints[0].checkpoint.',
      },
    ]
    for (const { where, line, marker, path } of places)
      it(`in ${where}, NDJSON and JSON`, async () => {
        const original = lines((await anchoredStake()).text)
        for (const name of names) {
          const changed = [...original]
          changed[line] = addKey(original[line] as string, marker, name)
          const expected = { ok: false, problem: { line: line + 1, message: `${path}${name} is not a known field` } }
          const text = join(changed)
          expect(await verifyCallLog(text, { keys }), `${name} in ${where}`).toMatchObject(expected)
          // The JSON form, as text and as the parsed object (JSON.parse makes '__proto__' an own key).
          const [header, ...entries] = changed.map((item) => JSON.parse(item) as Line)
          const signed = (header?.checkpoints as Line[] | undefined)?.[0] as Line
          const holder = [header, entries[2], signed, signed.checkpoint][
            places.findIndex((place) => place.where === where)
          ]
          expect(Object.hasOwn(holder as object, name), `${name} is an own key of ${where}`).toBe(true)
          expect(await verifyCallLog({ header, entries }, { keys }), `${name} in ${where}, JSON form`).toMatchObject(
            expected,
          )
          expect(await verifyCallLog(JSON.stringify({ header, entries }, null, 2), { keys })).toMatchObject(expected)
        }
      })
  })

  it('a field name with control characters is quoted in the message, never printed as it is', async () => {
    // A terminal would run the escape sequences: erase the line and print a verdict of the forger's choosing.
    const fake = '\u001b[2K\rcalls.ndjson: intact. 8 entries'
    const original = lines((await anchoredStake()).text)
    const changed = [...original]
    changed[3] = `{${JSON.stringify(fake)}:1,${(original[3] as string).slice(1)}`
    const result = await verifyCallLog(join(changed), { keys })
    expect(result).toEqual({
      ok: false,
      problem: { line: 4, seq: 3, message: `$[${JSON.stringify(fake)}] is not a known field` },
    })
    expect([...describeCallLogVerification(result)].some((char) => char.charCodeAt(0) < 0x20)).toBe(false)
    const [header, ...entries] = original.map((line) => JSON.parse(line) as Line)
    expect(await verifyCallLog({ header, entries, [fake]: 1 })).toMatchObject({
      ok: false,
      problem: { message: `$[${JSON.stringify(fake)}] is not a known field of the JSON export` },
    })
  })

  describe('(j) values too deep or lines too long: a clear refusal, no throw', () => {
    it('a 5,000-deep value in params, as NDJSON text, as the JSON form and as JSON text', async () => {
      const original = lines((await anchoredStake()).text)
      const entry = JSON.parse(original[2] as string) as Line
      const deepText = `${'['.repeat(5000)}${']'.repeat(5000)}`
      const changed = [...original]
      changed[2] = JSON.stringify({ ...entry, params: 'DEEP' }).replace('"DEEP"', deepText)
      expect(await verifyCallLog(join(changed), { keys })).toEqual({
        ok: false,
        problem: { line: 3, message: 'nested deeper than 64 levels' },
      })
      let deep: unknown = 'bottom'
      for (let i = 0; i < 5000; i++) deep = { down: deep }
      const [header, ...entries] = original.map((line) => JSON.parse(line) as Line)
      const form = { header, entries: entries.map((item, index) => (index === 1 ? { ...item, params: deep } : item)) }
      const refused = { ok: false, problem: { line: 1, message: 'nested deeper than 64 levels' } }
      expect(await verifyCallLog(form, { keys })).toEqual(refused)
      const formText = JSON.stringify(
        { header, entries: entries.map((item, index) => (index === 1 ? { ...item, params: 'DEEP' } : item)) },
        null,
        2,
      )
      const deepObjectText = `${'{"down":'.repeat(5000)}"bottom"${'}'.repeat(5000)}`
      expect(await verifyCallLog(formText.replace('"DEEP"', deepObjectText), { keys })).toEqual({
        ok: false,
        problem: { line: 1, message: 'the JSON export is nested deeper than 64 levels' },
      })
      expect(await verifyCallLog(formText.slice(0, -20), { keys })).toEqual({
        ok: false,
        problem: { line: 1, message: 'the JSON export is not valid JSON' },
      })
      // Deeper than JSON.stringify itself can go: refused the same way, before the engine's stack runs out.
      for (let i = 0; i < 200_000; i++) deep = [deep]
      expect(await verifyCallLog({ header, entries: [{ ...entries[0], params: deep }] })).toEqual(refused)
    })

    it('a 5 MB line', async () => {
      const original = lines((await anchoredStake()).text)
      const entry = JSON.parse(original[4] as string) as Line
      const changed = [...original]
      changed[4] = JSON.stringify({ ...entry, params: 'x'.repeat(5 * 1024 * 1024) })
      expect(await verifyCallLog(join(changed), { keys })).toEqual({
        ok: false,
        problem: { line: 5, message: 'longer than 4194304 characters' },
      })
    })
  })

  describe('the logs that lose entries legitimately verify intact and anchored (exit 0)', () => {
    it('trimmed by its limit', async () => {
      const { text } = await anchoredStake({ limit: 4 })
      const { withKeys, exit } = await audit(text)
      expect(withKeys).toMatchObject({
        ok: true,
        entryCount: 4,
        firstSeq: 5,
        droppedCount: 4,
        anchoring: { status: 'anchored', seq: 8, checkpointCount: 2 },
      })
      expect(exit).toBe(0)
    })

    it('cleared', async () => {
      const log = anchoredLog()
      stake(log)
      await anchoredUpTo(log, 5)
      log.clear()
      after(log)
      const text = await log.exportNdjson()
      expect(parse(text).entries.map((entry) => entry.method)).toEqual([
        'cleared',
        'chainChanged',
        'personal_sign',
        'disconnected',
      ])
      // The checkpoint at seq 5 is checked against the clear marker's link to the entries it removed, but covers
      // no entry the export holds: one checkpoint holds.
      const { withKeys, exit } = await audit(text)
      expect(withKeys).toMatchObject({
        ok: true,
        firstSeq: 6,
        droppedCount: 5,
        anchoring: { status: 'anchored', seq: 9, checkpointCount: 1 },
      })
      expect(exit).toBe(0)
    })

    it('reloaded from storage (persisted), anchored by the new session', async () => {
      const storage = memoryStorage()
      const fetch = checkpointServer()
      const persist = { storage, key: 'stakemint.callLog' }
      const first = anchoredLog({ persist }, fetch)
      stake(first)
      await anchoredUpTo(first, 5)
      // The store's writer loads on the first write: wait for it to have written the whole operation.
      await vi.waitFor(() => expect(storage.getItem('stakemint.callLog') ?? '').toContain('operation-end'))
      const reloaded = anchoredLog({ persist }, fetch)
      after(reloaded)
      const text = await reloaded.exportNdjson()
      const { entries } = parse(text)
      expect(entries.map((entry) => [entry.seq, entry.method, entry.sessionId === first.sessionId])).toEqual([
        [1, 'operation', true],
        [2, 'eth_requestAccounts', true],
        [3, 'eth_sendTransaction', true],
        [4, 'eth_getTransactionReceipt', true],
        [5, 'operation-end', true],
        [6, 'reload', false],
        [7, 'chainChanged', false],
        [8, 'personal_sign', false],
        [9, 'disconnected', false],
      ])
      const { withKeys, exit } = await audit(text)
      expect(withKeys).toMatchObject({ ok: true, anchoring: { status: 'anchored', seq: 9 } })
      expect(exit).toBe(0)
    })
  })

  describe('entries missing before the first one kept: only a full log or a clear lets them go', () => {
    it('a clear then undone: the entries before the clear marker dropped is broken, with or without keys', async () => {
      const log = anchoredLog({ limit: 20 })
      stake(log)
      log.clear()
      await anchoredUpTo(log, 6)
      log.undoClear()
      const text = await log.exportNdjson()
      const { entries } = parse(text)
      expect(entries.map((entry) => [entry.seq, entry.method])).toEqual([
        [1, 'operation'],
        [2, 'eth_requestAccounts'],
        [3, 'eth_sendTransaction'],
        [4, 'eth_getTransactionReceipt'],
        [5, 'operation-end'],
        [6, 'cleared'],
        [7, 'restored'],
      ])
      expect(await audit(text)).toMatchObject({ exit: 0, withKeys: { anchoring: { seq: 7 } } })
      // The stake dropped: the export starts at the clear marker, as if the log had been cleared and not undone.
      const parsed = parse(text)
      const kept = parsed.entries.slice(5)
      const header = { ...parsed.header, entryCount: 2, firstSeq: 6, droppedCount: 5 }
      const dropped = await audit(ndjson({ header, entries: kept }))
      expect(dropped.withoutKeys).toMatchObject({
        ok: false,
        problem: { line: 2, seq: 6, message: expect.stringMatching(/seq 1–5 of this chain are missing/) },
      })
      expect(dropped.exit).toBe(1)
    })

    it('a clear marker forged after the last checkpoint does not excuse entries dropped before it', async () => {
      const { text } = await anchoredStake()
      const parsed = parse(text)
      const cleared = {
        ...(parsed.entries[7] as Line),
        seq: 9,
        method: 'cleared',
        walletId: '',
        params: { removed: 8 },
      }
      // Seq 1–5 (the stake) gone, seq 6–8 kept (anchored at 8), a clear marker of no server's signature after them.
      const forged = await forge({ header: parsed.header, entries: [...parsed.entries.slice(5), cleared] })
      expect(parse(forged).header).toMatchObject({ firstSeq: 6, lastSeq: 9, droppedCount: 5 })
      const { withKeys, withoutKeys, exit } = await audit(forged)
      expect(withoutKeys).toMatchObject({ ok: false, problem: { seq: 6 } })
      expect(withKeys).toMatchObject({ ok: false })
      expect(exit).toBe(1)
    })
  })
})

describe('verifyCallLog: hostile objects given as the JSON form or as options get a verdict, never a throw', () => {
  /** An Error whose message is an object whose toString throws: describing it must not throw either. */
  function hostileError(): Error {
    const error = new Error('hostile')
    Object.defineProperty(error, 'message', {
      get: () => ({
        toString() {
          throw new Error('toString of the message')
        },
      }),
    })
    return error
  }
  /** A Proxy that throws from every trap. */
  const trapsThrow = () =>
    new Proxy(
      {},
      Object.fromEntries(
        [
          'apply',
          'construct',
          'defineProperty',
          'deleteProperty',
          'get',
          'getOwnPropertyDescriptor',
          'getPrototypeOf',
          'has',
          'isExtensible',
          'ownKeys',
          'preventExtensions',
          'set',
          'setPrototypeOf',
        ].map((trap) => [
          trap,
          () => {
            throw hostileError()
          },
        ]),
      ),
    )
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  }
  const throwingGetter = (name: string) =>
    Object.defineProperty({}, name, {
      enumerable: true,
      get() {
        throw hostileError()
      },
    })

  it('as the export, its header, an entry or the entries', async () => {
    const [header, ...entries] = lines(await exported()).map((line) => JSON.parse(line) as Line)
    const cyclic: Line = { ...entries[0] }
    cyclic.params = cyclic
    const inputs: unknown[] = [
      trapsThrow(),
      revoked(),
      throwingGetter('header'),
      throwingGetter('entries'),
      { header: trapsThrow(), entries },
      { header: revoked(), entries },
      { header: throwingGetter('sessionId'), entries },
      { header, entries: trapsThrow() },
      { header, entries: [trapsThrow()] },
      { header, entries: [throwingGetter('seq')] },
      {
        header,
        entries: [
          {
            toJSON() {
              throw hostileError()
            },
          },
        ],
      },
      {
        header,
        toJSON() {
          throw hostileError()
        },
      },
      {
        header,
        entries: [
          {
            ...entries[0],
            toString: () => {
              throw hostileError()
            },
          },
        ],
      },
      { header, entries: [{ ...entries[0], params: 1n }] },
      { header, entries: [cyclic] },
      { header, entries: [{ ...entries[0], params: Symbol('s'), [Symbol('key')]: 1 }] },
      Object.create(trapsThrow()),
      () => ({ header, entries }),
      Symbol('export'),
      10n,
    ]
    for (const [index, input] of inputs.entries()) {
      const result = await verifyCallLog(input, { keys })
      expect(result.ok, `input ${index}`).toBe(false)
      if (!result.ok) expect(typeof result.problem.message, `input ${index}`).toBe('string')
    }
    // Read through JSON text: a Proxy that lies about its prototype gives the data it holds.
    const lying = new Proxy({ header, entries }, { getPrototypeOf: () => Array.prototype })
    expect(await verifyCallLog(lying)).toMatchObject({ ok: true, entryCount: 5 })
  })

  it('as the options or the keys: the export is intact, the keys hold none (not anchored, exit 3)', async () => {
    const { text } = await anchoredStake()
    const options: unknown[] = [
      trapsThrow(),
      revoked(),
      throwingGetter('keys'),
      { keys: trapsThrow() },
      { keys: revoked() },
      { keys: throwingGetter('keys') },
      { keys: { keys: [throwingGetter('x')] } },
      {
        keys: {
          keys: new Proxy([server.jwk], {
            get: () => {
              throw hostileError()
            },
          }),
        },
      },
      {
        keys: {
          toJSON: () => {
            throw hostileError()
          },
        },
      },
    ]
    for (const [index, option] of options.entries()) {
      const result = await verifyCallLog(text, option as { keys?: unknown })
      expect(result, `options ${index}`).toMatchObject({ ok: true, anchoring: { status: 'not-anchored' } })
      expect(exitStatus(result), `options ${index}`).toBe(3)
    }
    // A Proxy that only forwards reads the keys it forwards to.
    const forwarding = await verifyCallLog(text, new Proxy({ keys: new Proxy(keys, {}) }, {}))
    expect(forwarding).toMatchObject({ ok: true, anchoring: { status: 'anchored', seq: 8 } })
  })
})

describe('verifyCallLog: checkpoints', () => {
  /** The export with its checkpoints replaced. */
  function withCheckpoints(text: string, change: (list: SignedCallLogCheckpoint[]) => unknown[]): string {
    const { header, entries } = parse(text)
    return ndjson({
      header: { ...header, checkpoints: change(header.checkpoints as SignedCallLogCheckpoint[]) },
      entries,
    })
  }
  const flip = (signature: string, at: number) => {
    const bytes = Buffer.from(signature, 'base64url')
    bytes[at] = (bytes[at] as number) ^ 0x01
    return bytes.toString('base64url')
  }

  it('a signature with a byte flipped, anywhere: broken, naming the checkpoint (exit 1)', async () => {
    const { text } = await anchoredStake()
    for (const [index, at] of [
      [0, 0],
      [0, 31],
      [1, 63],
    ] as const) {
      const forged = withCheckpoints(text, (list) =>
        list.map((signed, i) => (i === index ? { ...signed, signature: flip(signed.signature, at) } : signed)),
      )
      const { withKeys, exit, exitWithoutKeys } = await audit(forged)
      expect(withKeys).toMatchObject({
        ok: false,
        problem: {
          line: 1,
          message: `header: checkpoint ${index + 1} (seq ${index === 0 ? 5 : 8}): the signature does not verify: forged or altered`,
        },
      })
      expect([exit, exitWithoutKeys]).toEqual([1, 0])
    }
  })

  it('a signature spelled otherwise (the same bytes, other unused bits in its last character): broken', async () => {
    const { text } = await anchoredStake()
    const forged = withCheckpoints(text, (list) =>
      list.map((signed, i) => {
        if (i !== 1) return signed
        // 64 bytes are 86 characters, the last carrying 4 unused bits: 'A' and 'B' spell the same bytes.
        const last = signed.signature.at(-1) as string
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
        const respelled = `${signed.signature.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`
        expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signed.signature, 'base64url'))
        return { ...signed, signature: respelled }
      }),
    )
    expect(await audit(forged)).toMatchObject({ exit: 1, withKeys: { problem: { seq: 8 } } })
  })

  it('signed by a key not in the set: not anchored (exit 3); a stranger claiming the server key id: broken', async () => {
    const { text } = await anchoredStake()
    const resigned = (by: Signer, kid: string) =>
      withCheckpoints(text, (list) => list.map((signed) => signCheckpoint(signed.checkpoint, by, kid)))
    const unknownKey = await audit(resigned(stranger, stranger.kid))
    expect(unknownKey.withKeys).toMatchObject({
      ok: true,
      anchoring: {
        status: 'not-anchored',
        reason: 'no checkpoint in the export was signed by a key in the set for an entry the export holds',
      },
    })
    expect(unknownKey.exit).toBe(3)
    // Keys that are not Ed25519 JWKs, or no keys at all, hold no key either.
    for (const set of [{ keys: [] }, { keys: [{ ...server.jwk, crv: 'X25519' }] }, {}, null, 'keys'])
      expect(await verifyCallLog(text, { keys: set })).toMatchObject({
        ok: true,
        anchoring: { status: 'not-anchored', reason: 'the key set holds no Ed25519 key' },
      })
    const claimed = await audit(resigned(stranger, server.kid))
    expect(claimed.withKeys).toMatchObject({
      ok: false,
      problem: { message: expect.stringMatching(/forged or altered/) },
    })
    expect(claimed.exit).toBe(1)
    // Both keys in the set: the stranger's checkpoints hold for what they sign.
    expect(
      await verifyCallLog(resigned(stranger, stranger.kid), { keys: { keys: [server.jwk, stranger.jwk] } }),
    ).toMatchObject({ ok: true, anchoring: { status: 'anchored', kid: stranger.kid, seq: 8 } })
  })
})
