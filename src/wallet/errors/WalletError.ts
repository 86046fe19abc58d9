import { BaseError } from 'viem'
import { readProperty } from '../callLog/plain.ts'

export interface WalletErrorOptions {
  /** The code the wallet answered with (kept even when a class covers several codes). */
  code?: number | string | undefined
  /** The wallet's original error (or the viem error wrapping it). */
  cause?: Error | undefined
  /** Extra lines shown under the short message. */
  metaMessages?: string[] | undefined
  details?: string | undefined
}

/**
 * Base of every error the wallet module throws: a one-line `shortMessage` for people, the wallet's
 * original `code`, the native `cause`, and viem's `walk()` to reach a cause deep in the chain.
 * Narrow with `instanceof`, never by parsing the message.
 */
export class WalletError extends BaseError {
  /** The wallet's original code (a class covering several keeps the one answered), or the class's own when none. */
  readonly code: number | string

  constructor(shortMessage: string, options: WalletErrorOptions & { name?: string | undefined } = {}) {
    super(shortMessage, {
      cause: options.cause,
      details: options.details,
      metaMessages: options.metaMessages,
      name: options.name ?? 'WalletError',
    })
    this.code = options.code ?? 'UNKNOWN'
  }
}

/** A raw `{ code, message, data }` answer from a wallet turned into an Error, losing nothing. */
export class RawProviderError extends Error {
  readonly code: number | string | undefined
  readonly data: unknown

  constructor(raw: { code?: unknown; message?: unknown; data?: unknown }) {
    // A wallet's error object may throw when read (getters, Proxies): each field is read once, defensively.
    const message = readProperty(raw, 'message')
    const code = readProperty(raw, 'code')
    super(typeof message === 'string' ? message : 'The wallet returned an error without a message.')
    this.name = 'RawProviderError'
    this.code = typeof code === 'number' || typeof code === 'string' ? code : undefined
    this.data = readProperty(raw, 'data')
  }
}
