/** Errors only the WalletConnect connector raises; session codes live in errors/sessionErrors.ts. */
import { WalletConfigError } from '../../errors/configErrors.ts'
import { WalletError, type WalletErrorOptions } from '../../errors/WalletError.ts'
import { SessionError } from '../../errors/sessionErrors.ts'
import { NO_PROJECT_ID } from '../../store/connectorRegistry.ts'

/** WalletConnect needs a WalletConnect Cloud project id from configuration (VITE_WC_PROJECT_ID). */
export class ProjectIdMissingError extends WalletConfigError {
  override name = 'ProjectIdMissingError'
  constructor(options: WalletErrorOptions = {}) {
    super(NO_PROJECT_ID, options) // NO_PROJECT_ID, word for word: the SDK's own sentence
  }
}

/**
 * No pairing URI came within the pairing limit. Offline, the SDK's init() resolves and connect()
 * only fails after 75 to 151 s, so this is our own verdict (see PAIRING_TIMEOUT_MS in pairingAttempt.ts).
 */
export class RelayUnreachableError extends WalletError {
  static readonly code = 'RELAY_UNREACHABLE'
  constructor(options: WalletErrorOptions = {}) {
    super('The WalletConnect relay cannot be reached. Check your connection and retry.', {
      code: 'RELAY_UNREACHABLE',
      ...options,
      name: 'RelayUnreachableError',
    })
  }
}

/** The wallet's session does not include the chain asked for; only a new session can add it. */
export class ChainNotApprovedError extends SessionError {
  static readonly code = 5100
  readonly chainId: number
  constructor(chainId: number, walletName: string, approved: readonly number[]) {
    super(`${walletName} did not approve chain ${chainId} for this session.`, {
      code: 5100,
      details: `approved chains: ${approved.join(', ') || 'none'}`,
      metaMessages: ['Disconnect, then connect again and approve that network in your wallet.'],
      name: 'ChainNotApprovedError',
    })
    this.chainId = chainId
  }
}

/** A session identifier from the peer did not parse as CAIP-2 / CAIP-10: the session is not trusted. */
export class InvalidSessionIdError extends WalletError {
  static readonly code = 'INVALID_SESSION_ID'
  constructor(value: string, cause?: Error) {
    super('The wallet sent an invalid session identifier, so the session was closed.', {
      code: 'INVALID_SESSION_ID',
      details: `received: ${JSON.stringify(value)}`,
      ...(cause ? { cause } : {}),
      name: 'InvalidSessionIdError',
    })
  }
}
