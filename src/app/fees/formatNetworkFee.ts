import { formatUnits } from 'viem'

const SIGNIFICANT_DIGITS = 2

/**
 * A fee in the native coin to two significant digits, rounded up so it never reads as less than the
 * estimate: fees are often far below the token rule's 0.0001 ('0.000027', not '< 0.0001').
 * @example formatNetworkFee(26_512_345_678_901n) // '0.000027'
 */
export function formatNetworkFee(wei: bigint, decimals = 18): string {
  if (wei <= 0n) return '0'
  const digits = wei.toString().length
  const step = digits > SIGNIFICANT_DIGITS ? 10n ** BigInt(digits - SIGNIFICANT_DIGITS) : 1n
  const rounded = ((wei + step - 1n) / step) * step
  return formatUnits(rounded, decimals)
}
