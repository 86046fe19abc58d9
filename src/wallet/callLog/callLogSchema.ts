/**
 * JSON Schema (2020-12) of a call-log export, shipped in the package as `call-log.schema.json`.
 * It describes one NDJSON line (`#/$defs/header` first, then `#/$defs/entry` per line) and the JSON
 * form (`#/$defs/export`). `verifyCallLog` checks every line against it before checking the chain.
 */
import { CALL_LOG_SCHEMA_VERSION } from './schemaVersion.ts'

export { CALL_LOG_SCHEMA_VERSION }

const hash = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const
const isoTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$' } as const
const seq = { type: 'integer', minimum: 1 } as const
const code = { type: ['integer', 'string'] } as const
const base64url = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,512}$' } as const
const signedCheckpoint = {
  type: 'object',
  required: ['checkpoint', 'kid', 'signature'],
  additionalProperties: false,
  properties: {
    checkpoint: {
      type: 'object',
      required: ['v', 'sessionId', 'seq', 'headHash', 'issuedAt'],
      additionalProperties: false,
      properties: {
        v: { const: 1 },
        sessionId: { type: 'string', minLength: 1 },
        seq: { type: 'integer', minimum: 0 },
        headHash: hash,
        issuedAt: isoTime,
      },
    },
    kid: { type: 'string', minLength: 1 },
    signature: base64url,
  },
} as const

export const callLogSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'urn:stakemint:wallet:call-log:2',
  title: 'Wallet call log export',
  description:
    "One NDJSON line of a call-log export: the header first, then one entry per line, oldest first. The header describes the log (its description fields hash to `genesisHash`) and carries the checkpoints the app server signed; each entry carries the hash of the entry before it (`genesisHash` for the chain's first) and `hash`, the SHA-256 of `genesisHash`, a newline and its JSON text without `hash`.",
  oneOf: [{ $ref: '#/$defs/header' }, { $ref: '#/$defs/entry' }],
  $defs: {
    header: {
      type: 'object',
      required: [
        'type',
        'schemaVersion',
        'module',
        'version',
        'sessionId',
        'startedAt',
        'limit',
        'chainStartSeq',
        'hashAlgorithm',
        'genesisHash',
        'exportedAt',
        'entryCount',
        'droppedCount',
        'firstSeq',
        'lastSeq',
        'headHash',
        'checkpoints',
      ],
      additionalProperties: false,
      properties: {
        type: { const: 'header' },
        schemaVersion: { const: CALL_LOG_SCHEMA_VERSION },
        module: { type: 'string' },
        version: { type: 'string' },
        app: { type: 'string' },
        origin: { type: 'string' },
        userAgent: { type: 'string' },
        sessionId: { type: 'string', minLength: 1 },
        startedAt: isoTime,
        limit: { type: 'integer', minimum: 1 },
        chainStartSeq: seq,
        genesisHash: hash,
        exportedAt: isoTime,
        entryCount: { type: 'integer', minimum: 0 },
        droppedCount: { type: 'integer', minimum: 0 },
        firstSeq: seq,
        lastSeq: { type: 'integer', minimum: 0 },
        hashAlgorithm: { const: 'SHA-256' },
        headHash: hash,
        checkpoints: { type: 'array', items: signedCheckpoint },
      },
    },
    entry: {
      type: 'object',
      required: [
        'seq',
        'sessionId',
        'operationId',
        'kind',
        'origin',
        'walletId',
        'method',
        'startedAt',
        'offsetMs',
        'outcome',
        'prevHash',
        'hash',
      ],
      additionalProperties: false,
      properties: {
        seq,
        sessionId: { type: 'string', minLength: 1 },
        operationId: { type: 'string', minLength: 1 },
        kind: { enum: ['request', 'event', 'receipt', 'marker'] },
        origin: { enum: ['module', 'app', 'wallet'] },
        pageOrigin: { type: 'string' },
        walletId: { type: 'string' },
        rdns: { type: 'string' },
        peerName: { type: 'string' },
        chainId: { type: 'integer', minimum: 1 },
        account: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
        method: { type: 'string', minLength: 1 },
        params: {},
        startedAt: isoTime,
        offsetMs: { type: 'number', minimum: 0 },
        durationMs: { type: 'number', minimum: 0 },
        outcome: { enum: ['pending', 'ok', 'error', 'event'] },
        result: {},
        errorCode: code,
        errorMessage: { type: 'string' },
        walletErrorCode: code,
        walletErrorMessage: { type: 'string' },
        untrusted: { const: true },
        prevHash: hash,
        hash,
      },
    },
    export: {
      type: 'object',
      required: ['header', 'entries'],
      additionalProperties: false,
      properties: {
        header: { $ref: '#/$defs/header' },
        entries: { type: 'array', items: { $ref: '#/$defs/entry' } },
      },
    },
  },
} as const
