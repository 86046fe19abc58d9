/**
 * What the connected wallet can do for a stake, asked once per wallet, account and chain:
 * - `atomic`: EIP-5792 `atomic` capability 'supported' or 'ready' (viem's getCapabilities); a wallet
 *   without EIP-5792 answers getCapabilities with an error, which means no batches, not a failure;
 * - `permit`: signs ERC-2612 permits (eth_signTypedData_v4). No wallet announces that, so it is assumed
 *   until the wallet refuses one.
 * A way the wallet refused is remembered, so the form announces the next way from then on.
 */
import type { Address } from 'viem'
import { getCapabilities } from 'viem/actions'
import type { Wallet, WalletCalls } from '../../wallet/index.ts'

export interface WalletWays {
  readonly atomic: boolean
  readonly permit: boolean
}

const answers = new Map<string, Promise<WalletWays>>()

const keyOf = (wallet: Wallet, account: Address, chainId: number): string =>
  `${wallet.state.walletId ?? ''}|${account.toLowerCase()}|${chainId}`

/** `asking`: the calls to ask through when not known yet (a write's operation, so the query is logged in it). */
export function walletWays(
  wallet: Wallet,
  account: Address,
  chainId: number,
  asking: WalletCalls = wallet,
): Promise<WalletWays> {
  const key = keyOf(wallet, account, chainId)
  let answer = answers.get(key)
  if (!answer) {
    answer = askWallet(asking, account, chainId).then((atomic) => ({ atomic, permit: true }))
    answers.set(key, answer)
  }
  return answer
}

/** The wallet refused `way` although it looked able: announce the next way from now on. */
export async function markRefused(
  wallet: Wallet,
  account: Address,
  chainId: number,
  way: keyof WalletWays,
): Promise<void> {
  const known = await walletWays(wallet, account, chainId)
  answers.set(keyOf(wallet, account, chainId), Promise.resolve({ ...known, [way]: false }))
}

async function askWallet(wallet: WalletCalls, account: Address, chainId: number): Promise<boolean> {
  try {
    const client = await wallet.getWalletClient()
    if (!client) return false
    const capabilities = await getCapabilities(client, { account, chainId })
    const status = capabilities.atomic?.status
    return status === 'supported' || status === 'ready'
  } catch {
    return false
  }
}
