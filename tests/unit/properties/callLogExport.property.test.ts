/** The call log's export ↔ import: what createCallLog exports, verifyCallLog reads back intact; any edit is named. */
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type CallLogCheckpoint,
  type CheckpointRequest,
  canonicalJson,
  type SignedCallLogCheckpoint,
} from '../../../src/wallet/callLog/checkpoint.ts'
import { createCallLog, type CallLog, type CallLogOptions } from '../../../src/wallet/callLog/createCallLog.ts'
import { type CallLogDescription, DESCRIPTION_FIELDS, genesisHash } from '../../../src/wallet/callLog/hashChain.ts'
import { type CallLogVerification, verifyCallLog } from '../../../src/wallet/callLog/verifyCallLog.ts'
import { memoryStorage } from '../../../src/wallet/storage/safeStorage.ts'
import type { WalletStorage } from '../../../src/wallet/types.ts'
import { PROPERTY_RUNS, PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

/** Wallet data of any shape, bigints and odd strings included (the log keeps it as plain JSON). */
const walletData = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.bigInt(),
  fc.record({
    from: fc.string({ maxLength: 10 }),
    value: fc.bigInt({ min: 0n }),
    data: fc.string({ unit: 'binary', maxLength: 20 }),
  }),
  fc.constant(undefined),
)
const step = fc.oneof(
  fc.record({
    kind: fc.constant('request' as const),
    method: fc.constantFrom(
      'eth_accounts',
      'eth_chainId',
      'eth_sendTransaction',
      'personal_sign',
      'wallet_switchEthereumChain',
    ),
    params: walletData,
    outcome: fc.oneof(
      fc.record({ ok: fc.constant(true as const), result: walletData }),
      fc.record({
        ok: fc.constant(false as const),
        errorCode: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(undefined)),
        errorMessage: fc.string({ maxLength: 30 }),
      }),
      fc.constant(undefined),
    ),
  }),
  fc.record({
    kind: fc.constant('event' as const),
    name: fc.constantFrom('accountsChanged', 'chainChanged', 'disconnect'),
    payload: walletData,
  }),
  fc.record({
    kind: fc.constant('marker' as const),
    name: fc.constantFrom('connected', 'disconnected'),
    details: walletData,
  }),
  fc.constant({ kind: 'clear' as const }),
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

function record(log: CallLog, steps: readonly Step[]): void {
  for (const item of steps) {
    if (item.kind === 'request') {
      const call = log.start({ walletId: 'injected', method: item.method, params: item.params, chainId: 1 })
      if (item.outcome) call.finish(item.outcome)
    } else if (item.kind === 'event') log.event('injected', item.name, item.payload)
    else if (item.kind === 'marker') log.mark('injected', item.name, item.details)
    else log.clear()
  }
}

/** A log of 1–6 entries kept, with generated steps: some trimmed by the limit, some still pending. */
const recordedLog = fc.tuple(fc.integer({ min: 1, max: 6 }), fc.array(step, { maxLength: 8 })).map(([limit, steps]) => {
  const log = createCallLog({ limit, appName: 'StakeMint' })
  record(log, steps)
  return log
})

describe('call log export ↔ verifyCallLog', () => {
  it('every NDJSON and JSON export verifies intact, with the entries and seqs the log holds', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(recordedLog, async (log) => {
        const entries = log.entries
        const ndjson = await verifyCallLog(await log.exportNdjson())
        const json = await verifyCallLog(await log.exportJson())
        const first = entries[0]?.seq
        const last = entries.at(-1)?.seq
        return (
          ndjson.ok &&
          json.ok &&
          ndjson.entryCount === entries.length &&
          json.entryCount === entries.length &&
          (first === undefined ||
            (ndjson.firstSeq === first && ndjson.lastSeq === last && ndjson.droppedCount === first - 1))
        )
      }),
      runParameters(),
    )
  })

  it('any edit of an entry line (one character changed, a line removed or repeated) is found', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    const edit = fc.oneof(
      fc.record({
        kind: fc.constant('char' as const),
        at: fc.nat(),
        to: fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
      }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('repeat' as const), at: fc.nat() }),
    )
    await fc.assert(
      fc.asyncProperty(recordedLog, edit, async (log, change) => {
        const lines = (await log.exportNdjson()).trimEnd().split('\n')
        if (lines.length < 2) return true
        const index = 1 + (change.at % (lines.length - 1))
        const line = lines[index] as string
        if (change.kind === 'remove') lines.splice(index, 1)
        else if (change.kind === 'repeat') lines.splice(index, 0, line)
        else {
          const position = change.at % line.length
          if (line[position] === change.to) return true
          lines[index] = line.slice(0, position) + change.to + line.slice(position + 1)
        }
        const result = await verifyCallLog(`${lines.join('\n')}\n`)
        return !result.ok && result.problem.line >= 1 && result.problem.message.length > 0
      }),
      runParameters(),
    )
  })

  it('reads any text or JSON value as an export and answers with a verdict, never a throw', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    const exported = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(fc.json({ maxDepth: 2 }), { maxLength: 4 }).map((lines) => lines.join('\n')),
      fc.jsonValue({ maxDepth: 3 }).filter((value): value is object => typeof value === 'object' && value !== null),
      fc.record({
        header: fc.jsonValue({ maxDepth: 2 }),
        entries: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
      }),
    )
    await fc.assert(
      fc.asyncProperty(exported, async (value) => {
        const result = await verifyCallLog(value)
        return result.ok
          ? result.entryCount >= 0
          : typeof result.problem.message === 'string' && result.problem.line >= 1
      }),
      runParameters(),
    )
  })
})

