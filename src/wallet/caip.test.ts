import { describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import { formatCaip10, formatCaip2, parseCaip10, parseCaip2 } from './caip.ts'
import { FormatError } from './format/FormatError.ts'

const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('CAIP-2 and CAIP-10', () => {
  it.each([
    ['eip155:1', { namespace: 'eip155', reference: '1', chainId: 1 }],
    ['eip155:7777777', { namespace: 'eip155', reference: '7777777', chainId: 7777777 }],
    ['cosmos:cosmoshub-3', { namespace: 'cosmos', reference: 'cosmoshub-3', chainId: undefined }],
    [
      'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
      { namespace: 'solana', reference: '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', chainId: undefined },
    ],
  ])('parseCaip2(%j)', (input, expected) => {
    expect(parseCaip2(input)).toEqual(expected)
  })

  it.each([
    'eip155',
    'eip155:',
    ':1',
    'eip155:01',
    'eip155:0x1',
    'EIP155:1',
    'ab:1',
    'eip155:1:extra',
    'eip155:99999999999999999999',
    `${'x'.repeat(9)}:1`,
  ])('parseCaip2 rejects %j', (input) => {
    expect(() => parseCaip2(input)).toThrow(
      new FormatError('INVALID_CAIP2', `Invalid CAIP-2 chain id: ${JSON.stringify(input)}`),
    )
  })

  it('parses an eip155 account', () => {
    expect(parseCaip10(`eip155:137:${ADDRESS}`)).toEqual({
      namespace: 'eip155',
      reference: '137',
      chainId: 137,
      address: ADDRESS,
    })
  })

  it('parses another namespace without eip155 checks', () => {
    expect(parseCaip10('cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).toMatchObject({
      namespace: 'cosmos',
      address: 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    })
  })

  it.each([
    `eip155:1`,
    `eip155:1:0x1234`,
    `eip155:x:${ADDRESS}`,
    `eip155:1:${ADDRESS}:x`,
    `:1:${ADDRESS}`,
    `eip155:1:${ADDRESS.slice(2)}`,
  ])('parseCaip10 rejects %j', (input) => {
    expect(() => parseCaip10(input)).toThrow(
      new FormatError('INVALID_CAIP10', `Invalid CAIP-10 account: ${JSON.stringify(input)}`),
    )
  })

  it('formats what it parses', () => {
    expect(formatCaip2(10)).toBe('eip155:10')
    expect(parseCaip10(formatCaip10(10, ADDRESS)).chainId).toBe(10)
  })

  // Each once wrote an id that parseCaip2 refuses ('eip155:0', 'eip155:NaN', ...).
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'formatCaip2 and formatCaip10 refuse chain id %s',
    (chainId) => {
      expect(() => formatCaip2(chainId)).toThrow(
        new FormatError('INVALID_CAIP2', `Invalid EVM chain id for CAIP-2: ${chainId}`),
      )
      expect(() => formatCaip10(chainId, ADDRESS)).toThrow(FormatError)
    },
  )

  it('formatCaip10 refuses an address that is not 0x and 40 hex digits, and anything but a number', () => {
    expect(() => formatCaip10(1, '0x1234' as Address)).toThrow(
      new FormatError('INVALID_CAIP10', 'Invalid EVM account for CAIP-10: 1, "0x1234"'),
    )
    expect(() => formatCaip2('1' as unknown as number)).toThrow(
      new FormatError('INVALID_CAIP2', 'Invalid EVM chain id for CAIP-2: "1"'),
    )
  })
})

describe('CAIP helpers given values that throw when converted', () => {
  it('an example the property found', () => {
    // JSON.stringify of a cycle threw a TypeError while writing the FormatError's message; exec() ran toString.
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(() => parseCaip2(cycle as unknown as string)).toThrow(FormatError)
    const hostile = {
      toString(): string {
        throw new Error('trapped')
      },
    }
    expect(() => parseCaip10(hostile as unknown as string)).toThrow(FormatError)
  })
})
