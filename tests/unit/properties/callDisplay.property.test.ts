/**
 * What the /calls page and the Dev Wallet's prompts read out of a wallet request or a call log entry: parameters and
 * results are whatever the caller logged, so any value (hostileValues.ts), including ones that throw from a getter, a
 * Proxy's trap, a revoked Proxy, `toJSON`, `toString` or `Symbol.toPrimitive`, and ones nested past the stack.
 * Each reader returns its documented answer ('nothing to decode', a label, a text) and never throws.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { requestLines } from '../../../scripts/devPhoneWallet/requestLines.ts'
import { decodeCalldata } from '../../../src/app/decode/decodeCalldata.ts'
import { describeRequest, describeRequestText } from '../../../src/app/decode/describeRequest.ts'
import { MAX_MESSAGE_CHARS, messageText } from '../../../src/app/decode/messageText.ts'
import { markerText } from '../../../src/ui/calls/callLabels.ts'
import { permitTypes } from '../../../src/app/write/permitTypedData.ts'
import { formatValue } from '../../../src/ui/calls/formatValue.ts'
import { endDetails, groupCalls } from '../../../src/ui/calls/groupCalls.ts'
import type { CallLogEntry } from '../../../src/wallet/index.ts'
import {
  deeplyNested,
  HOSTILE_MAX_LENGTH,
  type Hostile,
  hostileRecord,
  plain,
  recipe,
  revokedProxy,
  trappingProxy,
  untrustedValue,
} from './hostileValues.ts'
import { inTime, PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

const CONTRACTS = {
  31337: {
    stakeToken: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    staking: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
    collection: '0x9fe46736679d2d9a65e4f71b0ad5f9d6c1c3b7e0',
  },
} as const
const hex = plain(fc.constantFrom('0x', '0x01', '0x3d18b912', `0x${'ab'.repeat(40)}`, '0xde0b6b3a7640000'))
const address = plain(fc.constantFrom(CONTRACTS[31337].staking, CONTRACTS[31337].collection))
const call = hostileRecord({ to: address, data: hex, input: hex, value: hex })
/** Lists of up to three values, each built when the list is. */
const listOf = (item: fc.Arbitrary<Hostile>): fc.Arbitrary<Hostile> =>
  fc
    .array(item, { maxLength: 3 })
    .map((items) =>
      recipe(`[${items.map((value) => value[fc.toStringMethod]()).join(', ')}]`, () =>
        items.map((value) => value.make()),
      ),
    )
/** A uint256 as JSON or an object may carry it, and numbers that are not one. */
const uint = plain(
  fc.oneof(
    fc.bigInt({ min: -1n, max: 2n ** 257n }),
    fc.constantFrom(1_800_000_000, -1, 1.5, Number.NaN, '17', '0x10', `${2n ** 256n}`, 'lots', ''),
  ),
)
/** Typed data with hostile parts: an ERC-2612 permit's shape, or another struct's. */
const typedData = hostileRecord({
  domain: hostileRecord({
    name: plain(fc.string({ maxLength: 20 })),
    chainId: fc.oneof(uint, plain(fc.constantFrom(31337, '0x7a69'))),
    verifyingContract: fc.oneof(address, plain(fc.constant(CONTRACTS[31337].stakeToken))),
  }),
  types: plain(fc.constantFrom<unknown>(permitTypes, { Permit: [] }, {}, [])),
  primaryType: plain(fc.constantFrom('Permit', 'Mail', '')),
  message: hostileRecord({ owner: address, spender: address, value: uint, nonce: uint, deadline: uint }),
})
/** Typed data as JSON text: any JSON, or a permit's. */
const typedDataJson = plain(
  fc.oneof(
    fc.json({ maxDepth: 3 }),
    fc.constant(
      JSON.stringify({
        domain: { chainId: 31337, verifyingContract: CONTRACTS[31337].stakeToken },
        types: permitTypes,
        primaryType: 'Permit',
        message: { spender: CONTRACTS[31337].staking, value: '1', deadline: `${2n ** 256n - 1n}` },
      }),
    ),
  ),
)
/** eth_sendTransaction's, wallet_sendCalls', personal_sign's and typed data's parameters, with hostile parts; or any value. */
const params = fc.oneof(
  listOf(fc.oneof(call, hostileRecord({ calls: listOf(call), chainId: plain(fc.constantFrom('0x7a69', '0x1')) }))),
  listOf(fc.oneof(hex, plain(fc.string({ maxLength: 20 })), untrustedValue)),
  listOf(fc.oneof(address, typedData, typedDataJson, untrustedValue)),
  untrustedValue,
)
const typedDataMethods = ['', '_v3', '_v4'].map((version) => `eth_signTypedData${version}`)
const method = fc.constantFrom(
  ...['personal_sign', 'eth_sign', 'eth_sendTransaction', 'wallet_sendCalls', 'eth_chainId', ...typedDataMethods],
)
/** Generous: the longest generated text, and a value to print. */
const LENGTH_BOUND = HOSTILE_MAX_LENGTH * 2

