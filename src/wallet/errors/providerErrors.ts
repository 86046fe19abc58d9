/**
 * EIP-1193 provider errors (https://eips.ethereum.org/EIPS/eip-1193#provider-errors) and EIP-3326's
 * unknown chain. Each class keeps viem's matching error class as its cause (see mapWalletError).
 */
import { WalletError, type WalletErrorOptions } from './WalletError.ts'

/** 4001 (and WalletConnect's 5000): the person said no in the wallet. */
export class UserRejectedError extends WalletError {
  static readonly code = 4001
  constructor(options: WalletErrorOptions = {}) {
    super('You rejected the request in your wallet.', { code: 4001, ...options, name: 'UserRejectedError' })
  }
}

/** 4100: the wallet has not authorised this site for the method or account. */
export class UnauthorizedError extends WalletError {
  static readonly code = 4100
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet has not authorised this site for that request.', {
      code: 4100,
      ...options,
      name: 'UnauthorizedError',
    })
  }
}

/** 4200: the wallet does not support the method. */
export class UnsupportedMethodError extends WalletError {
  static readonly code = 4200
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet does not support this request.', { code: 4200, ...options, name: 'UnsupportedMethodError' })
  }
}

/** 4900: the wallet is disconnected from every chain. */
export class DisconnectedError extends WalletError {
  static readonly code = 4900
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet is disconnected from the network.', { code: 4900, ...options, name: 'DisconnectedError' })
  }
}

/** 4901: the wallet is not connected to the requested chain. */
export class ChainDisconnectedError extends WalletError {
  static readonly code = 4901
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet is not connected to this network.', { code: 4901, ...options, name: 'ChainDisconnectedError' })
  }
}

/** 4902 (EIP-3326): the wallet does not know the chain; add it, then switch. */
export class UnknownChainError extends WalletError {
  static readonly code = 4902
  constructor(options: WalletErrorOptions = {}) {
    super('Your wallet does not know this network yet.', { code: 4902, ...options, name: 'UnknownChainError' })
  }
}
