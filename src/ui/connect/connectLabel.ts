/**
 * The connect action's one label, wherever a button opens Connect a Wallet (header, Home, the write forms, My
 * Collection): docs/requirements.md names the action 'Connect Wallet' and its dialog 'Connect a Wallet'.
 */
export const CONNECT_WALLET_LABEL = 'Connect Wallet'
