import { prefetch } from '../kit/prefetch'
import { walletDialogs } from '../modals/walletDialogs'
import { connectedControl } from '../shell/connectedControlChunk'

/**
 * Imports (fetches and evaluates) what a first connect shows: the Connect a Wallet dialog and the header's
 * connected controls, whose chunk holds the wallet module too (scripts/vite/chunkGroups.ts). The click then
 * waits for no module, and neither render suspends. Never rejects; the real use retries a failed import.
 */
export function preloadConnectPath(): void {
  prefetch(walletDialogs.connect.preload)
  preloadConnectedHeader()
}

/**
 * Imports the header's connected controls (balance, account pill, chain icons). A saved session reconnects with no
 * click: started beside the wallet module, they are ready when the wallet answers, instead of loading after it.
 */
export function preloadConnectedHeader(): void {
  prefetch(connectedControl.preload)
}
