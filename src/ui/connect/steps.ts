/** The Connect a Wallet wizard's steps (docs/requirements.md, "Wallet dialogs"), named as there. */
export type WalletStep =
  | 'NONE'
  | 'LEARN_COMPACT'
  | 'GET'
  | 'CONNECT'
  | 'DOWNLOAD_OPTIONS'
  | 'DOWNLOAD'
  | 'INSTRUCTIONS_MOBILE'
  | 'INSTRUCTIONS_EXTENSION'

/** The steps a phone's bottom sheet uses beside its wallet list. */
export type MobileWalletStep = Extract<WalletStep, 'CONNECT' | 'GET'>

export const WALLET_STEPS: readonly WalletStep[] = [
  'NONE',
  'LEARN_COMPACT',
  'GET',
  'CONNECT',
  'DOWNLOAD_OPTIONS',
  'DOWNLOAD',
  'INSTRUCTIONS_MOBILE',
  'INSTRUCTIONS_EXTENSION',
]

export const MOBILE_WALLET_STEPS: readonly MobileWalletStep[] = ['CONNECT', 'GET']

/** docs/requirements.md, "Wallet dialogs": the Get panel lists at most 5 wallets, 3 on mobile. */
export const GET_LIST_LIMIT = 5
export const MOBILE_GET_LIST_LIMIT = 3

/** docs/requirements.md, "Wallet dialogs": dialog max height, compact and wide. */
export const COMPACT_MAX_HEIGHT = 468
export const WIDE_MAX_HEIGHT = 504

/** Where Back leads from each step (NONE has nowhere further back). */
export function previousStep(step: WalletStep, compact: boolean): WalletStep {
  switch (step) {
    case 'DOWNLOAD':
      return 'DOWNLOAD_OPTIONS'
    case 'INSTRUCTIONS_MOBILE':
      return 'DOWNLOAD'
    case 'INSTRUCTIONS_EXTENSION':
      return 'DOWNLOAD_OPTIONS'
    case 'DOWNLOAD_OPTIONS':
      return compact ? 'NONE' : 'GET'
    default:
      return 'NONE'
  }
}
