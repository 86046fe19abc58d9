/**
 * How the production build is cut into chunks: by the moment each piece of code is needed, not one
 * chunk per shared file (which made index.html preload 23 files, 15 of them under 1 kB, and the
 * Connect a Wallet dialog arrive as 15 requests). See docs/architecture.md, "First load".
 */
import type { Rolldown } from 'vite'

type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null }

/** Chunk name of the connect path; the idle-hint plugin and the bench look it up by this name. */
export const CONNECT_CHUNK = 'connect'

/**
 * What the first connect needs: the Connect a Wallet dialog, the wallet module, and the header's
 * connected controls (chain button, account button) that show the address, with the chain icons they draw.
 */
const connectRoots = [
  /[\\/]src[\\/]ui[\\/]connect[\\/]ConnectDialog\.tsx$/,
  /[\\/]src[\\/]setup[\\/]wallet\.ts$/,
  /[\\/]src[\\/]ui[\\/]shell[\\/]ConnectedControl\.tsx$/,
  /[\\/]src[\\/]ui[\\/]network[\\/]ChainIconImage\.tsx$/,
]

/**
 * Packages are left to Rolldown's automatic chunking: reachability through a package's barrel file
 * (`viem`'s index re-exports everything) would claim modules only a dynamic import uses.
 */
const isPackage = (id: string): boolean => /[\\/]node_modules[\\/]/.test(id)

/**
 * The app logic and the chains library's reads are reachable through their barrels (src/app/index.ts,
 * src/chains/index.ts) but not used by a first connect; the header reads the chain table alone. The call
 * log's export schema and its checker (and its hashing, checkpoint client and export chaining, loaded on first
 * use) are reachable through the wallet's barrel, yet only the Calls page
 * and restoring a saved log use them (the latter imports them dynamically). The Safe connector's real code
 * is reachable through its entry (src/wallet/safe.ts) but loads on first use inside a Safe's frame. The
 * WalletConnect session errors and CAIP parsing are reachable through the entries (src/wallet/walletconnect.ts,
 * the wallet's barrel) but only the WalletConnect connector, loaded on first use, calls them; switching chains
 * (with its unknown-chain signals) is reachable through the barrel and loads on the first switch.
 */
const notOnConnectPath = new RegExp(
  [
    String.raw`[\\/]src[\\/]app[\\/]`,
    String.raw`[\\/]src[\\/]chains[\\/](?!chainTable|chainIcon|index)`,
    String.raw`[\\/]src[\\/]wallet[\\/]callLog[\\/](callLogSchema|checkSchema|verifyCallLog|hashChain|checkpoint|checkpointClient|exportChain|persistWrite|sealChain)\.ts$`,
    String.raw`[\\/]src[\\/]wallet[\\/]storage[\\/]accountCookieWriter\.ts$`,
    String.raw`[\\/]src[\\/]wallet[\\/]options[\\/](nameReader|confusablesData)\.ts$`,
    String.raw`[\\/]src[\\/]wallet[\\/]transactions[\\/](createTransactionStore|history)\.ts$`,
    String.raw`[\\/]src[\\/]wallet[\\/]connectors[\\/]safe[\\/](?!safeConnector|safeFrame)`,
    String.raw`[\\/]src[\\/]wallet[\\/](errors[\\/](sessionErrors|unknownChain)|connectors[\\/]walletConnect[\\/]errors|actions[\\/]switchChain|caip)\.ts$`,
  ].join('|'),
)

/**
 * Whether `id` is statically reachable from a connect root: a root itself, or imported statically by
 * such a module. Dynamic imports (WalletConnect, the QR code, sign-in, viem's wallet client, receipts)
 * are not followed, so they stay chunks of their own. Memoised per chunking pass.
 */
function onConnectPath(id: string, graph: ModuleGraph, memo: Map<string, boolean>): boolean {
  const known = memo.get(id)
  if (known !== undefined) return known
  memo.set(id, false) // cycle guard: an import circle proves nothing by itself
  const info = graph.getModuleInfo(id)
  const reachable =
    connectRoots.some((root) => root.test(id)) ||
    (!isPackage(id) &&
      !notOnConnectPath.test(id) &&
      (info?.importers ?? []).some((importer) => onConnectPath(importer, graph, memo)))
  memo.set(id, reachable)
  return reachable
}

const passes = new WeakMap<ModuleGraph, Map<string, boolean>>()

function connectChunkName(id: string, graph: ModuleGraph): string | null {
  let memo = passes.get(graph)
  if (!memo) {
    memo = new Map()
    passes.set(graph, memo)
  }
  return onConnectPath(id, graph, memo) ? CONNECT_CHUNK : null
}

/**
 * The startup chunk's roots: the entry, and the home page (the landing page, whose first paint is the one measured).
 * With the entry's static closure the group takes the home page's too (Rolldown includes a captured module's
 * dependencies), so `/` loads one file where it loaded the entry plus eight small chunks the home page shares with
 * other pages (each gzipped alone: 1.6 kB more). Other pages then carry the home page's own 2.5 kB.
 */
const startupRoots = /[\\/]src[\\/](main\.tsx|ui[\\/]home[\\/]HomePage\.tsx)$/

const startupChunkName = (id: string): string | null => (startupRoots.test(id) ? 'startup' : null)

/** Rolldown's `output.codeSplitting.groups` for the app build. */
export const chunkGroups = [
  // Everything the entry and the home page import statically: one file instead of two dozen preloads.
  { name: startupChunkName, debugName: 'startup', priority: 2 },
  // The connect path's static closure, computed above; following dependencies again would pull in dynamic imports.
  { name: connectChunkName, debugName: CONNECT_CHUNK, priority: 1, includeDependenciesRecursively: false },
]