// ---- Anchored logs: a fake app server signs the chain as entries seal (one key pair for every case) ----

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

const server = signer('server-key')
const stranger = signer('stranger-key')
const keys = { keys: [server.jwk] }
/** A session of the forger's own, for which the server signs whatever chain the forger posts. */
const FORGER_SESSION = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0'

function signCheckpoint(checkpoint: CallLogCheckpoint, by: Signer = server, kid = by.kid): SignedCallLogCheckpoint {
  const signature = sign(null, Buffer.from(canonicalJson(checkpoint)), by.privateKey).toString('base64url')
  return { checkpoint, kid, signature }
}

/** `POST /api/calls/checkpoint`: signs a segment that extends the head it holds for the session (409 otherwise). */
function checkpointServer(): typeof fetch {
  const heads = new Map<string, { seq: number; hash: string }>()
  let clock = Date.parse('2025-06-01T12:00:00.000Z')
  const answer = (status: number, body: unknown) =>
    ({ status, ok: status < 300, json: async () => body }) as unknown as Response
  return async (_url, init) => {
    const { sessionId, entries } = JSON.parse(String(init?.body)) as CheckpointRequest
    const first = entries[0]
    const last = entries.at(-1)
    const head = heads.get(sessionId)
    if (!first || !last) return answer(400, {})
    const extendsHead =
      !head ||
      (first.seq === head.seq + 1 && first.prevHash === head.hash) ||
      entries.some((entry) => entry.seq === head.seq && entry.hash === head.hash)
    if (!extendsHead) return answer(409, {})
    heads.set(sessionId, { seq: last.seq, hash: last.hash })
    clock += 1000
    const checkpoint = { v: 1, sessionId, seq: last.seq, headHash: last.hash, issuedAt: new Date(clock).toISOString() }
    return answer(200, signCheckpoint(checkpoint as CallLogCheckpoint))
  }
}

/** What the page does besides logging: clear and undo, post for a checkpoint now (as an export does). */
const anchoredStep = fc.oneof(
  { weight: 8, arbitrary: step },
  { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'checkpoint' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'operation-end' as const }) },
)
type AnchoredStep = typeof anchoredStep extends fc.Arbitrary<infer T> ? T : never

/** Limit 1–8, up to 10 steps, and in one case of four a reload (persisted) part-way. */
const anchoredPlan = fc.record({
  limit: fc.integer({ min: 1, max: 8 }),
  steps: fc.array(anchoredStep, { maxLength: 10 }),
  reload: fc.option(fc.record({ at: fc.nat(), maxEntries: fc.integer({ min: 1, max: 8 }) }), { freq: 3 }),
})
type AnchoredPlan = typeof anchoredPlan extends fc.Arbitrary<infer T> ? T : never

async function runSteps(log: CallLog, steps: readonly AnchoredStep[]): Promise<boolean> {
  let pending = false
  for (const item of steps) {
    if (item.kind === 'undo') log.undoClear()
    else if (item.kind === 'checkpoint') await log.export()
    else if (item.kind === 'operation-end') log.mark('', 'operation-end', { status: 'ok' }, {})
    else {
      if (item.kind === 'request' && !item.outcome) pending = true
      record(log, [item])
    }
  }
  return pending
}

