import { formatTokenAmount, formatTokenAmountExact, tokenDecimalText } from '../../app/index.ts'
import { formatBalance } from '../../wallet'

interface NativeBalanceProps {
  readonly wei: bigint
  readonly decimals: number
  readonly symbol: string
}

/**
 * The chain's coin in the Account dialog: the header's figure by the specification's balance rule ('9,999.9 ETH'),
 * and, when that rule hides digits, the app's amount rule beside it ('9,999.9936 ETH'), so a 0.01 payment shows.
 */
export function NativeBalance({ wei, decimals, symbol }: NativeBalanceProps) {
  const short = `${formatBalance(tokenDecimalText(wei, decimals))} ${symbol}`
  const detail = `${formatTokenAmount(wei, decimals)} ${symbol}`
  return (
    <>
      <span className="token-amount" title={`${formatTokenAmountExact(wei, decimals)} ${symbol}`}>
        {short}
      </span>
      {detail !== short && (
        <span className="account-balance-detail" data-testid="account-balance-detail">
          {detail}
        </span>
      )}
    </>
  )
}
