import { appEnv, deployStack, installMulticall3, startAnvil, type Deployment } from '../../../scripts/stack/index.ts'
import { startWcRelay, type WcRelay } from '../../../scripts/wcRelay/index.ts'
import { startDevServer } from './devServer.ts'
import { startNodeProxy, type NodeProxy } from './nodeProxy.ts'
import { onFreePort } from './ports.ts'

export type { Deployment }

export type StackOptions = {
  /** Extra Vite env for the app (wins over the harness's own values). */
  env?: Record<string, string>
  /** Also start an anvil with chain id 137 (Multicall3 installed) for switch tests. */
  secondChain?: boolean
  /** Also start the local WalletConnect relay and point the app at it (VITE_WC_RELAY_URL). */
  wcRelay?: boolean
  /** Put a breakable hop (tests/e2e/harness/nodeProxy.ts) between the app and anvil; the wallet keeps anvil itself. */
  nodeProxy?: boolean
  /**
   * Serve the app unbundled (Vite's default dev mode) instead of bundled: for tests that read the module graph
   * (which modules a page requested, or `import('/src/…')` in the page) and for the Dev Phone Wallet page
   * (scripts/devPhoneWallet/index.html), a second HTML entry that bundled dev mode does not serve.
   */
  unbundledDev?: boolean
}

export type Stack = {
  appUrl: string
  rpcUrl: string
  chainId: 31337
  deployment: Deployment
  secondChain?: { rpcUrl: string; chainId: 137 }
  wcRelay?: WcRelay
  /** Set with `nodeProxy`: the app's node; `rpcUrl` stays anvil's own URL. */
  nodeProxy?: NodeProxy
  stop(): Promise<void>
}

const localChainId = 31337
const secondChainId = 137

/**
 * anvil (31337) + contracts, optionally a second anvil (137), and the app's Vite dev server wired to them.
 * Everything listens on free ports; `stop()` ends every process this started.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const stoppers: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    const anvil = await onFreePort((port) => startAnvil({ port, chainId: localChainId }))
    stoppers.push(() => anvil.stop())
    const deployment = await deployStack({ rpcUrl: anvil.url })

    let secondChain: Stack['secondChain']
    if (options.secondChain) {
      const second = await onFreePort((port) => startAnvil({ port, chainId: secondChainId }))
      stoppers.push(() => second.stop())
      // The app's multicall reads on 137 need it; the contracts live on 31337 only.
      await installMulticall3(second.url)
      secondChain = { rpcUrl: second.url, chainId: secondChainId }
    }

    let wcRelay: WcRelay | undefined
    if (options.wcRelay) {
      const relay = await onFreePort((port) => startWcRelay({ port }))
      stoppers.push(() => relay.stop())
      wcRelay = relay
    }

    let nodeProxy: NodeProxy | undefined
    if (options.nodeProxy) {
      const proxy = await startNodeProxy(anvil.url)
      stoppers.push(() => proxy.close())
      nodeProxy = proxy
    }

    const env: Record<string, string> = {
      ...appEnv(nodeProxy?.url ?? anvil.url, deployment),
      ...(wcRelay ? { VITE_WC_RELAY_URL: wcRelay.url } : {}),
      // Keep the app's Polygon traffic on the local 137 chain: nothing public is reachable in tests.
      ...(secondChain ? { VITE_RPC_URLS: JSON.stringify({ [secondChainId]: secondChain.rpcUrl }) } : {}),
      ...(options.unbundledDev ? { DEV_BUNDLED: '0' } : {}),
      ...options.env,
    }
    const app = await startDevServer(env)
    stoppers.push(() => app.stop())

    return {
      appUrl: app.url,
      rpcUrl: anvil.url,
      chainId: localChainId,
      deployment,
      secondChain,
      wcRelay,
      nodeProxy,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
