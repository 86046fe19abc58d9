/** Configuration checks run once by createWallet; each failure names what to fix. */
import type { Chain } from 'viem'
import { WalletConfigError } from '../errors/configErrors.ts'
import { offeredWallets, type OfferedWallet } from '../options/offeredWallets.ts'
import type { WalletOptionInput } from '../types.ts'

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

export function validateChains(chains: readonly Chain[] | undefined): void {
  if (!chains || chains.length === 0) throw new WalletConfigError('must have at least one chain')
  const seen = new Set<number>()
  for (const chain of chains) {
    if (seen.has(chain.id)) throw new WalletConfigError(`Chain ${chain.id} is configured twice.`)
    seen.add(chain.id)
  }
}

export function validateWalletOption(option: WalletOptionInput): void {
  if (option.iconAccent !== undefined && !HEX_COLOUR.test(option.iconAccent)) {
    throw new WalletConfigError(
      `Wallet "${option.name}" has an invalid iconAccent "${option.iconAccent}": it must be a hex colour such as #1A2B3C.`,
    )
  }
  if (option.id.trim() === '') throw new WalletConfigError(`Wallet "${option.name}" needs a non-empty id.`)
}

/** The built-in wallets to offer, in the order named; unknown or repeated ids are refused. */
export function validateOfferedWallets(ids: readonly string[] | undefined): readonly OfferedWallet[] {
  if (ids === undefined) return offeredWallets
  if (!Array.isArray(ids)) throw new WalletConfigError('wallets must be an array of wallet ids.')
  const known = offeredWallets.map((wallet) => wallet.id)
  return ids.map((id, index) => {
    const wallet = offeredWallets.find((candidate) => candidate.id === id)
    if (!wallet)
      throw new WalletConfigError(`Unknown wallet "${String(id)}" in wallets; known ids: ${known.join(', ')}.`)
    if (ids.indexOf(id) !== index) throw new WalletConfigError(`Wallet "${id}" is listed twice in wallets.`)
    return wallet
  })
}

/** Storage keys start with the prefix: it must be a non-empty string. */
export function validateStoragePrefix(prefix: unknown): string {
  if (typeof prefix !== 'string' || prefix.trim() === '')
    throw new WalletConfigError('storageKeyPrefix must be a non-empty string such as "myapp.wallet.".')
  return prefix
}
