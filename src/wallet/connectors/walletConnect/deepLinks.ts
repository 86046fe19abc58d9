/**
 * Deep links that open a wallet app on a WalletConnect pairing URI (mobile).
 * The URI goes in a query parameter, so it is percent-encoded whole.
 */
export const walletConnectDeepLinkBases = {
  rainbow: 'rainbow://wc?uri=',
  metaMask: 'metamask://wc?uri=',
  coinbaseWallet: 'cbwallet://wc?uri=',
} as const

export type DeepLinkWallet = keyof typeof walletConnectDeepLinkBases

/** Returns the function that builds `wallet`'s deep link for a pairing URI. */
export function walletConnectDeepLink(wallet: DeepLinkWallet): (uri: string) => string {
  const base = walletConnectDeepLinkBases[wallet]
  return (uri) => `${base}${encodeURIComponent(uri)}`
}
