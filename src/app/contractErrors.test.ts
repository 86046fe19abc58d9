import { BaseError, ContractFunctionRevertedError, encodeErrorResult, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { batchExecutorAbi, collectionAbi, stakeTokenAbi, stakingAbi } from './abi/index.ts'
import {
  GENERIC_REVERT_SENTENCE,
  contractRevertError,
  decodeRevertData,
  describeContractError,
  findContractRevert,
  formatDate,
} from './contractErrors.ts'

describe('describeContractError', () => {
  it.each([
    ['ZeroAmount', [], 'The amount must be greater than 0.'],
    ['UnknownLockPeriod', [7], 'That lock period is not offered.'],
    ['NotStakeOwner', [3n], 'Stake #3 belongs to another account.'],
    ['AlreadyWithdrawn', [2n], 'Stake #2 has already been withdrawn.'],
    ['UnknownStake', [9n], 'Stake #9 does not exist.'],
    ['NothingToClaim', [], 'There are no rewards to claim yet.'],
    [
      'InsufficientRewardPool',
      [parseUnits('1', 18), parseUnits('2.5', 18)],
      'The reward pool holds 1 STK, not enough to pay 2.5 STK.',
    ],
    ['ZeroQuantity', [], 'Choose at least 1 token to mint.'],
    ['SoldOut', [], 'The collection is sold out.'],
    ['ExceedsMaxSupply', [3n], 'Only 3 tokens are left in the collection.'],
    ['WalletLimitExceeded', [5n, 4n], 'Each wallet may mint 5 tokens and this one has already minted 4.'],
    ['WrongPayment', [parseEther('0.02'), parseEther('0.01')], 'The mint costs 0.02 ETH but 0.01 ETH was sent.'],
    ['SomethingNew', [], GENERIC_REVERT_SENTENCE],
  ])('%s → %s', (name, args, sentence) => {
    expect(describeContractError(name, args)).toBe(sentence)
  })

  it('dates a StillLocked stake with its unlock time', () => {
    const unlock = 1_800_000_000n
    expect(describeContractError('StillLocked', [1n, unlock])).toBe(
      `This stake is still locked until ${formatDate(unlock)}.`,
    )
  })
})

describe('findContractRevert', () => {
  it('finds the decoded custom error deep in a viem error chain', () => {
    const data = encodeErrorResult({ abi: stakingAbi, errorName: 'StillLocked', args: [4n, 1_800_000_000n] })
    const reverted = new ContractFunctionRevertedError({ abi: stakingAbi, data, functionName: 'withdraw' })
    const outer = new BaseError('call failed', { cause: reverted })
    expect(findContractRevert(outer)).toEqual({ errorName: 'StillLocked', args: [4n, 1_800_000_000n] })
  })

  it('decodes collection errors by their ABI', () => {
    const data = encodeErrorResult({ abi: collectionAbi, errorName: 'WalletLimitExceeded', args: [5n, 5n] })
    const reverted = new ContractFunctionRevertedError({ abi: collectionAbi, data, functionName: 'mint' })
    expect(findContractRevert(reverted)).toEqual({ errorName: 'WalletLimitExceeded', args: [5n, 5n] })
  })

  it("decodes an error of a contract the called one called (the token's, under Staking) with the app's ABIs", () => {
    const data = encodeErrorResult({
      abi: stakeTokenAbi,
      errorName: 'ERC20InsufficientBalance',
      args: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 0n, parseUnits('2', 18)],
    })
    const reverted = new ContractFunctionRevertedError({ abi: stakingAbi, data, functionName: 'stake' })
    const found = findContractRevert(new BaseError('call failed', { cause: reverted }))
    expect(found?.errorName).toBe('ERC20InsufficientBalance')
    expect(found && contractRevertError(found).shortMessage).toBe('Your balance of 0 STK is below 2 STK.')
  })

  it('keeps a require message as Error and an unknown selector as Unknown', () => {
    const unknown = new ContractFunctionRevertedError({ abi: stakingAbi, data: '0xdeadbeef', functionName: 'stake' })
    expect(findContractRevert(unknown)).toEqual({ errorName: 'Unknown', args: [] })
    const message = new ContractFunctionRevertedError({ abi: stakingAbi, functionName: 'stake', message: 'paused' })
    expect(findContractRevert(message)).toEqual({ errorName: 'Error', args: ['paused'] })
  })

  it('returns undefined for errors that are not reverts', () => {
    expect(findContractRevert(new Error('network down'))).toBeUndefined()
    expect(findContractRevert(new BaseError('timeout'))).toBeUndefined()
  })
})

describe('decodeRevertData', () => {
  it("opens the BatchExecutor's CallFailed to the reason the failing call gave", () => {
    const reason = encodeErrorResult({ abi: stakingAbi, errorName: 'UnknownLockPeriod', args: [604_800] })
    const wrapped = encodeErrorResult({ abi: batchExecutorAbi, errorName: 'CallFailed', args: [1n, reason] })
    expect(decodeRevertData(wrapped)).toEqual({ errorName: 'UnknownLockPeriod', args: [604_800] })
    const bare = encodeErrorResult({ abi: batchExecutorAbi, errorName: 'CallFailed', args: [0n, '0x'] })
    expect(decodeRevertData(bare)).toEqual({ errorName: 'CallFailed', args: [0n, '0x'] })
  })

  it('says nothing for empty or unknown data', () => {
    expect(decodeRevertData(undefined)).toBeUndefined()
    expect(decodeRevertData('0x')).toBeUndefined()
    expect(decodeRevertData('0x12345678')).toBeUndefined()
  })
})

describe('every error of the app contracts has a sentence of its own', () => {
  const names = [stakingAbi, stakeTokenAbi, collectionAbi, batchExecutorAbi]
    .flat()
    .filter((item) => item.type === 'error')
    .map((item) => item.name)

  it.each([...new Set(names)])('%s', (name) => {
    expect(describeContractError(name, [])).not.toBe(GENERIC_REVERT_SENTENCE)
  })

  it.each([
    ['ERC721InvalidReceiver', ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']],
    ['Error', ['execution reverted']],
    ['Error', ['']],
  ])('%s(%j) reads without library words', (name, args) => {
    expect(describeContractError(name, args)).not.toMatch(/execution reverted|contract function/)
  })

  it("Error(string) gives the require's own reason", () => {
    expect(describeContractError('Error', ['execution reverted: paused'])).toBe(
      'The contract refused this transaction: paused.',
    )
  })
})