describe('wallet requests in words (describeRequest, messageText, decodeCalldata)', () => {
  it('describeRequest answers any parameters with a description or undefined, in time', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(method, params, fc.constantFrom(31337, 1, undefined), (name, value, chainId) => {
        const described = inTime(() => describeRequest(name, value.make(), chainId, CONTRACTS), LENGTH_BOUND)
        return described === undefined || typeof describeRequestText(described) === 'string'
      }),
      runParameters(),
    )
  })

  it('the Dev Phone Wallet shows any request as label / value lines, in time', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(method, params, fc.constantFrom(31337, 1, undefined), (name, value, chainId) => {
        const lines = inTime(() => requestLines(name, value.make(), chainId, CONTRACTS), LENGTH_BOUND)
        return lines.every((line) => typeof line.label === 'string' && typeof line.value === 'string')
      }),
      runParameters(),
    )
  })

  it('messageText shows any message as text, cut to its limit', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(untrustedValue, (value) => {
        const { text, truncated } = inTime(() => messageText(value.make()), LENGTH_BOUND)
        return typeof text === 'string' && text.length <= MAX_MESSAGE_CHARS + 1 && truncated === text.endsWith('…')
      }),
      runParameters(),
    )
  })

  it('decodeCalldata labels any data', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(fc.oneof(hex, untrustedValue), (value) => {
        const decoded = inTime(() => decodeCalldata({ data: value.make(), contracts: CONTRACTS[31337] }), LENGTH_BOUND)
        return ['none', 'unknown', 'function'].includes(decoded.kind)
      }),
      runParameters(),
    )
  })

  it('examples the properties found: a bigint, a cycle, a trapping or revoked Proxy', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(messageText(10n).text).toBe('"10"')
    expect(messageText(cycle)).toEqual({ text: '[object Object]', binary: true, truncated: false })
    expect(messageText(trappingProxy('error', 'object')).text).toBe('[unreadable object]')
    expect(describeRequest('eth_sendTransaction', revokedProxy(), 1, CONTRACTS)).toBeUndefined()
    const throwingTo = Object.defineProperty({}, 'to', {
      get: () => {
        throw new Error('trapped')
      },
    })
    expect(describeRequest('eth_sendTransaction', [throwingTo], 1, CONTRACTS)).toBeUndefined()
  })
})

const entry = (fields: Partial<CallLogEntry> & Pick<CallLogEntry, 'seq' | 'kind' | 'method'>): CallLogEntry => ({
  sessionId: 's',
  operationId: 'op',
  origin: 'app',
  walletId: '',
  outcome: 'ok',
  startedAt: '2026-01-01T00:00:00.000Z',
  offsetMs: fields.seq,
  ...fields,
})

describe('call log entries on the /calls page (formatValue, markerText, endDetails, groupCalls)', () => {
  it('formatValue shows any value as text', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(untrustedValue, (value) => typeof inTime(() => formatValue(value.make()), LENGTH_BOUND) === 'string'),
      runParameters(),
    )
  })

  it('markers, end markers and receipts with any details are read as their words or defaults', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const details = fc.oneof(
      hostileRecord({
        label: plain(fc.string({ maxLength: 10 })),
        status: plain(fc.constantFrom('succeeded', 'failed', 'not-sent')),
        reason: plain(fc.string({ maxLength: 10 })),
        removed: plain(fc.nat()),
        restored: plain(fc.nat()),
      }),
      untrustedValue,
      deeplyNested,
    )
    fc.assert(
      fc.property(
        details,
        details,
        details,
        fc.constantFrom('cleared', 'restored', 'reload', 'operation-end'),
        (label, end, receipt, name) => {
          const log = [
            entry({ seq: 1, kind: 'marker', method: 'operation', params: label.make() }),
            entry({ seq: 2, kind: 'receipt', method: 'eth_getTransactionReceipt', result: receipt.make() }),
            entry({ seq: 3, kind: 'marker', method: 'operation-end', params: end.make() }),
          ]
          const marker = entry({ seq: 4, kind: 'marker', method: name, params: end.make() })
          return inTime(() => {
            const rows = groupCalls(log, log)
            const text = markerText(marker)
            const { status, reason } = endDetails(marker)
            return (
              rows.length === 1 &&
              typeof text === 'string' &&
              typeof status === 'string' &&
              (reason === undefined || typeof reason === 'string')
            )
          }, LENGTH_BOUND)
        },
      ),
      runParameters(),
    )
  })
})
