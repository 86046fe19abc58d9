/**
 * Switches the wallet to a configured chain (EIP-3326). When the wallet does not know the chain
 * (any row of `unknownChainSignals`), adds it with viem's chain data (EIP-3085) and switches again.
 * The switch is confirmed by reading eth_chainId: a chain added but not switched to is a rejection.
 */
import { numberToHex, type Chain } from 'viem'
import { guardedArgument } from '../errors/boundary.ts'
import { ChainNotConfiguredError } from '../errors/configErrors.ts'
import { UserRejectedError } from '../errors/providerErrors.ts'
import { isUnknownChainError } from '../errors/unknownChain.ts'
import { parseChainId } from '../request/parseResponses.ts'
import type { RequestArguments } from '../types.ts'

export interface SwitchChainParameters {
  readonly request: (args: RequestArguments) => Promise<unknown>
  readonly chains: readonly Chain[]
  readonly chainId: number
}

export async function switchChain({ request, chains, chainId }: SwitchChainParameters): Promise<void> {
  const chain = chains.find((c) => c.id === chainId)
  if (!chain) throw new ChainNotConfiguredError(chainId)
  const switchArgs = { method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] }
  try {
    await request(switchArgs)
  } catch (error) {
    if (!isUnknownChainError(error)) throw error
    await request({ method: 'wallet_addEthereumChain', params: [addChainParameters(chain)] })
    // Some wallets switch as part of adding; asking again is harmless and covers those that do not.
    if ((await currentChainId(request)) !== chainId) await request(switchArgs)
  }
  if ((await currentChainId(request)) !== chainId) {
    throw new UserRejectedError({ code: 4001, details: `The wallet stayed off chain ${chainId}.` })
  }
}

/** wallet_addEthereumChain (EIP-3085) for a configured chain; the wallet may also switch to it. */
export async function addChain({ request, chains, chainId }: SwitchChainParameters): Promise<void> {
  const chain = chains.find((c) => c.id === chainId)
  if (!chain) throw new ChainNotConfiguredError(chainId)
  await request({ method: 'wallet_addEthereumChain', params: [addChainParameters(chain)] })
}

/** EIP-3085 parameters from viem's chain definition. */
export function addChainParameters(chain: Chain) {
  return guardedArgument('addChainParameters', () => ({
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
  }))
}

async function currentChainId(request: SwitchChainParameters['request']): Promise<number> {
  return parseChainId(await request({ method: 'eth_chainId' }))
}
