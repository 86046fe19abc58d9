/**
 * How a stake reaches the chain, chosen before the click so the form can say what it takes:
 * - 'stake': the allowance already covers the amount, one transaction;
 * - 'batch': approve + stake as one atomic EIP-5792 batch, one confirmation;
 * - 'permit': an ERC-2612 signature (no gas), then one stakeWithPermit transaction;
 * - 'approve': approve, then stake, two transactions.
 */
import type { WalletWays } from './capabilities.ts'

export type StakeWay = 'stake' | 'batch' | 'permit' | 'approve'

export function chooseStakeWay(needsApproval: boolean, ways: WalletWays): StakeWay {
  if (!needsApproval) return 'stake'
  if (ways.atomic) return 'batch'
  if (ways.permit) return 'permit'
  return 'approve'
}

/** The flow's step names for each way ('Step 1 of 2: approve — confirm in your wallet…'). */
export const stakeSteps: Readonly<Record<StakeWay, readonly string[]>> = {
  stake: ['stake'],
  batch: ['approve and stake'],
  permit: ['sign permit', 'stake'],
  approve: ['approve', 'stake'],
}

/** What the form says before the click. */
export const stakeCostText: Readonly<Record<StakeWay, string>> = {
  stake: '1 transaction',
  batch: '1 confirmation in your wallet',
  permit: 'a signature, then 1 transaction',
  approve: '2 transactions: approve, then stake',
}

/** Why the flow took the next way when the wallet refused the announced one. */
export const fallbackNotice = {
  batch: 'Your wallet did not run the batch, so this takes a signature, then 1 transaction.',
  permit: 'Your wallet did not sign the permit, so this takes 2 transactions: approve, then stake.',
} as const
