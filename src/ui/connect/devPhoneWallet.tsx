import { createContext, useContext } from 'react'

/** Where the Dev Phone Wallet page lives (development with the local relay only), else undefined. */
export const DevPhoneWalletContext = createContext<string | undefined>(undefined)

/**
 * 'Open in Dev Phone Wallet' with this pairing URI, in development only: the build-time DEV constant
 * lets a production build drop the link altogether, as it drops the page.
 */
export function DevPhoneWalletLink({ uri }: { readonly uri: string }) {
  const page = useContext(DevPhoneWalletContext)
  if (!import.meta.env.DEV || !page) return null
  return (
    <a
      className="btn btn-small btn-quiet"
      href={`${page}?uri=${encodeURIComponent(uri)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      Open in Dev Phone Wallet
    </a>
  )
}
