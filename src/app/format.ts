/**
 * Display helpers of the staking and minting pages (token amounts, lock periods, rates).
 * No viem import on purpose: Home formats its totals on the first load.
 */
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

/** Decimals every token amount shows at most (the one rule of the app's screens and messages). */
export const TOKEN_DISPLAY_DECIMALS = 4

/** The smallest amount the rule shows (0.0001); anything non-zero below it reads '< 0.0001'. */
const SMALLEST_SHOWN = `0.${'0'.repeat(TOKEN_DISPLAY_DECIMALS - 1)}1`

/**
 * A token amount for people: thousands grouped with ',', at most 4 decimals, cut (never rounded up, so it
 * never shows more than is there), trailing zeros dropped, '< 0.0001' for a non-zero amount below that.
 * Takes the on-chain integer (with the token's `decimals`) or a number of tokens (the app state's totals).
 * The mint's price and messages too; the chain's coin as a balance reads by the specification's short rule
 * (formatBalance of the wallet module: '9,999.9 ETH', '10k ETH'), with this rule's figure beside it in the dialog.
 * @example formatTokenAmount(8528192446774244038557n) // '8,528.1924'
 */
export function formatTokenAmount(value: bigint | number, decimals = STK_DECIMALS): string {
  const { negative, integer, fraction } = toDecimal(value, decimals)
  const kept = fraction.slice(0, TOKEN_DISPLAY_DECIMALS).replace(/0+$/, '')
  const text = kept ? `${groupThousands(integer)}.${kept}` : groupThousands(integer)
  if (text === '0' && /[1-9]/.test(fraction)) return negative ? `> -${SMALLEST_SHOWN}` : `< ${SMALLEST_SHOWN}`
  return negative && text !== '0' ? `-${text}` : text
}

/** Every digit of the amount, thousands grouped: the title (tooltip) behind a rounded figure. */
export function formatTokenAmountExact(value: bigint | number, decimals = STK_DECIMALS): string {
  const { negative, integer, fraction } = toDecimal(value, decimals)
  const kept = fraction.replace(/0+$/, '')
  const text = kept ? `${groupThousands(integer)}.${kept}` : groupThousands(integer)
  return negative && text !== '0' ? `-${text}` : text
}

/** The amount as plain decimal text ('9999.9936'), every digit, no grouping: what a formatter of decimals reads. */
export function tokenDecimalText(value: bigint, decimals = STK_DECIMALS): string {
  const { negative, integer, fraction } = toDecimal(value, decimals)
  const kept = fraction.replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${kept ? `.${kept}` : ''}`
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ',')
}

let plainNumber: Intl.NumberFormat | undefined
/** One formatter for every number amount, made on first use: `toLocaleString` with options builds one per call. */
function plainNumberFormat(): Intl.NumberFormat {
  plainNumber ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 15 })
  return plainNumber
}

/** Sign, integer digits and fraction digits, exact for a bigint; for a number, its shortest round-trip digits. */
function toDecimal(value: bigint | number, decimals: number): { negative: boolean; integer: string; fraction: string } {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite token amount: ${value}`)
    // 15 significant digits drop binary noise (0.1 + 0.2) before the cut, so 1234.5678 stays 1234.5678.
    const plain = plainNumberFormat().format(Math.abs(value))
    const [integer = '0', fraction = ''] = plain.split('.')
    return { negative: value < 0, integer, fraction }
  }
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const cut = digits.length - decimals
  return { negative, integer: digits.slice(0, cut), fraction: digits.slice(cut) }
}
