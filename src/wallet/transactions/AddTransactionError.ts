import { WalletError } from '../errors/WalletError.ts'

export const ADD_TRANSACTION_PREFIX = 'Unable to add transaction'

/** The validation messages, word for word as people and tests see them (including 'positiver', kept on purpose). */
export const TRANSACTION_VALIDATION = {
  hash: 'Invalid transaction hash',
  description: 'Transaction must have a description',
  confirmations: 'Transaction confirmations must be a positiver integer',
  receipt: "Transaction receipt must be this transaction's, with status 'success' or 'reverted'",
} as const

/** A transaction could not be added to local history; `problems` lists every failed check. */
export class AddTransactionError extends WalletError {
  readonly problems: readonly string[]

  constructor(problems: readonly string[]) {
    super(`${ADD_TRANSACTION_PREFIX}: ${problems.join('; ')}`, {
      code: 'INVALID_TRANSACTION',
      name: 'AddTransactionError',
    })
    this.problems = problems
  }
}
