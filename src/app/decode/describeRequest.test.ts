import { encodeFunctionData, numberToHex, stringToHex, type Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { collectionAbi, stakingAbi } from '../abi/index.ts'
import { describeRequest, describeRequestText } from './describeRequest.ts'
import { MAX_MESSAGE_CHARS, messageText } from './messageText.ts'

const account: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const local = {
  stakeToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  staking: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  collection: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
} as const
const contracts = { 31337: local }

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
