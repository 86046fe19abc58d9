/**
 * Wallets report "I don't know this chain" to wallet_switchEthereumChain in different ways.
 * One row per known report; `isUnknownChainError` is true when any row matches.
 */
import { BaseError } from 'viem'
import { originalErrorOf } from './mapWalletError.ts'
import { ChainDisconnectedError, UnknownChainError } from './providerErrors.ts'

export interface UnknownChainSignal {
  readonly who: string
  readonly matches: (error: unknown) => boolean
}

export const unknownChainSignals: readonly UnknownChainSignal[] = [
  // EIP-3326: https://eips.ethereum.org/EIPS/eip-3326
  { who: 'EIP-3326 wallets (MetaMask desktop, Rabby, Coinbase)', matches: (e) => codeIn(e) === UnknownChainError.code },
  // https://github.com/MetaMask/metamask-mobile/issues/3312
  {
    who: 'MetaMask mobile (nested originalError)',
    matches: (e) => codeIn(originalErrorOf(rawOf(e))) === UnknownChainError.code,
  },
  // EIP-1193's "not connected to the requested chain" (ChainDisconnectedError), which some wallets answer to a
  // switch to a chain they lack: the same meaning seen from a switch, so the code is read here and by the mapper.
  {
    who: `wallets answering ${ChainDisconnectedError.code}`,
    matches: (e) => codeIn(e) === ChainDisconnectedError.code,
  },
  // Older MetaMask mobile and several WalletConnect wallets only say so in the message.
  { who: "wallets saying 'Unrecognized chain ID'", matches: (e) => /unrecognized chain id/i.test(messagesOf(e)) },
]

export function isUnknownChainError(error: unknown): boolean {
  try {
    return unknownChainSignals.some((signal) => signal.matches(error))
  } catch {
    // An error that throws when read says nothing about the chain.
    return false
  }
}

/** The deepest error carrying a `code`, past viem / WalletError wrappers. */
function rawOf(error: unknown): unknown {
  if (!(error instanceof BaseError)) return error
  let deepest: unknown = error
  error.walk((e) => {
    if (typeof e === 'object' && e !== null && 'code' in e) deepest = e
    return false
  })
  return deepest
}

function codeIn(error: unknown): unknown {
  const raw = rawOf(error)
  if (typeof raw === 'object' && raw !== null && 'code' in raw) return raw.code
  return undefined
}

function messagesOf(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if ('message' in current && typeof current.message === 'string') parts.push(current.message)
    current = 'cause' in current ? current.cause : undefined
  }
  return parts.join('\n')
}
