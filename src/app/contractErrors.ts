/**
 * Sentences for the contracts' custom errors (Staking, StakeToken via OpenZeppelin, Collection), and revert
 * data decoded with viem's decodeErrorResult over every app ABI: a call's revert may come from a contract it
 * called (the token under Staking) or arrive wrapped by the BatchExecutor.
 */
import { BaseError, ContractFunctionRevertedError, decodeErrorResult, isHex, type Abi, type Hex } from 'viem'
import { readOr } from '../chains/index.ts'
import { batchExecutorAbi, collectionAbi, stakeTokenAbi, stakingAbi } from './abi/index.ts'
import { ContractRevertError } from './errors.ts'
import { formatTokenAmount } from './format.ts'
import { LIBRARY_SENTENCES, type Describe } from './libraryErrorSentences.ts'

/** Unlock dates are shown in the visitor's locale and time zone. */
export function formatDate(unixSeconds: bigint | number): string {
  return new Date(Number(unixSeconds) * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

const stk = (value: unknown): string => `${formatTokenAmount(toBigInt(value))} STK`
const eth = (value: unknown): string => `${formatTokenAmount(toBigInt(value))} ETH`

function toBigInt(value: unknown): bigint {
  return typeof value === 'bigint' ? value : typeof value === 'number' ? BigInt(value) : 0n
}

const SENTENCES: Record<string, Describe> = {
  ...LIBRARY_SENTENCES,
  ZeroAmount: () => 'The amount must be greater than 0.',
  UnknownLockPeriod: () => 'That lock period is not offered.',
  StillLocked: ([, unlockTime]) => `This stake is still locked until ${formatDate(toBigInt(unlockTime))}.`,
  NotStakeOwner: ([id]) => `Stake #${String(id)} belongs to another account.`,
  AlreadyWithdrawn: ([id]) => `Stake #${String(id)} has already been withdrawn.`,
  UnknownStake: ([id]) => `Stake #${String(id)} does not exist.`,
  NothingToClaim: () => 'There are no rewards to claim yet.',
  InsufficientRewardPool: ([available, required]) =>
    `The reward pool holds ${stk(available)}, not enough to pay ${stk(required)}.`,
  ERC20InsufficientBalance: ([, balance, needed]) => `Your balance of ${stk(balance)} is below ${stk(needed)}.`,
  ERC20InsufficientAllowance: ([, allowance, needed]) =>
    `The staking contract may spend ${stk(allowance)} of your tokens, below ${stk(needed)}. Approve again.`,
  ZeroQuantity: () => 'Choose at least 1 token to mint.',
  SoldOut: () => 'The collection is sold out.',
  ExceedsMaxSupply: ([available]) => `Only ${String(available)} tokens are left in the collection.`,
  WalletLimitExceeded: ([limit, alreadyMinted]) =>
    `Each wallet may mint ${String(limit)} tokens and this one has already minted ${String(alreadyMinted)}.`,
  WrongPayment: ([expected, sent]) => `The mint costs ${eth(expected)} but ${eth(sent)} was sent.`,
}

export const GENERIC_REVERT_SENTENCE = 'The contract refused this transaction.'

/**
 * The sentence for a custom error by name; the generic sentence for unknown ones, and for arguments that cannot be
 * worded (not the types the ABI gives, or values that throw when read).
 */
export function describeContractError(errorName: string, args: readonly unknown[] = []): string {
  const describe = Object.hasOwn(SENTENCES, errorName) ? SENTENCES[errorName] : undefined
  return (describe && readOr(() => describe(args), undefined)) ?? GENERIC_REVERT_SENTENCE
}

/** A contract error by name with its decoded arguments ('Error' with the reason for a require message). */
export interface ContractRevert {
  readonly errorName: string
  readonly args: readonly unknown[]
}

/**
 * Every custom error of the app's contracts (some, like Ownable's, appear in several ABIs: same selector).
 * Built per call, not at import, so a page that only formats dates keeps the ABIs out of its chunk.
 */
const appErrorsAbi = (): Abi =>
  [...stakingAbi, ...stakeTokenAbi, ...collectionAbi, ...batchExecutorAbi].filter((item) => item.type === 'error')

/**
 * Revert data decoded with the app's ABIs (and Solidity's Error(string) and Panic(uint256), which viem adds);
 * a BatchExecutor's CallFailed(index, reason) by the reason it carries. undefined for empty or unknown data.
 */
export function decodeRevertData(data: Hex | undefined): ContractRevert | undefined {
  if (!data || data === '0x') return undefined
  try {
    const { errorName, args = [] } = decodeErrorResult({ abi: appErrorsAbi(), data })
    const [, reason] = args
    if (errorName === 'CallFailed' && isHex(reason) && reason !== '0x')
      return decodeRevertData(reason) ?? { errorName, args }
    return { errorName, args }
  } catch {
    return undefined
  }
}

/**
 * Pulls the decoded custom error (name + args) out of a viem error chain, if any; none out of a chain that throws
 * when read (a getter or a Proxy among its causes).
 */
export function findContractRevert(error: unknown): ContractRevert | undefined {
  return readOr(() => revertIn(error), undefined)
}

function revertIn(error: unknown): ContractRevert | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError)) return undefined
  if (reverted.data) return { errorName: reverted.data.errorName, args: reverted.data.args ?? [] }
  // Not in the called contract's ABI: raised by a contract it called (the token under Staking).
  const decoded = decodeRevertData(reverted.raw)
  if (decoded) return decoded
  return reverted.reason ? { errorName: 'Error', args: [reverted.reason] } : { errorName: 'Unknown', args: [] }
}

/** The app's error for a decoded revert, in words; `hash` when it happened on-chain, not in simulation. */
export function contractRevertError(revert: ContractRevert, options: { cause?: unknown; hash?: Hex } = {}) {
  const { errorName, args } = revert
  return new ContractRevertError(errorName, args, describeContractError(errorName, args), options)
}
