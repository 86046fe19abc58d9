import { encodeFunctionData, toHex, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { collectionAbi, stakeTokenAbi, stakingAbi } from '../abi/index.ts'
import { calldataText, decodeCalldata, MAX_ARGUMENT_CHARS, MAX_DECODED_CALLDATA_BYTES } from './decodeCalldata.ts'

const contracts = {
  stakeToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  staking: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  collection: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
} as const satisfies Record<string, Address>

describe('decodeCalldata', () => {
  it('names claim() from its selector 0x4e71d92d', () => {
    const decoded = decodeCalldata({ data: '0x4e71d92d', to: contracts.staking, contracts })
    expect(decoded).toEqual({ kind: 'function', contract: 'Staking', functionName: 'claim', args: [] })
    expect(calldataText(decoded)).toBe('claim()')
  })

  it('shows a stake amount in STK and its lock period in days', () => {
    const data = encodeFunctionData({ abi: stakingAbi, functionName: 'stake', args: [100n * 10n ** 18n, 2_592_000] })
    const decoded = decodeCalldata({ data, to: contracts.staking, contracts })
    expect(calldataText(decoded)).toBe('stake(amount: 100 STK, lockPeriod: 30 days)')
  })

  it('picks the ABI by address where ERC-20 and ERC-721 share a selector', () => {
    const data = encodeFunctionData({
      abi: stakeTokenAbi,
      functionName: 'approve',
      args: [contracts.staking, 5n * 10n ** 17n],
    })
    const token = decodeCalldata({ data, to: contracts.stakeToken, contracts })
    expect(token).toMatchObject({ contract: 'StakeToken', functionName: 'approve' })
    expect(calldataText(token)).toBe(`approve(spender: ${contracts.staking}, value: 0.5 STK)`)
    const nft = decodeCalldata({ data, to: contracts.collection, contracts })
    expect(nft).toMatchObject({ contract: 'Collection', functionName: 'approve' })
    expect(calldataText(nft)).toContain('tokenId: 500000000000000000')
  })

  it('decodes a known function sent elsewhere without naming a contract', () => {
    const data = encodeFunctionData({ abi: collectionAbi, functionName: 'mint', args: [2n] })
    expect(decodeCalldata({ data, to: '0x000000000000000000000000000000000000dEaD', contracts })).toMatchObject({
      kind: 'function',
      contract: undefined,
      functionName: 'mint',
    })
  })

  it('labels an unknown selector and shows it raw', () => {
    const decoded = decodeCalldata({ data: '0xdeadbeef00', to: contracts.staking, contracts })
    expect(decoded).toEqual({
      kind: 'unknown',
      selector: '0xdeadbeef',
      byteLength: 5,
      reason: 'Not a function of this app’s contracts',
    })
    expect(calldataText(decoded)).toBe('Not a function of this app’s contracts: selector 0xdeadbeef, 5 bytes')
  })

  it('labels calldata that is not hex, too short, or truncated, and never throws', () => {
    expect(decodeCalldata({ data: 'claim()' })).toMatchObject({ kind: 'unknown', reason: 'Not hex calldata' })
    expect(decodeCalldata({ data: { toString: () => '0x4e71d92d' } })).toMatchObject({ kind: 'unknown' })
    expect(decodeCalldata({ data: '0x4e71d9' })).toMatchObject({
      kind: 'unknown',
      reason: 'Too short for a function call',
    })
    expect(decodeCalldata({ data: '0x4e71d92' })).toMatchObject({ kind: 'unknown', reason: 'Not hex calldata' })
    // stake's selector with its arguments cut off
    const stake = encodeFunctionData({ abi: stakingAbi, functionName: 'stake', args: [1n, 86_400] })
    expect(decodeCalldata({ data: stake.slice(0, 40), to: contracts.staking, contracts })).toMatchObject({
      kind: 'unknown',
      selector: stake.slice(0, 10),
    })
    expect(decodeCalldata({ data: undefined })).toEqual({ kind: 'none' })
    expect(decodeCalldata({ data: '0x' })).toEqual({ kind: 'none' })
  })

  it('does not decode oversized calldata', () => {
    const data = `0x4e71d92d${'00'.repeat(MAX_DECODED_CALLDATA_BYTES)}` as const
    const started = performance.now()
    expect(decodeCalldata({ data, to: contracts.staking, contracts })).toMatchObject({
      kind: 'unknown',
      reason: 'Too large to decode',
      byteLength: MAX_DECODED_CALLDATA_BYTES + 4,
    })
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('survives a hostile dynamic array length and cuts long arguments', () => {
    // tokensOfOwner is a read, but execute((address,uint256,bytes)[]) takes a dynamic array: claim 2^255 entries
    const huge = `0x${'b61d27f6'}${toHex(32n, { size: 32 }).slice(2)}${'f'.repeat(64)}` as const
    expect(decodeCalldata({ data: huge }).kind).toBe('unknown')
    const longBytes = encodeFunctionData({
      abi: collectionAbi,
      functionName: 'safeTransferFrom',
      args: [contracts.staking, contracts.staking, 1n, toHex(new Uint8Array(400))],
    })
    const decoded = decodeCalldata({ data: longBytes, to: contracts.collection, contracts })
    expect(decoded.kind).toBe('function')
    if (decoded.kind === 'function') {
      const data = decoded.args.find((arg) => arg.type === 'bytes')
      expect(data?.text.length).toBe(MAX_ARGUMENT_CHARS + 1)
      expect(data?.text.endsWith('…')).toBe(true)
    }
  })
})
