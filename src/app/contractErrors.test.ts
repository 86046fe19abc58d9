import { BaseError, ContractFunctionRevertedError, encodeErrorResult, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { collectionAbi, stakingAbi } from './abi/index.ts'
import { GENERIC_REVERT_SENTENCE, describeContractError, findContractRevert, formatDate } from './contractErrors.ts'

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

  it('returns undefined for errors that are not reverts', () => {
    expect(findContractRevert(new Error('network down'))).toBeUndefined()
    expect(findContractRevert(new BaseError('timeout'))).toBeUndefined()
  })
})
