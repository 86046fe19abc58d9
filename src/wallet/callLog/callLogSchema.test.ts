import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { callLogSchema } from './callLogSchema.ts'
import { schemaProblem } from './checkSchema.ts'

describe('call-log JSON Schema', () => {
  it('ships as call-log.schema.json, the same schema verifyCallLog applies', () => {
    const shipped = JSON.parse(readFileSync(join(import.meta.dirname, '../call-log.schema.json'), 'utf8')) as unknown
    expect(shipped).toEqual(callLogSchema)
  })

  it('describes a line as exactly one of header or entry, and names what is wrong', () => {
    const entry = {
      seq: 1,
      sessionId: 's',
      operationId: 's-1',
      kind: 'request',
      origin: 'module',
      walletId: 'injected',
      method: 'eth_chainId',
      startedAt: '2026-01-02T03:04:05.006Z',
      offsetMs: 1.5,
      outcome: 'ok',
      result: '0x1',
      prevHash: '0'.repeat(64),
      hash: 'a'.repeat(64),
    }
    expect(schemaProblem(entry, callLogSchema)).toBeUndefined()
    expect(schemaProblem({ ...entry, peerName: 'Dev Phone Wallet' }, callLogSchema)).toBeUndefined()
    expect(schemaProblem({ ...entry, peerName: 7 }, callLogSchema.$defs.entry, callLogSchema)).toBe(
      '$.peerName must be of type string',
    )
    expect(schemaProblem({ ...entry, chainId: 0 }, callLogSchema.$defs.entry, callLogSchema)).toBe(
      '$.chainId must be at least 1',
    )
    expect(schemaProblem({ ...entry, startedAt: 5 }, callLogSchema.$defs.entry, callLogSchema)).toBe(
      '$.startedAt must be of type string',
    )
    expect(schemaProblem({ ...entry, kind: 'note' }, callLogSchema.$defs.entry, callLogSchema)).toMatch(
      /^\$\.kind must be one of "request"/,
    )
    const { hash: _hash, ...unhashed } = entry
    expect(schemaProblem(unhashed, callLogSchema.$defs.entry, callLogSchema)).toBe('$.hash is missing')
    expect(schemaProblem({ header: {}, entries: [entry] }, callLogSchema.$defs.export, callLogSchema)).toBe(
      '$.header.type is missing',
    )
    expect(schemaProblem([entry], callLogSchema)).toMatch(/matches 0 of the allowed shapes/)
  })
})
