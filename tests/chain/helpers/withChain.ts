import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  publicActions,
  type Chain,
  walletActions,
  type HDAccount,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import {
  deployStack,
  devAccounts,
  localChain,
  startAnvil,
  type AnvilInstance,
  type Deployment,
} from '../../../scripts/stack'

export type WithChainOptions = {
  chainId?: number
  /** Deploy the contracts (default true). */
  deploy?: boolean
  /** Snapshot before each test and revert after it, so tests cannot leak state (default true). */
  isolate?: boolean
}

function clientsFor(url: string, chain: Chain) {
  const transport = http(url)
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    testClient: createTestClient({ chain, mode: 'anvil', transport }).extend(publicActions).extend(walletActions),
    walletFor: (account: HDAccount) =>
      createWalletClient({ account, chain, transport, pollingInterval: 50 }).extend(publicActions),
  }
}

export type ChainContext = {
  anvil: AnvilInstance
  deployment: Deployment
  chain: Chain
  accounts: HDAccount[]
} & ReturnType<typeof clientsFor>

/**
 * Starts anvil on a free port (and deploys the stack) in beforeAll, stops it in afterAll.
 * Returns a context whose fields are readable once beforeAll has run.
 *
 * @example
 * const ctx = withChain()
 * it('reads', async () => { await ctx.publicClient.getChainId() })
 */
export function withChain({ chainId = 31337, deploy = true, isolate = true }: WithChainOptions = {}): ChainContext {
  let state: ChainContext | undefined
  let snapshotId: `0x${string}` | undefined

  beforeAll(async () => {
    const anvil = await startAnvil({ port: 0, chainId })
    try {
      const deployment = deploy ? await deployStack({ rpcUrl: anvil.url }) : undefined
      const chain = localChain(anvil.url, chainId)
      state = {
        anvil,
        chain,
        accounts: devAccounts(10),
        get deployment(): Deployment {
          if (!deployment) throw new Error('withChain({ deploy: false }) has no deployment')
          return deployment
        },
        ...clientsFor(anvil.url, chain),
      }
    } catch (error) {
      await anvil.stop()
      throw error
    }
  })
  afterAll(async () => {
    await state?.anvil.stop()
  })
  if (isolate) {
    beforeEach(async () => {
      snapshotId = await state?.testClient.snapshot()
    })
    afterEach(async () => {
      if (snapshotId) await state?.testClient.revert({ id: snapshotId })
    })
  }

  return new Proxy({} as ChainContext, {
    get(_target, key: keyof ChainContext) {
      if (!state) throw new Error('withChain context read before beforeAll ran')
      return state[key]
    },
  })
}
