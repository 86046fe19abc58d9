import { createRoot, hydrateRoot } from 'react-dom/client'
import { prefetchRoute, preloadConnectedHeader, preloadConnectPath, shouldLoadWalletEagerly } from './ui/index.ts'
import { basePath, createAppRoot } from './setup/appRoot.tsx'
import { scheduleIdleHints } from './setup/idleHints.ts'
import { safeStorage } from './wallet/index.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html must contain <div id="root">')

// The opened page's chunk starts downloading now, beside the first render, not after it.
prefetchRoute(location.pathname.slice(basePath.length) || '/')

const { element, walletLoader } = createAppRoot()
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

// The build prerenders each route (src/prerender.tsx): take over its markup; the dev server and other paths
// (the 404 view) send an empty root.
if (root.firstElementChild) hydrateRoot(root, element)
else createRoot(root).render(element)
