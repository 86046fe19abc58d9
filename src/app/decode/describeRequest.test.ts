import { encodeFunctionData, maxUint256, numberToHex, stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { collectionAbi, stakingAbi } from '../abi/index.ts'
import { describeRequest, describeRequestText } from './describeRequest.ts'
import { MAX_MESSAGE_CHARS, messageText } from './messageText.ts'
import { account, contracts, local, permitJson as permit } from './test/requestFixtures.ts'
import { MAX_TYPED_DATA_CHARS } from './typedDataText.ts'

describe('messageText', () => {
  it('reads a sign-in message as text', () => {
    const message = createSiweMessage({
      address: account,
      chainId: 31337,
      domain: 'localhost',
      nonce: 'abcdefgh12',
      uri: 'http://localhost',
      version: '1',
    })
    expect(messageText(stringToHex(message))).toEqual({ text: message, binary: false, truncated: false })
  })

  it('labels bytes that are not text as binary and keeps the hex', () => {
    expect(messageText('0xff00fe')).toEqual({ text: '0xff00fe', binary: true, truncated: false })
    expect(messageText(stringToHex('a\u0000b'))).toMatchObject({ binary: true })
    expect(messageText('hello, not hex')).toEqual({ text: 'hello, not hex', binary: false, truncated: false })
    expect(messageText(42)).toMatchObject({ text: '42', binary: true })
  })

  it('cuts an oversized message', () => {
    const long = messageText(stringToHex('x'.repeat(MAX_MESSAGE_CHARS * 3)))
    expect(long.truncated).toBe(true)
    expect(long.text.length).toBe(MAX_MESSAGE_CHARS + 1)
  })
})

describe('describeRequest', () => {
  it('shows personal_sign as its text', () => {
    const description = describeRequest(
      'personal_sign',
      [stringToHex('Sign in to StakeMint'), account],
      31337,
      contracts,
    )
    expect(description).toMatchObject({ kind: 'message', text: 'Sign in to StakeMint', binary: false })
    expect(describeRequestText(description as NonNullable<typeof description>)).toBe('Sign in to StakeMint')
  })

  it('decodes a transaction with the contracts of its chain, and the ETH it sends', () => {
    const data = encodeFunctionData({ abi: collectionAbi, functionName: 'mint', args: [2n] })
    const tx = [{ from: account, to: local.collection, data, value: numberToHex(2n * 10n ** 16n) }]
    const description = describeRequest('eth_sendTransaction', tx, 31337, contracts)
    expect(description).toEqual({
      kind: 'calls',
      calls: [
        {
          to: local.collection,
          value: '0.02 ETH',
          call: {
            kind: 'function',
            contract: 'Collection',
            functionName: 'mint',
            args: [{ name: 'quantity', type: 'uint256', text: '2' }],
          },
        },
      ],
    })
    expect(describeRequestText(description as NonNullable<typeof description>)).toBe(
      'Collection: mint(quantity: 2)\nSends 0.02 ETH',
    )
    // the same call on a chain without the app's contracts: decoded, not named
    expect(describeRequest('eth_sendTransaction', tx, 137, contracts)).toMatchObject({
      calls: [{ call: { contract: undefined, functionName: 'mint' } }],
    })
  })

  it('lists an EIP-5792 batch call by call, on the chain the batch names', () => {
    const approve = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'approve',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'spender', type: 'address' },
            { name: 'value', type: 'uint256' },
          ],
          outputs: [],
        },
      ],
      functionName: 'approve',
      args: [local.staking, 10n ** 18n],
    })
    const stake = encodeFunctionData({ abi: stakingAbi, functionName: 'stake', args: [10n ** 18n, 86_400] })
    const batch = {
      chainId: '0x7a69',
      from: account,
      calls: [
        { to: local.stakeToken, data: approve },
        { to: local.staking, data: stake },
      ],
    }
    const description = describeRequest('wallet_sendCalls', [batch], undefined, contracts)
    expect(describeRequestText(description as NonNullable<typeof description>)).toBe(
      `1. StakeToken: approve(spender: ${local.staking}, value: 1 STK)\n2. Staking: stake(amount: 1 STK, lockPeriod: 1 days)`,
    )
  })

  it('has nothing to decode in other requests or malformed ones', () => {
    expect(describeRequest('eth_requestAccounts', [], 31337, contracts)).toBeUndefined()
    expect(describeRequest('eth_sendTransaction', ['0x00'], 31337, contracts)).toBeUndefined()
    expect(describeRequest('wallet_sendCalls', [{ calls: 'all' }], 31337, contracts)).toBeUndefined()
    expect(
      describeRequest('eth_sendTransaction', [{ to: local.staking, value: `0x${'f'.repeat(200)}` }], 31337, contracts),
    ).toEqual({
      kind: 'calls',
      calls: [{ to: local.staking, value: undefined, call: { kind: 'none' } }],
    })
  })
})

