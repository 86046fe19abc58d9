import type { Address, Hash } from 'viem'
import { AddTransactionError, TRANSACTION_VALIDATION } from './AddTransactionError.ts'
import type { NewTransaction, SettledReceipt } from './types.ts'

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/
const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

export interface ValidTransaction {
  readonly account: Address
  readonly chainId: number
  readonly hash: Hash
  readonly description: string
  readonly confirmations: number | undefined
  readonly receipt: SettledReceipt | undefined
}

const isHash = (value: unknown): value is Hash => typeof value === 'string' && HASH_PATTERN.test(value)
const isAccount = (value: unknown): value is Address => typeof value === 'string' && ADDRESS_PATTERN.test(value)
const isChainId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1
const isDescription = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isConfirmations = (value: unknown): value is number | undefined =>
  value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 1)
/** A receipt is trusted to settle the entry only when it is this hash's and says how it ended. */
const isReceiptOf = (value: unknown, hash: unknown): value is SettledReceipt | undefined => {
  if (value === undefined) return true
  if (typeof value !== 'object' || value === null || !isHash(hash)) return false
  const { transactionHash, status } = value as Partial<Record<keyof SettledReceipt, unknown>>
  return (
    typeof transactionHash === 'string' &&
    transactionHash.toLowerCase() === hash.toLowerCase() &&
    (status === 'success' || status === 'reverted')
  )
}

/**
 * Checks a new transaction as it may come from untyped code; throws one
 * AddTransactionError listing every problem: 'Unable to add transaction: …'.
 */
export function validateTransaction(account: unknown, chainId: unknown, transaction: NewTransaction): ValidTransaction {
  const input: Partial<Record<keyof NewTransaction, unknown>> =
    typeof transaction === 'object' && transaction !== null ? transaction : {}
  const { hash, description, confirmations, receipt } = input
  if (
    isAccount(account) &&
    isChainId(chainId) &&
    isHash(hash) &&
    isDescription(description) &&
    isConfirmations(confirmations) &&
    isReceiptOf(receipt, hash)
  ) {
    return { account, chainId, hash, description, confirmations, receipt }
  }
  const problems: string[] = []
  if (!isAccount(account)) problems.push('Invalid account')
  if (!isChainId(chainId)) problems.push('Invalid chain id')
  if (!isHash(hash)) problems.push(TRANSACTION_VALIDATION.hash)
  if (!isDescription(description)) problems.push(TRANSACTION_VALIDATION.description)
  if (!isConfirmations(confirmations)) problems.push(TRANSACTION_VALIDATION.confirmations)
  if (!isReceiptOf(receipt, hash)) problems.push(TRANSACTION_VALIDATION.receipt)
  throw new AddTransactionError(problems)
}
