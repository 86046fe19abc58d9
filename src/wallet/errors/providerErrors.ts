/**
 * EIP-1193 provider errors (https://eips.ethereum.org/EIPS/eip-1193#provider-errors) and EIP-3326's
 * unknown chain. Each class's static `code` is the one place its code is written: its constructor and
 * mapWalletError read it (as viem's RPC error classes do), and mapWalletError keeps viem's matching class
 * as the cause. `aliases` lists other codes wallets answer with for the same error.
 */
import { WalletError, type WalletErrorOptions } from './WalletError.ts'

/** The person said no in the wallet. */
export class UserRejectedError extends WalletError {
  static readonly code = 4001
  /** WalletConnect's USER_REJECTED session code: the same refusal, from a WalletConnect wallet. */
  static readonly aliases = [5000] as const
  constructor(options: WalletErrorOptions = {}) {
    super('You rejected the request in your wallet.', {
      code: UserRejectedError.code,
      ...options,
      name: 'UserRejectedError',
    })
  }
}

/** The wallet has not authorised this site for the method or account. */
export class UnauthorizedError extends WalletError {
  static readonly code = 4100
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet has not authorised this site for that request.', {
      code: UnauthorizedError.code,
      ...options,
      name: 'UnauthorizedError',
    })
  }
}

/** The wallet does not support the method. */
export class UnsupportedMethodError extends WalletError {
  static readonly code = 4200
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet does not support this request.', {
      code: UnsupportedMethodError.code,
      ...options,
      name: 'UnsupportedMethodError',
    })
  }
}

/** The wallet is disconnected from every chain. */
export class DisconnectedError extends WalletError {
  static readonly code = 4900
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet is disconnected from the network.', {
      code: DisconnectedError.code,
      ...options,
      name: 'DisconnectedError',
    })
  }
}

/**
 * The wallet is not connected to the requested chain. Some wallets give this answer to a switch to a chain they
 * do not have, so isUnknownChainError reads this code too (unknownChain.ts): the same meaning, seen from a switch.
 */
export class ChainDisconnectedError extends WalletError {
  static readonly code = 4901
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet is not connected to this network.', {
      code: ChainDisconnectedError.code,
      ...options,
      name: 'ChainDisconnectedError',
    })
  }
}

/** EIP-3326: the wallet does not know the chain; add it, then switch. */
export class UnknownChainError extends WalletError {
  static readonly code = 4902
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet does not know this network yet.', {
      code: UnknownChainError.code,
      ...options,
      name: 'UnknownChainError',
    })
  }
}
