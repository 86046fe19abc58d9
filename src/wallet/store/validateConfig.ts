/** Configuration checks run once by createWallet; each failure names what to fix. */
import type { Chain } from 'viem'
import { WalletConfigError } from '../errors/configErrors.ts'
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
    throw new WalletConfigError(`Wallet "${option.name}" has an invalid iconAccent "${option.iconAccent}": it must be a hex colour such as #1A2B3C.`)
  }
  if (option.id.trim() === '') throw new WalletConfigError(`Wallet "${option.name}" needs a non-empty id.`)
}
