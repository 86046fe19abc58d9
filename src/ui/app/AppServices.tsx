import { createContext, use, useContext, type ReactNode } from 'react'
import type { AppContext, ChainSettings } from '../../app/index.ts'
import type { BlockFeed, RpcBatcher } from '../../chains/index.ts'

/** The page's one block poll and the JSON-RPC batcher the reads that follow it share (no viem code). */
export interface LiveReads {
  readonly blocks: BlockFeed
  readonly rpc: RpcBatcher
}

/** What the setup hands the views: the chain settings at once, the app context on demand. */
export interface AppServices {
  readonly settings: ChainSettings
  /** Block-driven reads, available at once (Home's totals use them on the first load). */
  readonly live: LiveReads
  /**
   * Resolves with the app context (it loads the wallet module and the read clients). Must return the
   * same promise on every call until it settles, and a new attempt after a failure.
   */
  readonly loadContext: () => Promise<AppContext>
  /** The app context once loaded (so a page rendered after the load never suspends), else undefined. */
  readonly currentContext: () => AppContext | undefined
}

const AppServicesContext = createContext<AppServices | undefined>(undefined)

export function AppServicesProvider({
  services,
  children,
}: {
  readonly services: AppServices
  readonly children: ReactNode
}) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
}

function useServices(): AppServices {
  const services = useContext(AppServicesContext)
  if (!services) throw new Error('AppServicesProvider is missing above this view')
  return services
}

/** The configured chains, their contracts and RPC URLs: available at once, without loading anything. */
export function useChainSettings(): ChainSettings {
  return useServices().settings
}

/** The page's block poll and read batcher. */
export function useLiveReads(): LiveReads {
  return useServices().live
}

/**
 * The app context for pages that read and write the contracts. Suspends (the route's fallback shows)
 * until the wallet module and read clients have loaded, as the page's own chunk does.
 */
export function useAppContext(): AppContext {
  const services = useServices()
  const pending = services.loadContext()
  const current = services.currentContext()
  // use() is called on every render: a component that suspended on it must call it again when it retries (React
  // throws otherwise). React's use() reads a thenable's status and value first, so a loaded context is marked
  // fulfilled on the load's promise and never suspends, hydration of a prerendered page included.
  if (current) Object.assign(pending, { status: 'fulfilled', value: current })
  return use(pending)
}