describe('describeRequest: a network switch', () => {
  it('names the network asked for, by the name the request gives when it gives one', () => {
    const asked = describeRequest('wallet_switchEthereumChain', [{ chainId: '0x89' }], 31337, contracts)
    expect(asked).toEqual({ kind: 'switchChain', chainId: 137, chainName: undefined })
    expect(asked && describeRequestText(asked)).toBe('Switch to network 137')
    const added = describeRequest('wallet_addEthereumChain', [{ chainId: '0xa', chainName: 'OP\u202e' }], 1, contracts)
    expect(added && describeRequestText(added)).toBe('Switch to network OP (10)')
  })

  it.each([
    ['no parameters', []],
    ['a number, not hex', [{ chainId: 137 }]],
    ['not hex', [{ chainId: '137' }]],
    ['zero', [{ chainId: '0x0' }]],
    ['past a safe integer', [{ chainId: `0x${'f'.repeat(16)}` }]],
    ['longer than any chain id', [{ chainId: `0x${'0'.repeat(40)}1` }]],
    ['null', [null]],
  ])('has nothing to say for a malformed one: %s', (_name, params) => {
    expect(describeRequest('wallet_switchEthereumChain', params, 31337, contracts)).toBeUndefined()
  })
})

describe('describeRequest: typed data', () => {
  it('shows a permit of the stake token as spender (named), value in STK and deadline as a date', () => {
    const description = describeRequest('eth_signTypedData_v4', [account, permit()], 31337, contracts)
    expect(description).toEqual({
      kind: 'typedData',
      domainName: 'StakeToken',
      chainId: 31337,
      verifyingContract: local.stakeToken,
      contract: 'StakeToken',
      primaryType: 'Permit',
      permit: {
        owner: account,
        spender: local.staking,
        spenderName: 'Staking',
        value: '17 STK',
        deadline: '2027-01-15 08:00:00 UTC',
      },
    })
    expect(describeRequestText(description as NonNullable<typeof description>)).toBe(
      [
        'Typed data: Permit',
        'Domain: StakeToken',
        'Chain: Localhost (31337)',
        `Contract: StakeToken (${local.stakeToken})`,
        `Owner: ${account}`,
        `Spender: Staking (${local.staking})`,
        'Value: 17 STK',
        'Deadline: 2027-01-15 08:00:00 UTC',
      ].join('\n'),
    )
  })

  it('reads every typed-data method, the payload as text or object, in either parameter order', () => {
    const text = permit()
    const object: unknown = JSON.parse(text)
    for (const method of ['eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4'])
      for (const params of [
        [account, text],
        [account, object],
        [text, account],
      ])
        expect(describeRequest(method, params, 31337, contracts), method).toMatchObject({
          kind: 'typedData',
          permit: { spenderName: 'Staking', value: '17 STK' },
        })
  })

  it('names nothing it does not know: another token’s amount in its smallest units, another spender by address', () => {
    const stranger = '0x1111111111111111111111111111111111111111'
    const description = describeRequest(
      'eth_signTypedData_v4',
      [account, permit({ token: stranger, spender: stranger, value: 5n, deadline: maxUint256 })],
      31337,
      contracts,
    )
    expect(description).toMatchObject({
      contract: undefined,
      permit: { spender: stranger, spenderName: undefined, value: '5 (smallest units)', deadline: /^never \(/ },
    })
    // the domain's chain picks the contracts: the same permit signed for chain 137 names none of them
    const elsewhere = permit().replace('"chainId":31337', '"chainId":137')
    expect(describeRequest('eth_signTypedData_v4', [account, elsewhere], 31337, contracts)).toMatchObject({
      chainId: 137,
      contract: undefined,
      permit: { spenderName: undefined, value: `${17n * 10n ** 18n} (smallest units)` },
    })
  })

  // Each row: typed data as a dapp or an edited log may hold it; the answer is undefined or a plain description.
  const valid = JSON.parse(permit()) as { domain: object; message: object; types: object }
  const malformed: [string, unknown, 'undefined' | Record<string, unknown>][] = [
    ['not JSON', '{"domain":', 'undefined'],
    ['the log’s redaction marker', '[redacted]', 'undefined'],
    ['a JSON array', '[1,2,3]', 'undefined'],
    ['JSON null', 'null', 'undefined'],
    ['a number', 42, 'undefined'],
    ['too long to read', JSON.stringify({ ...valid, pad: 'x'.repeat(MAX_TYPED_DATA_CHARS) }), 'undefined'],
    [
      'missing message',
      { ...valid, message: undefined },
      { primaryType: 'Permit', permit: { spender: undefined, value: undefined, deadline: undefined } },
    ],
    [
      'value not a number',
      { ...valid, message: { ...valid.message, value: 'lots' } },
      { permit: { value: undefined } },
    ],
    ['value negative', { ...valid, message: { ...valid.message, value: -1 } }, { permit: { value: undefined } }],
    [
      'value past uint256',
      { ...valid, message: { ...valid.message, value: `${maxUint256 + 1n}` } },
      { permit: { value: undefined } },
    ],
    [
      'deadline huge',
      { ...valid, message: { ...valid.message, deadline: `${maxUint256}` } },
      { permit: { deadline: `never (${`${maxUint256}`.slice(0, 20)}…)` } },
    ],
    [
      'verifying contract not an address',
      { ...valid, domain: { ...valid.domain, verifyingContract: 'the stake token' } },
      { verifyingContract: undefined, contract: undefined, permit: { value: `${17n * 10n ** 18n} (smallest units)` } },
    ],
    ['domain not an object', { ...valid, domain: 'x' }, { domainName: undefined, chainId: undefined }],
    ['chain id not a number', { ...valid, domain: { ...valid.domain, chainId: 'main' } }, { chainId: undefined }],
    [
      'Permit with other fields',
      { ...valid, types: { Permit: [{ name: 'spender', type: 'string' }] } },
      { permit: undefined },
    ],
    ['spender a number', { ...valid, message: { ...valid.message, spender: 7 } }, { permit: { spender: undefined } }],
  ]
  it.each(malformed)('%s: never throws', (_name, typedData, expected) => {
    const description = describeRequest('eth_signTypedData_v4', [account, typedData], 31337, contracts)
    if (expected === 'undefined') return expect(description).toBeUndefined()
    expect(description).toMatchObject({ kind: 'typedData', ...expected })
    expect(describeRequestText(description as NonNullable<typeof description>)).toMatch(/^Typed data: /)
  })
})

describe('describeRequest: a stake as the Dev Phone Wallet sends it', () => {
  it('decodes stakeWithPermit to its function and arguments, not its selector', () => {
    const data = encodeFunctionData({
      abi: stakingAbi,
      functionName: 'stakeWithPermit',
      args: [1000n * 10n ** 18n, 30 * 86_400, 1_800_000_000n, 27, `0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`],
    })
    const description = describeRequest(
      'eth_sendTransaction',
      [{ from: account, to: local.staking, data }],
      31337,
      contracts,
    )
    expect(describeRequestText(description as NonNullable<typeof description>)).toBe(
      `Staking: stakeWithPermit(amount: 1000 STK, lockPeriod: 30 days, deadline: 1800000000, v: 27, r: 0x${'11'.repeat(32)}, s: 0x${'22'.repeat(32)})`,
    )
  })
})
