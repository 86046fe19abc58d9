import type { WalletOption } from '../../wallet/index.ts'
import { howToGet } from './howToGet'
import type { WalletStep } from './steps'

/**
 * Where choosing a wallet in the list leads: a built-in wallet that several providers claim asks which one;
 * a ready wallet connects at once; a WalletConnect option
 * that cannot pair (no project id) shows why on its CONNECT step; a wallet that is not installed goes
 * straight to its Get page (the store links on a phone); one with nothing to get says so on CONNECT and
 * offers Get a Wallet there.
 */
export function entryStep(option: WalletOption, mobile: boolean): 'connect' | WalletStep {
  if (option.claimants?.length) return 'CHOOSE_PROVIDER'
  if (option.ready) return 'connect'
  if (option.usesWalletConnect) return 'CONNECT'
  const route = howToGet(option)
  if (!route) return 'CONNECT'
  // The phone's Get list links to the app stores; a web app has none, its own page explains it.
  return mobile && route !== 'webApp' ? 'GET' : 'DOWNLOAD_OPTIONS'
}