/** A storage that says when it holds a log whose newest entry is `seq` (or after 5 s, not to wait for ever). */
function watchedStorage(): { storage: WalletStorage; written(seq: number): Promise<void> } {
  const inner = memoryStorage()
  let newest: number | undefined
  let heard: (() => void) | undefined
  return {
    storage: {
      getItem: (key) => inner.getItem(key),
      removeItem: (key) => inner.removeItem(key),
      setItem(key, value) {
        inner.setItem(key, value)
        newest = (JSON.parse(value) as { entries: { seq: number }[] }).entries.at(-1)?.seq
        heard?.()
      },
    },
    async written(seq) {
      const deadline = Date.now() + 5000
      while (newest !== seq && Date.now() < deadline) {
        let timer: ReturnType<typeof setTimeout> | undefined
        await new Promise<void>((resolve) => {
          heard = resolve
          timer = setTimeout(resolve, 100)
        })
        clearTimeout(timer)
      }
    },
  }
}

/** The plan recorded; `settled` when no request of the exported log was left waiting (so all of it can seal). */
async function recordAnchored(plan: AnchoredPlan): Promise<{ log: CallLog; settled: boolean }> {
  const fetch = checkpointServer()
  const options: CallLogOptions = {
    limit: plan.limit,
    appName: 'StakeMint',
    checkpoints: { url: '/api/calls/checkpoint', fetch, intervalMs: 2 ** 31 - 1 },
  }
  if (!plan.reload) {
    const log = createCallLog(options)
    return { log, settled: !(await runSteps(log, plan.steps)) }
  }
  const at = plan.reload.at % (plan.steps.length + 1)
  const watched = watchedStorage()
  const persist = { storage: watched.storage, key: 'callLog', maxEntries: plan.reload.maxEntries }
  const first = createCallLog({ ...options, persist })
  await runSteps(first, plan.steps.slice(0, at))
  // The first page's log is written to storage a few microtasks and hashes after its last change.
  const lastSeq = first.entries.at(-1)?.seq
  if (lastSeq !== undefined) await watched.written(lastSeq)
  const log = createCallLog({ ...options, persist })
  return { log, settled: !(await runSteps(log, plan.steps.slice(at))) }
}

type Line = Record<string, unknown>
interface Parsed {
  header: Line
  entries: Line[]
}

function parse(text: string): Parsed {
  const [header, ...entries] = text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Line)
  return { header: header as Line, entries }
}

const ndjson = ({ header, entries }: Parsed) =>
  `${[header, ...entries].map((line) => JSON.stringify(line)).join('\n')}\n`
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const checkpointsOf = (header: Line) => header.checkpoints as SignedCallLogCheckpoint[]

/**
 * The checkpoint the verdict should be anchored at: the newest one covering an entry the export holds (the
 * server signed them all for this session; none is contradicted).
 */
function expectedAnchor(header: Line): SignedCallLogCheckpoint | undefined {
  const first = header.firstSeq as number
  const last = header.lastSeq as number
  return checkpointsOf(header)
    .filter(({ checkpoint }) => checkpoint.seq >= first && checkpoint.seq <= last)
    .at(-1)
}

describe('anchored call-log exports (a server signing as entries seal)', () => {
  it('every export of a generated log verifies intact, and anchored with the server keys where a checkpoint covers it', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(anchoredPlan, fc.nat(3), async (plan, form) => {
        const { log, settled } = await recordAnchored(plan)
        // One export, both forms: the NDJSON text exportNdjson writes, and (one case in four) the JSON form as objects.
        const exported = await log.export()
        const text = ndjson(exported as unknown as Parsed)
        const { header, entries } = parse(text)
        const result = await verifyCallLog(text, { keys })
        expect(result).toMatchObject({ ok: true, entryCount: log.entries.length })
        if (form === 0) expect(await verifyCallLog(exported, { keys })).toEqual(result)
        const anchor = expectedAnchor(header)
        if (!result.ok) return
        if (anchor)
          expect(result.anchoring).toEqual({
            status: 'anchored',
            seq: anchor.checkpoint.seq,
            issuedAt: anchor.checkpoint.issuedAt,
            kid: server.kid,
            unanchoredCount: result.lastSeq - anchor.checkpoint.seq,
            checkpointCount: checkpointsOf(header).filter(({ checkpoint }) => checkpoint.seq >= result.firstSeq).length,
          })
        else expect(result.anchoring.status).toBe('not-anchored')
        // Nothing left waiting: the export's own post had the whole log signed. Only from limit 4: the log forgets the
        // links of entries more than 4 × limit behind its newest even when they were never posted, and then cannot
        // post again (at most 11 entries here stay within 16).
        if (settled && entries.length > 0 && plan.limit >= 4)
          expect(result.anchoring).toMatchObject({ seq: result.lastSeq })
      }),
      runParameters(),
    )
  })
})

// ---- Rewrites of an anchored export, as a forger with the export, the hash algorithm and no signing key makes them ----

