/**
 * Sentences for the contracts' custom errors (Staking, StakeToken via OpenZeppelin, Collection).
 * The args arrive decoded by viem from the ABI.
 */
import { BaseError, ContractFunctionRevertedError } from 'viem'
import { formatTokenAmount } from './format.ts'

/** Unlock dates are shown in the visitor's locale and time zone. */
export function formatDate(unixSeconds: bigint | number): string {
  return new Date(Number(unixSeconds) * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

const stk = (value: unknown): string => `${formatTokenAmount(toBigInt(value))} STK`
const eth = (value: unknown): string => `${formatTokenAmount(toBigInt(value))} ETH`

function toBigInt(value: unknown): bigint {
  return typeof value === 'bigint' ? value : typeof value === 'number' ? BigInt(value) : 0n
}

type Describe = (args: readonly unknown[]) => string

const SENTENCES: Record<string, Describe> = {
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

/** The sentence for a custom error by name; a generic sentence for unknown ones. */
export function describeContractError(errorName: string, args: readonly unknown[] = []): string {
  const describe = SENTENCES[errorName]
  return describe ? describe(args) : GENERIC_REVERT_SENTENCE
}

/** Pulls the decoded custom error (name + args) out of a viem error chain, if any. */
export function findContractRevert(error: unknown): { errorName: string; args: readonly unknown[] } | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError)) return undefined
  const errorName = reverted.data?.errorName ?? (reverted.reason ? 'Error' : 'Unknown')
  return { errorName, args: reverted.data?.args ?? (reverted.reason ? [reverted.reason] : []) }
}
