import type { Address, Hash } from 'viem'
import { AddTransactionError, TRANSACTION_VALIDATION } from './AddTransactionError'
import type { NewTransaction } from './types'

const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/
const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/

/** Checks a new transaction (spec section 5); throws AddTransactionError listing every problem. */
export function validateTransaction(
  account: unknown,
  chainId: unknown,
  transaction: NewTransaction,
): { hash: Hash; description: string; confirmations: number | undefined; account: Address; chainId: number } {
  const input: Partial<Record<keyof NewTransaction, unknown>> = typeof transaction === 'object' && transaction !== null ? transaction : {}
  const { hash, description, confirmations } = input
  const problems: string[] = []
  if (typeof account !== 'string' || !ADDRESS_PATTERN.test(account)) problems.push('Invalid account')
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1) problems.push('Invalid chain id')
  if (typeof hash !== 'string' || !HASH_PATTERN.test(hash)) problems.push(TRANSACTION_VALIDATION.hash)
  if (typeof description !== 'string' || description.trim() === '') problems.push(TRANSACTION_VALIDATION.description)
  if (confirmations !== undefined && !(typeof confirmations === 'number' && Number.isInteger(confirmations) && confirmations >= 1)) {
    problems.push(TRANSACTION_VALIDATION.confirmations)
  }
  if (problems.length > 0) throw new AddTransactionError(problems)
  return {
    hash: hash as Hash,
    description: description as string,
    confirmations: confirmations as number | undefined,
    account: account as Address,
    chainId: chainId as number,
  }
}