const isoTime = fc
  .integer({ min: Date.parse('2020-01-01T00:00:00.000Z'), max: Date.parse('2030-01-01T00:00:00.000Z') })
  .map((ms) => new Date(ms).toISOString())
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/)
const entryField = fc.oneof(
  fc.record({
    field: fc.constant('method'),
    value: fc.constantFrom('eth_sendTransaction', 'eth_call', 'cleared', 'restored'),
  }),
  fc.record({ field: fc.constantFrom('params', 'result'), value: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({ field: fc.constant('outcome'), value: fc.constantFrom('ok', 'error', 'pending', 'event') }),
  fc.record({ field: fc.constant('kind'), value: fc.constantFrom('marker', 'request', 'event', 'receipt') }),
  fc.record({ field: fc.constant('walletId'), value: fc.constantFrom('', 'injected', 'metaMask') }),
  fc.record({ field: fc.constant('startedAt'), value: isoTime }),
  fc.record({ field: fc.constant('sessionId'), value: fc.constant(FORGER_SESSION) }),
  fc.record({ field: fc.constant('chainId'), value: fc.integer({ min: 1, max: 200 }) }),
)
const headerField = fc.oneof(
  fc.record({
    field: fc.constantFrom('app', 'origin', 'userAgent', 'module', 'version'),
    value: fc.string({ maxLength: 8 }),
  }),
  fc.record({ field: fc.constant('sessionId'), value: fc.constant(FORGER_SESSION) }),
  fc.record({ field: fc.constantFrom('startedAt', 'exportedAt'), value: isoTime }),
  fc.record({ field: fc.constant('limit'), value: fc.integer({ min: 1, max: 12 }) }),
  fc.record({
    field: fc.constantFrom('chainStartSeq', 'firstSeq', 'lastSeq', 'entryCount', 'droppedCount'),
    value: fc.integer({ min: 0, max: 14 }),
  }),
  fc.record({ field: fc.constant('headHash'), value: hex64 }),
)
const checkpointField = fc.oneof(
  fc.record({ field: fc.constant('seq'), value: fc.integer({ min: 0, max: 14 }) }),
  fc.record({ field: fc.constant('headHash'), value: fc.oneof(hex64, fc.constant('entry')) }),
  fc.record({ field: fc.constant('sessionId'), value: fc.constant(FORGER_SESSION) }),
  fc.record({ field: fc.constant('issuedAt'), value: isoTime }),
  fc.record({ field: fc.constant('v'), value: fc.constant(2) }),
)
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('change' as const), at: fc.nat(), change: entryField }),
  fc.record({ kind: fc.constantFrom('drop' as const, 'duplicate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), from: fc.nat(), change: entryField }),
  fc.record({ kind: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }),
  fc.record({
    kind: fc.constantFrom('dropFirst' as const, 'dropLast' as const),
    count: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('append' as const),
    method: fc.constantFrom('cleared', 'restored', 'connected'),
    count: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('header' as const), change: headerField, genesis: fc.boolean() }),
  fc.constant({ kind: 'stripCheckpoints' as const }),
  fc.record({
    kind: fc.constantFrom('dropCheckpoint' as const, 'duplicateCheckpoint' as const, 'moveCheckpoint' as const),
    at: fc.nat(),
    to: fc.nat(),
  }),
  fc.record({ kind: fc.constant('checkpointField' as const), at: fc.nat(), change: checkpointField }),
  fc.record({ kind: fc.constant('kid' as const), at: fc.nat(), kid: fc.constantFrom(stranger.kid, 'unknown') }),
  fc.record({
    kind: fc.constant('signature' as const),
    at: fc.nat(),
    position: fc.nat(),
    char: fc.constantFrom('A', 'B', '_', '-'),
  }),
  fc.record({
    kind: fc.constant('foreignCheckpoint' as const),
    by: fc.constantFrom('stranger', 'stranger as the server', 'the server for the forger'),
    seq: fc.integer({ min: 0, max: 14 }),
    hashOf: fc.nat(),
  }),
)
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never
/** After the edits: nothing more, the header's counts and head made to match, or every hash recomputed too. */
const finish = fc.constantFrom('none' as const, 'counts' as const, 'rehash' as const, 'rehash keeping seqs' as const)

const pick = <T>(list: readonly T[], at: number): T | undefined => list[at % Math.max(1, list.length)]

function mutate(parsed: Parsed, change: Mutation): void {
  const { header, entries } = parsed
  const checkpoints = [...checkpointsOf(header)]
  const n = entries.length
  switch (change.kind) {
    case 'change': {
      const entry = pick(entries, change.at)
      if (entry) entry[change.change.field] = change.change.value
      break
    }
    case 'drop':
      entries.splice(change.at % Math.max(1, n), 1)
      break
    case 'duplicate': {
      const entry = pick(entries, change.at)
      if (entry) entries.splice(change.at % n, 0, structuredClone(entry))
      break
    }
    case 'insert': {
      const model = pick(entries, change.from)
      if (model)
        entries.splice(change.at % (n + 1), 0, {
          ...structuredClone(model),
          [change.change.field]: change.change.value,
        })
      break
    }
    case 'swap': {
      const i = change.at % Math.max(1, n)
      const j = change.with % Math.max(1, n)
      if (n > 1) [entries[i], entries[j]] = [entries[j] as Line, entries[i] as Line]
      break
    }
    case 'dropFirst': {
      const dropped = entries.splice(0, change.count).length
      header.firstSeq = (header.firstSeq as number) + dropped
      header.droppedCount = (header.droppedCount as number) + dropped
      header.entryCount = entries.length
      break
    }
    case 'dropLast':
      entries.splice(Math.max(0, n - change.count))
      break
    case 'append': {
      const model = entries.at(-1)
      let seq = (model?.seq as number | undefined) ?? (header.lastSeq as number)
      for (let i = 0; i < change.count; i++)
        entries.push({
          ...(model ? structuredClone(model) : {}),
          seq: ++seq,
          kind: 'marker',
          origin: 'module',
          walletId: '',
          method: change.method,
          params: {},
          outcome: 'ok',
        })
      break
    }
    case 'header':
      header[change.change.field] = change.change.value
      break
    case 'stripCheckpoints':
      checkpoints.length = 0
      break
    case 'dropCheckpoint':
      checkpoints.splice(change.at % Math.max(1, checkpoints.length), 1)
      break
    case 'duplicateCheckpoint': {
      const signed = pick(checkpoints, change.at)
      if (signed) checkpoints.splice(change.to % (checkpoints.length + 1), 0, signed)
      break
    }
    case 'moveCheckpoint': {
      const [signed] = checkpoints.splice(change.at % Math.max(1, checkpoints.length), 1)
      if (signed) checkpoints.splice(change.to % (checkpoints.length + 1), 0, signed)
      break
    }
    case 'checkpointField': {
      const index = change.at % Math.max(1, checkpoints.length)
      const signed = checkpoints[index]
      if (!signed) break
      const value =
        change.change.value === 'entry' ? (pick(entries, change.at)?.hash ?? header.genesisHash) : change.change.value
      checkpoints[index] = { ...signed, checkpoint: { ...signed.checkpoint, [change.change.field]: value } }
      break
    }
    case 'kid': {
      const index = change.at % Math.max(1, checkpoints.length)
      const signed = checkpoints[index]
      if (signed) checkpoints[index] = { ...signed, kid: change.kid }
      break
    }
    case 'signature': {
      const index = change.at % Math.max(1, checkpoints.length)
      const signed = checkpoints[index]
      if (!signed) break
      const at = change.position % signed.signature.length
      const signature = `${signed.signature.slice(0, at)}${change.char}${signed.signature.slice(at + 1)}`
      checkpoints[index] = { ...signed, signature }
      break
    }
    case 'foreignCheckpoint': {
      // The hash of an entry (or the genesis), as the forger's chain or the original has it.
      const headHash = (pick(entries, change.hashOf)?.hash as string | undefined) ?? (header.genesisHash as string)
      const forOriginal = change.by !== 'the server for the forger'
      const checkpoint = {
        v: 1 as const,
        sessionId: forOriginal ? (header.sessionId as string) : FORGER_SESSION,
        seq: change.seq,
        headHash,
        issuedAt: '2025-06-01T13:00:00.000Z',
      }
      const signed =
        change.by === 'stranger'
          ? signCheckpoint(checkpoint, stranger)
          : change.by === 'stranger as the server'
            ? signCheckpoint(checkpoint, stranger, server.kid)
            : signCheckpoint(checkpoint)
      const at = checkpoints.findIndex((item) => item.checkpoint.seq > change.seq)
      checkpoints.splice(at === -1 ? checkpoints.length : at, 0, signed)
      break
    }
  }
  header.checkpoints = checkpoints
}

/** What a careful forger does last: the header's counts and head made to match, and maybe every hash recomputed. */
function finishForgery(parsed: Parsed, how: 'none' | 'counts' | 'rehash' | 'rehash keeping seqs'): void {
  const { header } = parsed
  if (how === 'none') return
  let entries = parsed.entries
  const firstSeq = (entries[0]?.seq as number | undefined) ?? (header.firstSeq as number)
  if (how === 'rehash' || how === 'rehash keeping seqs') {
    const genesis = header.genesisHash as string
    let previous: string | undefined
    entries = entries.map((entry, index) => {
      const { hash: _hash, prevHash, ...fields } = entry
      const seq = how === 'rehash' ? firstSeq + index : fields.seq
      const linked = { ...fields, seq, prevHash: previous ?? (seq === header.chainStartSeq ? genesis : prevHash) }
      const hash = sha256(`${genesis}\n${JSON.stringify(linked)}`)
      previous = hash
      return { ...linked, hash }
    })
  }
  const last = entries.at(-1)
  Object.assign(header, {
    entryCount: entries.length,
    firstSeq,
    droppedCount: firstSeq - 1,
    lastSeq: typeof last?.seq === 'number' ? last.seq : firstSeq - 1,
    headHash: last ? last.hash : header.genesisHash,
  })
  parsed.entries = entries
}

const isClearMarker = (entry: Line | undefined) =>
  entry?.kind === 'marker' && entry.method === 'cleared' && entry.walletId === ''

/**
 * Why an 'anchored up to seq s' verdict of a rewritten export claims more than the server's checkpoints prove; undefined
 * when it claims only what they prove: the log's description is the original's (every hash commits to it), every entry
 * up to s it holds is the original's entry byte for byte, s and its signature are one of the original's checkpoints,
 * and entries missing before its first one are explained as a real log explains them (a full log, or a clear).
 * Entries after s are not vouched for by anyone, and may be anything.
 */
function overclaim(original: Parsed, forged: Parsed, result: CallLogVerification): string | undefined {
  if (!result.ok || result.anchoring.status !== 'anchored') return undefined
  const { seq, issuedAt, kid } = result.anchoring
  for (const field of DESCRIPTION_FIELDS)
    if (!isDeepStrictEqual(forged.header[field], original.header[field])) return `the description's ${field} differs`
  const signed = checkpointsOf(original.header).find(
    ({ checkpoint }) => checkpoint.seq === seq && checkpoint.issuedAt === issuedAt && kid === server.kid,
  )
  if (!signed) return `anchored at seq ${seq}, which no checkpoint of the original signed`
  const anchored = forged.entries.filter((entry) => (entry.seq as number) <= seq)
  if (anchored.length === 0) return `anchored at seq ${seq}, yet the export holds no entry up to it`
  for (const entry of anchored) {
    const same = original.entries.find((item) => item.seq === entry.seq)
    if (!same || JSON.stringify(same) !== JSON.stringify(entry)) return `entry ${entry.seq} differs from the original's`
  }
  const firstSeq = forged.header.firstSeq as number
  if (
    firstSeq > (original.header.firstSeq as number) &&
    forged.entries.length !== forged.header.limit &&
    !isClearMarker(forged.entries[0])
  )
    return `seq ${original.header.firstSeq}–${firstSeq - 1} are missing from a log neither full nor starting at a clear`
  return undefined
}

describe('rewrites of an anchored export', () => {
  it('an example the property found: a checkpoint of the entry before the first one kept anchors nothing', async () => {
    // Limit 1: seq 1 is signed, then cleared away; the export holds only the clear marker (seq 2), whose prevHash
    // is the signed head. It was reported anchored up to seq 1 (exit 0) with the description (app) rewritten and
    // every hash recomputed, the first prevHash kept: nothing in the export commits to what the server signed.
    const log = createCallLog({
      limit: 1,
      appName: 'StakeMint',
      checkpoints: { url: '/api/calls/checkpoint', fetch: checkpointServer(), intervalMs: 2 ** 31 - 1 },
    })
    log.clear()
    await log.export()
    log.clear()
    // The export's own checkpoint (of seq 2) left out, as when the server does not answer its post in time.
    const exported = parse(await log.exportNdjson())
    expect(checkpointsOf(exported.header).map(({ checkpoint }) => checkpoint.seq)).toEqual([1, 2])
    exported.header.checkpoints = checkpointsOf(exported.header).slice(0, 1)
    const text = ndjson(exported)
    const original = parse(text)
    expect(await verifyCallLog(text, { keys })).toMatchObject({
      ok: true,
      firstSeq: 2,
      anchoring: {
        status: 'not-anchored',
        reason: 'no checkpoint in the export was signed by a key in the set for an entry the export holds',
      },
    })
    const forged = parse(text)
    forged.header.app = 'Another app'
    forged.header.genesisHash = await genesisHash(forged.header as unknown as CallLogDescription)
    finishForgery(forged, 'rehash keeping seqs')
    const result = await verifyCallLog(ndjson(forged), { keys })
    expect(result).toMatchObject({ ok: true, anchoring: { status: 'not-anchored' } })
    expect(overclaim(original, forged, result)).toBeUndefined()
    // The link to the signed head is still checked: a first prevHash other than the signed head breaks the export.
    forged.entries[0] = { ...forged.entries[0], prevHash: '0'.repeat(64) }
    finishForgery(forged, 'rehash keeping seqs')
    expect(await verifyCallLog(ndjson(forged), { keys })).toMatchObject({
      ok: false,
      problem: { seq: 1, message: expect.stringMatching(/is not what the server signed/) },
    })
  })

  it('no rewrite is reported intact and anchored beyond what the checkpoints prove', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    // Rewrites still reported anchored (after the last checkpoint, or adding checkpoints of keys not in the set):
    // the property's claim is checked on them, so they must occur.
    let stillAnchored = 0
    await fc.assert(
      fc.asyncProperty(
        anchoredPlan,
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
        finish,
        fc.boolean(),
        async (plan, mutations, how, jsonForm) => {
          const { log } = await recordAnchored(plan)
          const text = await log.exportNdjson()
          const original = parse(text)
          const forged = parse(text)
          for (const change of mutations) mutate(forged, change)
          const genesisEdit = mutations.some((change) => change.kind === 'header' && change.genesis)
          if (genesisEdit) forged.header.genesisHash = await genesisHash(forged.header as unknown as CallLogDescription)
          finishForgery(forged, how)
          const forgedText = ndjson(forged)
          if (forgedText === text) return
          const result = await verifyCallLog(
            jsonForm ? { header: forged.header, entries: forged.entries } : forgedText,
            {
              keys,
            },
          )
          const claim = overclaim(original, forged, result)
          if (claim) expect.fail(`${claim}: ${JSON.stringify(result)}`)
          if (result.ok && result.anchoring.status === 'anchored') stillAnchored++
        },
      ),
      runParameters(),
    )
    if (PROPERTY_RUNS >= 1000) expect(stillAnchored).toBeGreaterThan(PROPERTY_RUNS / 200)
  })
})

// ---- Noise and hostile objects ----

/** Objects whose every read can throw, lie or never end, as a caller (or a Proxy from a framework) may hand them in. */
function hostile(kind: number, inner: unknown): unknown {
  const boom = () => {
    const error = new Error('hostile')
    Object.defineProperty(error, 'message', { get: () => ({ toString: boom }) })
    throw error
  }
  switch (kind % 9) {
    case 0:
      return new Proxy(
        {},
        { get: boom, getOwnPropertyDescriptor: boom, ownKeys: boom, has: boom, getPrototypeOf: boom },
      )
    case 1: {
      const { proxy, revoke } = Proxy.revocable({}, {})
      revoke()
      return proxy
    }
    case 2:
      return Object.defineProperty({ inner }, 'header', { enumerable: true, get: boom })
    case 3:
      return { inner, toJSON: boom }
    case 4: {
      // Every read of `deeper` makes a new, deeper object: endless depth.
      const endless = (): object => ({
        get deeper() {
          return endless()
        },
      })
      return endless()
    }
    case 5:
      // A Proxy that lies: keys it does not have, values that change on every read.
      return new Proxy(
        {},
        {
          ownKeys: () => ['header', 'entries'],
          getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true, value: undefined }),
          get: (_target, key) => (key === 'entries' ? [inner, inner] : inner),
        },
      )
    case 6:
      return new Proxy([inner], { get: (target, key) => (key === 'length' ? 2 ** 12 : Reflect.get(target, key)) })
    case 7:
      return { toJSON: () => ({ header: inner, entries: { length: 3 } }) }
    default:
      return Object.create(new Proxy({}, { get: boom }), { entries: { enumerable: true, value: [inner] } })
  }
}

