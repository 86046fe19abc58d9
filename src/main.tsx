import { createRoot, hydrateRoot } from 'react-dom/client'
import { loadOpenedPage, preloadConnectedHeader, preloadConnectPath, shouldLoadWalletEagerly } from './ui/index.ts'
import { basePath, createAppRoot } from './setup/appRoot.tsx'
import { holdEarlyClicks } from './setup/earlyClicks.ts'
import { scheduleIdleHints } from './setup/idleHints.ts'
import { browserAccountJar, forgetStaleAccount } from './setup/rememberAccount.ts'
import { safeStorage } from './wallet/index.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html must contain <div id="root">')

const { element, walletLoader, services } = createAppRoot()
// After the first render's account is read (createAppRoot): it must match the page the server sent.
forgetStaleAccount(browserAccountJar(safeStorage('local')))
// What the opened page renders with starts loading now (the prerendered HTML preloads its chunk too).
const openedPage = loadOpenedPage(location.pathname.slice(basePath.length) || '/', services)
if (shouldLoadWalletEagerly(safeStorage('local'), window)) {
  // A saved session (or a Safe app frame) reconnects with no click: the header's connected controls load beside the
  // wallet module, so the address paints when the wallet answers instead of after one more chunk.
  void walletLoader.load().catch(() => undefined)
  preloadConnectedHeader()
} else {
  // A first visit: fetch the connect path once the page is idle, then evaluate it. The build puts the wallet
  // module in the dialog's chunk (scripts/vite/chunkGroups.ts), so it is evaluated too, without starting a load.
  scheduleIdleHints(window, preloadConnectPath)
}

// The build prerenders each route (src/prerender.tsx): take over its markup once the page can render without
// suspending (see loadOpenedPage); the dev server sends an empty root, rendered at once.
if (root.firstElementChild) {
  const earlyClicks = holdEarlyClicks(root)
  void openedPage.then(() => {
    hydrateRoot(root, element)
    earlyClicks.release()
  })
} else createRoot(root).render(element)
