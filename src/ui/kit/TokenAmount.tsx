import { STK_DECIMALS, STK_SYMBOL, formatTokenAmount, formatTokenAmountExact } from '../../app/index.ts'

interface TokenAmountProps {
  /** The on-chain integer (with `decimals`) or a number of tokens (the app state's totals). */
  readonly value: bigint | number
  readonly symbol?: string
  readonly decimals?: number
}

/** A token amount by the app's one rule ('8,528.1924 STK'), every digit in its tooltip. */
export function TokenAmount({ value, symbol = STK_SYMBOL, decimals = STK_DECIMALS }: TokenAmountProps) {
  return (
    <span className="token-amount" title={`${formatTokenAmountExact(value, decimals)} ${symbol}`}>
      {formatTokenAmount(value, decimals)} {symbol}
    </span>
  )
}
