import { describe, expect, it } from 'vitest'
import { createCallLog } from './createCallLog.ts'
import { verifyCallLog } from './verifyCallLog.ts'

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
