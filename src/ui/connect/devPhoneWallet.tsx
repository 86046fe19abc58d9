import { createContext, useContext } from 'react'

/** Where the Dev Phone Wallet page lives (development with the local relay only), else undefined. */
export const DevPhoneWalletContext = createContext<string | undefined>(undefined)

/** The link that opens the Dev Phone Wallet with this pairing URI, when there is one. */
export function useDevPhoneWalletLink(uri: string): string | undefined {
  const page = useContext(DevPhoneWalletContext)
  return page ? `${page}?uri=${encodeURIComponent(uri)}` : undefined
}
