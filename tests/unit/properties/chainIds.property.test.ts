/** Chain ids as wallets send them (eth_chainId, chainChanged) and CAIP-2 / CAIP-10 ids as WalletConnect carries them. */
import fc from 'fast-check'
import { numberToHex } from 'viem'
import { describe, it } from 'vitest'
import { formatCaip10, formatCaip2, parseCaip10, parseCaip2 } from '../../../src/wallet/caip.ts'
import { InvalidWalletResponseError } from '../../../src/wallet/errors/rpcErrors.ts'
import { FormatError } from '../../../src/wallet/format/FormatError.ts'
import { parseChainId } from '../../../src/wallet/request/parseResponses.ts'
import { PROPERTY_TIMEOUT_MS, returnsOrThrows, runParameters } from './propertyRuns.ts'

const chainId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })
const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const)
const caipLike = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc
    .tuple(
      fc.constantFrom('eip155', 'cosmos', 'solana', 'EIP155', 'a', ''),
      fc.string({ maxLength: 40 }),
      fc.string({ maxLength: 140 }),
    )
    .map((parts) => parts.join(':')),
  fc
    .tuple(fc.constantFrom('eip155', 'bip122'), fc.stringMatching(/^[0-9a-z_-]{0,40}$/))
    .map((parts) => parts.join(':')),
  fc.string({ minLength: 1000, maxLength: 5000, unit: fc.constantFrom('a', ':', '-', '0', '9') }),
)
/** What a wallet might send as a chain id: anything JSON can hold, and strings that look almost right. */
const chainIdAnswer = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^(0x|0X|0b|0o|-|\s)?[0-9a-fA-F]{0,20}(\s|n|e3)?$/),
  chainId.map((id) => numberToHex(id)),
)
const isChainId = (value: number | undefined): boolean => Number.isSafeInteger(value) && (value as number) > 0

describe('parseChainId (eth_chainId answers, chainChanged payloads)', () => {
  it('returns a positive safe integer or throws InvalidWalletResponseError, on any answer', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(chainIdAnswer, (answer) => {
        const outcome = returnsOrThrows(() => parseChainId(answer), InvalidWalletResponseError, 100)
        return !outcome.ok || isChainId(outcome.value)
      }),
      runParameters(),
    )
  })

  it('reads back every chain id written as 0x hex (either case) or as decimal digits', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(chainId, (id) => {
        const hex = numberToHex(id)
        return (
          parseChainId(hex) === id &&
          parseChainId(`0x${hex.slice(2).toUpperCase()}`) === id &&
          parseChainId(id) === id &&
          (id >= 10 ** 16 || parseChainId(String(id)) === id)
        )
      }),
      runParameters(),
    )
  })
})

describe('CAIP-2 and CAIP-10 ids', () => {
  it('parseCaip2 and parseCaip10 return what the text says or throw FormatError, on any text, in time', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(caipLike, (text) => {
        const chain = returnsOrThrows(() => parseCaip2(text), FormatError, text.length)
        const account = returnsOrThrows(() => parseCaip10(text), FormatError, text.length)
        return (
          (!chain.ok ||
            (`${chain.value.namespace}:${chain.value.reference}` === text &&
              (chain.value.namespace !== 'eip155' || String(chain.value.chainId) === chain.value.reference))) &&
          (!account.ok || `${account.value.namespace}:${account.value.reference}:${account.value.address}` === text)
        )
      }),
      runParameters(),
    )
  })

  it('an eip155 reference parses to the same positive safe chain id, never to NaN or a rounded number', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(fc.stringMatching(/^eip155:[0-9]{1,20}$/), (text) => {
        const outcome = returnsOrThrows(() => parseCaip2(text), FormatError, text.length)
        return (
          !outcome.ok || (isChainId(outcome.value.chainId) && String(outcome.value.chainId) === outcome.value.reference)
        )
      }),
      runParameters(),
    )
  })

  it('formatCaip2 and formatCaip10 on any value write what parses back, or throw FormatError', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const anyChainId = fc.oneof(fc.double(), fc.integer(), chainId, fc.anything()) as fc.Arbitrary<number>
    const anyAddress = fc.oneof(address, fc.string({ maxLength: 60 }), fc.anything()) as fc.Arbitrary<`0x${string}`>
    fc.assert(
      fc.property(anyChainId, anyAddress, (id, account) => {
        const chain = returnsOrThrows(() => formatCaip2(id), FormatError, 0)
        if (chain.ok && parseCaip2(chain.value).chainId !== id) return false
        const caip10 = returnsOrThrows(() => formatCaip10(id, account), FormatError, 0)
        return !caip10.ok || (parseCaip10(caip10.value).chainId === id && parseCaip10(caip10.value).address === account)
      }),
      runParameters(),
    )
  })

  it('format ↔ parse round-trips every chain id and account', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(chainId, address, (id, account) => {
        const chain = parseCaip2(formatCaip2(id))
        const parsed = parseCaip10(formatCaip10(id, account))
        return (
          chain.namespace === 'eip155' &&
          chain.chainId === id &&
          parsed.chainId === id &&
          parsed.address === account &&
          parsed.reference === String(id)
        )
      }),
      runParameters(),
    )
  })
})
