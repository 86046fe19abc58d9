/** The Connect a Wallet wizard's steps (docs/requirements.md, "Wallet dialogs"), named as there. */
export type WalletStep =
  | 'NONE'
  | 'LEARN_COMPACT'
  | 'GET'
  | 'CONNECT'
  /** Several providers claim a built-in wallet: which one to connect. */
  | 'CHOOSE_PROVIDER'
  | 'DOWNLOAD_OPTIONS'
  | 'DOWNLOAD'
  | 'INSTRUCTIONS_MOBILE'
  | 'INSTRUCTIONS_EXTENSION'

/** docs/requirements.md, "Wallet dialogs": the Get panel lists at most 5 wallets, 3 on mobile. */
export const GET_LIST_LIMIT = 5
export const MOBILE_GET_LIST_LIMIT = 3

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
