/** Display helpers of the staking and minting pages (token amounts, lock periods, rates). */
import { formatUnits } from 'viem'

import { STK_DECIMALS } from './tokenUnits.ts'

export const STK_SYMBOL = 'STK'

const DAY = 86_400

/** "30 days", "1 day", or hours / minutes for short test periods. */
export function formatLockPeriod(seconds: number): string {
  if (seconds >= DAY && seconds % DAY === 0) return seconds === DAY ? '1 day' : `${seconds / DAY} days`
  if (seconds >= 3600) return `${Math.round(seconds / 360) / 10} hours`
  return `${Math.max(1, Math.round(seconds / 60))} minutes`
}

/** Basis points as a percentage: 500 → "5%", 1250 → "12.5%". */
export function formatAprBps(aprBps: number): string {
  return `${Number((aprBps / 100).toFixed(2))}%`
}

/** A token amount with at most `maxDecimals` decimals, thousands grouped, never rounded up. */
export function formatTokenAmount(value: bigint, decimals = STK_DECIMALS, maxDecimals = 4): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  if (cut === '' && fraction !== '' && value > 0n && whole === '0') return `< 0.${'0'.repeat(maxDecimals - 1)}1`
  return cut ? `${grouped}.${cut}` : grouped
}