/** One JSON line, or an empty object's when the value has none (a bigint, a cycle). */
function jsonLine(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '{}'
  } catch {
    return '{}'
  }
}

describe('verifyCallLog reads anything', () => {
  it('noise, generated lines and hostile objects: always a verdict, never a throw, within a bound of its size', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, async () => {
    const log = createCallLog({
      limit: 4,
      appName: 'StakeMint',
      checkpoints: { url: '/api/calls/checkpoint', fetch: checkpointServer(), intervalMs: 2 ** 31 - 1 },
    })
    record(log, [
      {
        kind: 'request',
        method: 'eth_sendTransaction',
        params: [{ value: '0x1' }],
        outcome: { ok: true, result: '0x2' },
      },
      { kind: 'event', name: 'chainChanged', payload: '0xa' },
    ])
    const text = await log.exportNdjson()
    const lines = text.trimEnd().split('\n')
    const { header, entries } = parse(text)
    const anything = fc.anything({
      maxDepth: 3,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withTypedArray: true,
      withSparseArray: true,
      withUnicodeString: true,
    })
    const entryLike = fc.record(
      {
        seq: fc.oneof(fc.integer({ min: -2, max: 6 }), fc.double()),
        sessionId: fc.oneof(fc.constant(header.sessionId), fc.string()),
        operationId: fc.string(),
        kind: fc.constantFrom('request', 'event', 'receipt', 'marker', 'header'),
        origin: fc.constantFrom('module', 'app', 'wallet'),
        walletId: fc.string(),
        method: fc.string(),
        params: anything,
        startedAt: fc.oneof(fc.constant(entries[0]?.startedAt), fc.string()),
        offsetMs: fc.double(),
        outcome: fc.constantFrom('pending', 'ok', 'error', 'event'),
        prevHash: fc.oneof(fc.constant(header.genesisHash), hex64),
        hash: hex64,
      },
      { requiredKeys: [] },
    )
    const noise = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.jsonValue({ maxDepth: 4 }),
      anything,
      // Lines of the export, generated ones and JSON among them, in any order.
      fc
        .array(fc.oneof(fc.constantFrom(...lines), fc.json({ maxDepth: 2 }), entryLike.map(jsonLine)), {
          maxLength: 6,
        })
        .map((items) => `${items.join('\n')}\n`),
      // The real header and generated entries, as the JSON form.
      fc.array(fc.oneof(entryLike, anything), { maxLength: 4 }).map((items) => ({ header, entries: items })),
      // A hostile object as the export, its header, an entry, its entries or an entry's params (built in the
      // property: fast-check itself would read the objects it generates).
      fc.record({ hostile: fc.nat(), inner: anything, where: fc.nat() }),
    )
    const build = (value: unknown): unknown => {
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, 'hostile')) return value
      const { hostile: kind, inner, where } = value as { hostile: number; inner: unknown; where: number }
      const bad = hostile(kind, inner)
      return [
        bad,
        { header: bad, entries },
        { header, entries: [...entries, bad] },
        { header, entries: bad },
        { header, entries: [{ ...entries[0], params: bad }] },
      ][where % 5]
    }
    /** Key sets (hostile ones built in the property), and whether they hold the server's key. */
    const keyNoise = fc.oneof(
      fc.constant({ set: keys, holdsServerKey: true }),
      fc.constant({ set: undefined, holdsServerKey: false }),
      anything.map((set) => ({ set, holdsServerKey: false })),
      fc.record({ hostile: fc.nat(), inner: anything, beside: fc.boolean() }).map(({ beside, ...spec }) => ({
        spec,
        holdsServerKey: beside,
      })),
      // The server's key id with another key: its checkpoints then do not verify.
      fc
        .stringMatching(/^[A-Za-z0-9_-]{43}$/)
        .map((x) => ({ set: { keys: [{ ...server.jwk, x }] }, holdsServerKey: false })),
    )
    const buildKeys = (noise: {
      set?: unknown
      spec?: { hostile: number; inner: unknown }
      holdsServerKey: boolean
    }) => {
      if (!noise.spec) return noise.set
      const bad = hostile(noise.spec.hostile, noise.spec.inner)
      return noise.holdsServerKey ? { keys: [server.jwk, bad, noise.spec.inner] } : bad
    }
    await fc.assert(
      // One case in four reads the real export, with the key set generated.
      fc.asyncProperty(noise, keyNoise, fc.nat(3), async (value, keyChoice, choice) => {
        const input = choice === 0 ? text : build(value)
        // Generated lines can put the real export back together, line for line: it is then the real export.
        const useRealExport = input === text
        const keySet = buildKeys(keyChoice)
        const { holdsServerKey } = keyChoice
        const started = performance.now()
        const result = await verifyCallLog(input, { keys: keySet })
        const elapsed = performance.now() - started
        const size = typeof input === 'string' ? input.length : 10_000
        expect(elapsed).toBeLessThan(1000 + size / 20)
        if (!result.ok) {
          expect(typeof result.problem.message).toBe('string')
          expect(Number.isSafeInteger(result.problem.line) && result.problem.line >= 1).toBe(true)
          // Keys can only break an export through a checkpoint they make fail.
          if (useRealExport)
            expect(result.problem.message).toMatch(/^header: checkpoint 1 \(seq 2\): the signature does not verify/)
        } else if (useRealExport && !holdsServerKey)
          // Only the server's own key set anchors the real export.
          expect(result.anchoring.status).not.toBe('anchored')
        else if (!useRealExport)
          // Noise is never an export that verifies, save an empty log's (a header and no entry).
          expect(result.entryCount).toBe(0)
      }),
      runParameters(),
    )
  })
})
