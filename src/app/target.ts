/**
 * Which chain, contracts and account the app reads from and writes to. Reads follow the wallet's
 * chain when it has the contracts, else the first configured chain that has them (so visitors who
 * are not connected still see live numbers). Writes need a connected wallet on such a chain.
 */
import type { Address } from 'viem'
import type { ChainClient } from '../chains/index.ts'
import type { WalletState } from '../wallet/index.ts'
import type { AppContext, ChainSettings } from './context.ts'
import { PreflightError } from './errors.ts'
import { CHAIN_UNREACHABLE_MESSAGE } from './nodeUnreachable.ts'
import type { AppContracts } from './state.ts'

export interface ReadTarget {
  readonly chainId: number
  readonly client: ChainClient
  readonly contracts: AppContracts
  /** The connected address when the wallet is on this chain. */
  readonly account: Address | undefined
}

export interface WriteTarget extends ReadTarget {
  readonly account: Address
}

/** Distinct from the shell's banner text (the catalogue's 'Wrong network detected…'), which shows at the same time. */
export const SWITCH_BEFORE_WRITE_MESSAGE = 'Wrong network: switch networks to continue.'
export const NO_CONTRACTS_MESSAGE =
  'Staking and minting are not available on this network. Switch networks to continue.'
export const NOT_CONNECTED_MESSAGE = 'Connect a wallet first.'

/** The wallet fields the read and write targets depend on (a snapshot works as well as the proxy). */
export type WalletPosition = Pick<WalletState, 'status' | 'address' | 'chainId' | 'unsupported'>

function connectedAccount(wallet: WalletPosition): { address: Address; chainId: number } | undefined {
  const { status, address, chainId } = wallet
  return status === 'connected' && address && chainId !== undefined ? { address, chainId } : undefined
}

/** The read client of a configured chain; undefined for contracts configured on a chain outside the set. */
function clientFor(context: AppContext, chainId: number): ChainClient | undefined {
  try {
    return context.client(chainId)
  } catch {
    return undefined
  }
}

/** The chain to read from, or undefined when no configured chain has the contracts. */
export function resolveReadTarget(context: AppContext): ReadTarget | undefined {
  const wallet = context.wallet.state
  const connected = connectedAccount(wallet)
  const walletContracts = connected && !wallet.unsupported ? context.contracts[connected.chainId] : undefined
  const walletClient = connected && walletContracts ? clientFor(context, connected.chainId) : undefined
  if (connected && walletContracts && walletClient) {
    return { chainId: connected.chainId, client: walletClient, contracts: walletContracts, account: connected.address }
  }
  for (const chain of context.chains) {
    const contracts = context.contracts[chain.id]
    const client = contracts ? clientFor(context, chain.id) : undefined
    if (contracts && client) return { chainId: chain.id, client, contracts, account: undefined }
  }
  return undefined
}

/**
 * Why a write cannot start right now, or undefined when it can: the one rule behind both the
 * actions' preflight and the views' disabled-state reasons.
 */
export function writeBlocker(
  wallet: WalletPosition,
  settings: Pick<ChainSettings, 'contracts'>,
): PreflightError | undefined {
  const connected = connectedAccount(wallet)
  if (!connected) return new PreflightError('not-connected', NOT_CONNECTED_MESSAGE)
  if (wallet.unsupported) return new PreflightError('wrong-network', SWITCH_BEFORE_WRITE_MESSAGE)
  if (!settings.contracts[connected.chainId]) return new PreflightError('no-contracts', NO_CONTRACTS_MESSAGE)
  return undefined
}

/**
 * Why a write cannot start although the wallet could: the app's reads of the chain are failing (`readError`, the
 * 'Stale' figures), so the node would not answer the write's checks either and the wallet would be asked for a
 * transaction that cannot be sent. undefined once a read succeeds again.
 */
export function readsFailingBlocker(readError: string | undefined): PreflightError | undefined {
  return readError === undefined ? undefined : new PreflightError('node-unreachable', CHAIN_UNREACHABLE_MESSAGE)
}

/** The connected account on a chain with the contracts; throws PreflightError otherwise. */
export function requireWriteTarget(context: AppContext): WriteTarget {
  const blocker = writeBlocker(context.wallet.state, context)
  if (blocker) throw blocker
  const target = resolveReadTarget(context)
  if (!target?.account) throw new PreflightError('wrong-network', SWITCH_BEFORE_WRITE_MESSAGE)
  return { ...target, account: target.account }
}
