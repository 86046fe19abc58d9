/** The plain wallet calls: accounts, chain id, watch asset and permissions (EIP-2255). */
import type { Address } from 'viem'
import { parseAccounts, parseChainId } from '../request/parseResponses.ts'
import type { RequestArguments } from '../types.ts'
import type { WatchAssetParameters } from '../store/walletApi.ts'

type Request = (args: RequestArguments) => Promise<unknown>

export async function getAccounts(request: Request): Promise<Address[]> {
  return parseAccounts(await request({ method: 'eth_accounts' }))
}

export async function requestAccounts(request: Request): Promise<Address[]> {
  return parseAccounts(await request({ method: 'eth_requestAccounts' }), 'eth_requestAccounts')
}

export async function getChainId(request: Request): Promise<number> {
  return parseChainId(await request({ method: 'eth_chainId' }))
}

/** EIP-747: asks the wallet to track an ERC-20 token; true when the person accepted. */
export async function watchAsset(request: Request, asset: WatchAssetParameters): Promise<boolean> {
  const answer = await request({ method: 'wallet_watchAsset', params: { type: 'ERC20', options: { ...asset } } })
  return answer === true
}

export function getPermissions(request: Request): Promise<unknown> {
  return request({ method: 'wallet_getPermissions' })
}

export function requestPermissions(
  request: Request,
  permissions: Record<string, object> = { eth_accounts: {} },
): Promise<unknown> {
  return request({ method: 'wallet_requestPermissions', params: [permissions] })
}
