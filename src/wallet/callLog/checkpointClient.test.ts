import { generateKeyPairSync, sign } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import {
  canonicalJson,
  createCallLog,
  memoryStorage,
  verifyCallLog,
  type CheckpointRequest,
  type CallLog,
} from '../index.ts'

/** The app server's part, in memory: links each segment to the head it holds and signs the new head. */
function checkpointServer() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key' }
  const heads = new Map<string, { seq: number; hash: string }>()
  const bodies: CheckpointRequest[] = []
  let answer: number | undefined
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as CheckpointRequest
    bodies.push(body)
    if (answer !== undefined) return new Response('{}', { status: answer })
    const head = heads.get(body.sessionId)
    const [first] = body.entries
    if (head && (first?.seq !== head.seq + 1 || first.prevHash !== head.hash))
      return new Response('{}', { status: 409 })
    const last = body.entries.at(-1) as { seq: number; hash: string }
    heads.set(body.sessionId, { seq: last.seq, hash: last.hash })
    const checkpoint = {
      v: 1,
      sessionId: body.sessionId,
      seq: last.seq,
      headHash: last.hash,
      issuedAt: new Date().toISOString(),
    }
    const signature = sign(null, Buffer.from(canonicalJson(checkpoint)), privateKey).toString('base64url')
    return Response.json({ checkpoint, kid: 'test-key', signature })
  }
  return {
    fetch,
    bodies,
    keys: { keys: [jwk] },
    answerWith(status: number | undefined) {
      answer = status
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** One operation as the app writes it: its marker, a request, its end. */
function operation(log: CallLog, label: string): void {
  const operationId = log.newOperationId()
  log.mark('dev', 'operation', { label }, { operationId })
  log.start({ walletId: 'dev', method: 'eth_sendTransaction', operationId }).finish({ ok: true, result: '0x1' })
  log.mark('dev', 'operation-end', { status: 'succeeded' }, { operationId })
}

describe('call-log checkpoints', () => {
  it('posts hashes only when an operation ends; the export carries the checkpoint and verifies anchored', async () => {
    const server = checkpointServer()
    const log = createCallLog({ checkpoints: { url: '/api/calls/checkpoint', fetch: server.fetch } })
    expect(log.anchoring).toEqual({ status: 'waiting' })
    operation(log, 'Stake 1 STK')
    await vi.waitFor(() => expect(log.anchoring).toMatchObject({ status: 'anchored', checkpoint: { seq: 3 } }))
    const [body] = server.bodies
    expect(body?.entries.map((entry) => Object.keys(entry).sort())).toEqual([
      ['hash', 'prevHash', 'seq'],
      ['hash', 'prevHash', 'seq'],
      ['hash', 'prevHash', 'seq'],
    ])
    log.event('dev', 'chainChanged', '0x1') // not an operation's end: waits up to 30 s, or for the export
    const exported = await log.exportNdjson()
    const result = await verifyCallLog(exported, { keys: server.keys })
    expect(result).toMatchObject({
      ok: true,
      anchoring: { status: 'anchored', seq: 4, unanchoredCount: 0, checkpointCount: 2 },
    })
    // The segments link: the second starts where the first ended.
    expect(server.bodies[1]?.entries[0]?.seq).toBe(4)
  })

  it('a request still waiting holds back the entries after it; once answered they are anchored', async () => {
    const server = checkpointServer()
    const log = createCallLog({ checkpoints: { url: '/api/calls/checkpoint', fetch: server.fetch } })
    const waiting = log.start({ walletId: 'dev', method: 'eth_requestAccounts' })
    operation(log, 'Mint 1 token')
    await settle()
    expect(server.bodies).toEqual([])
    waiting.finish({ ok: true, result: [] })
    // Its answer seals it and the operation after it: the end marker among them sends the segment.
    await vi.waitFor(() => expect(log.anchoring).toMatchObject({ status: 'anchored', checkpoint: { seq: 4 } }))
  })

  it('says no-server on 404 and stops; says refused on 409 and stops; retries when unreachable', async () => {
    const absent = checkpointServer()
    absent.answerWith(404)
    const log = createCallLog({ checkpoints: { url: '/x', fetch: absent.fetch } })
    operation(log, 'Claim')
    await vi.waitFor(() => expect(log.anchoring.status).toBe('no-server'))
    operation(log, 'Claim')
    await settle()
    expect(absent.bodies).toHaveLength(1)
    expect(await verifyCallLog(await log.exportNdjson(), { keys: absent.keys })).toMatchObject({
      ok: true,
      anchoring: { status: 'not-anchored' },
    })

    const refusing = checkpointServer()
    refusing.answerWith(409)
    const refused = createCallLog({ checkpoints: { url: '/x', fetch: refusing.fetch } })
    operation(refused, 'Withdraw')
    await vi.waitFor(() => expect(refused.anchoring.status).toBe('refused'))

    const down = checkpointServer()
    down.answerWith(503)
    const waiting = createCallLog({ checkpoints: { url: '/x', fetch: down.fetch } })
    operation(waiting, 'Stake')
    await vi.waitFor(() => expect(waiting.anchoring.status).toBe('unreachable'))
    down.answerWith(undefined)
    // The export asks again, and carries what the server signed then.
    expect(await verifyCallLog(await waiting.exportNdjson(), { keys: down.keys })).toMatchObject({
      ok: true,
      anchoring: { status: 'anchored', seq: 3 },
    })
  })

  it('releases the body of every answer it does not read, so a browser does not hold the request open', async () => {
    for (const status of [400, 403, 404, 405, 409, 413, 429, 500, 501, 502, 503]) {
      let released = false
      const body = new ReadableStream({
        cancel() {
          released = true
        },
      })
      const fetch = async () => new Response(body, { status })
      const log = createCallLog({ checkpoints: { url: '/x', fetch } })
      operation(log, 'Claim')
      await vi.waitFor(() => expect(log.anchoring.status, String(status)).not.toBe('waiting'))
      await vi.waitFor(() => expect(released, String(status)).toBe(true))
    }
  })

  it('ends on reload the operations a page left open, as abandoned', async () => {
    const storage = memoryStorage()
    const persist = { storage, key: 'calls' }
    const first = createCallLog({ persist })
    const operationId = first.newOperationId()
    first.mark('dev', 'operation', { label: 'Mint 1 token' }, { operationId })
    first.start({ walletId: 'dev', method: 'eth_sendTransaction', operationId })
    await vi.waitFor(() => expect(storage.getItem('calls') ?? '').toContain('eth_sendTransaction'))
    const reloaded = createCallLog({ persist })
    const exported = await reloaded.exportNdjson() // waits for the restore check, which writes the end
    expect(reloaded.entries.at(-1)).toMatchObject({
      kind: 'marker',
      method: 'operation-end',
      operationId,
      params: { status: 'abandoned', reason: 'The page was reloaded before the operation ended.' },
    })
    expect(await verifyCallLog(exported)).toMatchObject({ ok: true, firstSeq: 1 })
  })
})
