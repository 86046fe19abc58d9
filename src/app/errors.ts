/**
 * Typed errors of the app and its views. Each carries a code (the contract's error name, a preflight
 * reason, a wallet code) and a one-line shortMessage meant for people; `details` keeps what went wrong
 * underneath for logs. The chain library keeps its own ChainConfigError: it sits below the app.
 */
import type { Hex } from 'viem'
import { isInstance, readField } from '../chains/index.ts'
import { CHAIN_UNREACHABLE_MESSAGE, isNodeUnreachable } from './nodeUnreachable.ts'

export interface AppErrorOptions {
  readonly cause?: unknown
  /** What went wrong underneath, for logs and bug reports (not shown as the message). */
  readonly details?: string
}

export abstract class AppError extends Error {
  abstract readonly code: string | number
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: AppErrorOptions = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

/**
 * The one line a person sees for a failed action: the error's `shortMessage` (errors of the wallet
 * module, viem and the app carry one), else its message, else `fallback`, which names the action that failed.
 * A node that did not answer reads as the app's sentence, not viem's 'HTTP request failed.'.
 */
export function shortMessageOf(error: unknown, fallback: string): string {
  if (isNodeUnreachable(error)) return CHAIN_UNREACHABLE_MESSAGE
  // Read without throwing: what was thrown may be a Proxy or have getters that throw.
  if (!isInstance(error, Error)) return fallback
  const short = readField(error, 'shortMessage')
  if (typeof short === 'string' && short !== '') return short
  const message = readField(error, 'message')
  return typeof message === 'string' && message !== '' ? message : fallback
}

export type PreflightCode =
  | 'not-connected'
  | 'wrong-network'
  | 'no-contracts'
  | 'invalid-input'
  | 'insufficient-funds'
  | 'busy'
  | 'node-unreachable'

/** The action cannot start: checked before any wallet prompt. */
export class PreflightError extends AppError {
  override readonly name = 'PreflightError'
  readonly code: PreflightCode

  constructor(code: PreflightCode, shortMessage: string) {
    super(shortMessage)
    this.code = code
  }
}

/** The contract refused the call (during simulation or on-chain), decoded to its custom error. */
export class ContractRevertError extends AppError {
  override readonly name = 'ContractRevertError'
  readonly code: string
  readonly args: readonly unknown[]
  /** Set when the revert happened on-chain, not in simulation. */
  readonly hash: Hex | undefined

  constructor(
    errorName: string,
    args: readonly unknown[],
    shortMessage: string,
    options?: { cause?: unknown; hash?: Hex },
  ) {
    super(shortMessage, options)
    this.code = errorName
    this.args = args
    this.hash = options?.hash
  }
}

/** Anything else that went wrong on the way (node down, wallet error); keeps the original as cause. */
export class ActionFailedError extends AppError {
  override readonly name = 'ActionFailedError'
  readonly code: string | number

  constructor(code: string | number, shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.code = code
  }
}
