/**
 * The Home page's live totals: four eth_calls that join one JSON-RPC batch (one HTTP request, see
 * src/chains/rpcBatch.ts) with the other reads of the same block.
 * Home is on the first load, whose JavaScript budget is 100 kB gzip: this path deliberately avoids
 * viem's client and ABI coder (about 30 kB gzip) — the four calls take no arguments and return one
 * uint256 each, so the calldata is the bare selector (checked against viem in the unit test) and the
 * result is the 32-byte word itself.
 */
import type { JsonRpcCall, RpcBatcher } from '../../chains/index.ts'
import type { ChainSettings } from '../context.ts'
import { AppError } from '../errors.ts'
import type { AppContracts } from '../state.ts'

export const HOME_SELECTORS = {
  totalLocked: '0x56891412',
  totalDeposited: '0xff50abdc',
  totalSupply: '0x18160ddd',
  maxSupply: '0xd5abeb01',
} as const

export type HomeTotals = { readonly [K in keyof typeof HOME_SELECTORS]: bigint }

const HOME_KEYS = Object.keys(HOME_SELECTORS) as (keyof typeof HOME_SELECTORS)[]

export interface HomeTarget {
  readonly chainId: number
  readonly rpcUrl: string
  readonly contracts: AppContracts
}

export class HomeTotalsError extends AppError {
  override readonly name = 'HomeTotalsError'
  readonly code = 'read-failed'

  constructor(details: string, options: { cause?: unknown } = {}) {
    super('Live totals are unavailable right now.', { ...options, details })
  }
}

/** The wallet's chain when it has the contracts, else the first configured chain that does. */
export function homeTarget(settings: ChainSettings, walletChainId: number | undefined): HomeTarget | undefined {
  const candidates = [...settings.chains].sort((a, b) => (a.id === walletChainId ? -1 : b.id === walletChainId ? 1 : 0))
  for (const chain of candidates) {
    const contracts = settings.contracts[chain.id]
    const rpcUrl = settings.rpcUrls[chain.id] ?? chain.rpcUrls.default.http[0]
    if (contracts && rpcUrl) return { chainId: chain.id, rpcUrl, contracts }
  }
  return undefined
}

const WORD = /^0x[0-9a-fA-F]{64}$/

/** The four eth_calls, in HOME_SELECTORS order (they may ride along with the block poll, see BlockWatcher). */
export function homeTotalsCalls(target: HomeTarget): JsonRpcCall[] {
  const to = (key: keyof typeof HOME_SELECTORS) =>
    key === 'totalLocked' || key === 'totalDeposited' ? target.contracts.staking : target.contracts.collection
  return HOME_KEYS.map((key) => ({
    method: 'eth_call',
    params: [{ to: to(key), data: HOME_SELECTORS[key] }, 'latest'],
  }))
}

/** The totals from the answers to homeTotalsCalls; HomeTotalsError on a malformed answer. */
export function decodeHomeTotals(results: readonly unknown[]): HomeTotals {
  const values = HOME_KEYS.map((_, index) => {
    const result = results[index]
    if (typeof result !== 'string' || !WORD.test(result))
      throw new HomeTotalsError(`totals entry ${index} is not a uint256`)
    return BigInt(result)
  })
  return Object.fromEntries(HOME_KEYS.map((key, index) => [key, values[index]])) as unknown as HomeTotals
}

/** Reads the four totals (one batch through `rpc`); throws HomeTotalsError on any transport, RPC or shape problem. */
export async function readHomeTotals(target: HomeTarget, rpc: Pick<RpcBatcher, 'request'>): Promise<HomeTotals> {
  let results: unknown[]
  try {
    results = await Promise.all(homeTotalsCalls(target).map((call) => rpc.request(target.rpcUrl, call)))
  } catch (error) {
    throw new HomeTotalsError('totals request failed', { cause: error })
  }
  return decodeHomeTotals(results)
}
