import { useState, type FormEvent } from 'react'
import {
  MINT_BUSY_KEY,
  checkMintCost,
  mintTokens,
  validateQuantity,
  type CollectionStats,
  type PreflightError,
} from '../../app'
import { ActionButton } from '../kit/ActionButton'
import { FeedbackLine } from '../kit/FeedbackLine'
import { TokenAmount } from '../kit/TokenAmount'
import { IDLE, feedbackForError, type Feedback } from '../kit/feedback'
import { useBusy } from '../appState/useAppState'
import { QuantityStepper } from './QuantityStepper'
import { useAppContext } from '../session/AppServices.tsx'

const count = new Intl.NumberFormat('en-US')

interface MintFormProps {
  readonly stats: CollectionStats
  readonly mintedByUser: bigint
  readonly nativeBalance: bigint
  readonly symbol: string
  /** Why minting is impossible right now (not connected, wrong network). */
  readonly blocker: PreflightError | undefined
}

/** Quantity within the per-wallet limit, total cost, mint; sold-out, limit and funds caught here. */
export function MintForm({ stats, mintedByUser, nativeBalance, symbol, blocker }: MintFormProps) {
  const context = useAppContext()
  const busy = useBusy(MINT_BUSY_KEY)
  const [quantityText, setQuantityText] = useState('1')
  const [feedback, setFeedback] = useState<Feedback>(IDLE)
  const supplyRemaining = stats.maxSupply - stats.totalSupply
  const walletRemaining = blocker ? stats.maxPerWallet : stats.maxPerWallet - mintedByUser
  const quantity = validateQuantity(quantityText, { walletRemaining, supplyRemaining })
  const cost =
    quantity.ok && !blocker ? checkMintCost(quantity.value, { price: stats.price, nativeBalance, symbol }) : undefined
  const problem = !quantity.ok ? quantity.message : cost && !cost.ok ? cost.message : undefined
  const soldOut = supplyRemaining <= 0n
  const limitReached = !blocker && walletRemaining <= 0n
  const total = quantity.ok ? stats.price * quantity.value : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!quantity.ok || blocker || problem || busy) return
    const count = quantity.value
    setFeedback({ kind: 'pending', text: 'Mint — confirm in your wallet…' })
    try {
      await mintTokens(context, count, symbol, {
        onSubmitted: () => setFeedback({ kind: 'pending', text: 'Mint — waiting for confirmation…' }),
      })
      setFeedback({
        kind: 'success',
        text: `Minted ${count} ${count === 1n ? 'token' : 'tokens'}. See them in My Collection.`,
      })
      setQuantityText('1')
    } catch (error) {
      setFeedback(feedbackForError(error) ?? IDLE)
    }
  }

  return (
    <form className="card mint-form" onSubmit={submit} noValidate>
      <dl className="mint-facts">
        <div>
          <dt>Price</dt>
          <dd data-testid="mint-price">
            <TokenAmount value={stats.price} symbol={symbol} />
          </dd>
        </div>
        <div>
          <dt>Minted</dt>
          <dd data-testid="mint-supply">
            {count.format(stats.totalSupply)} / {count.format(stats.maxSupply)}
          </dd>
        </div>
        <div>
          <dt>Per wallet</dt>
          <dd>{blocker ? `${stats.maxPerWallet} max` : `${mintedByUser} of ${stats.maxPerWallet} minted`}</dd>
        </div>
      </dl>
      <div
        className="supply-bar"
        role="progressbar"
        aria-label="Minted"
        aria-valuemin={0}
        aria-valuemax={Number(stats.maxSupply)}
        aria-valuenow={Number(stats.totalSupply)}
      >
        <span
          style={{
            width: `${stats.maxSupply > 0n ? Number((stats.totalSupply * 10_000n) / stats.maxSupply) / 100 : 0}%`,
          }}
        />
      </div>
      {soldOut ? (
        <p className="mint-state">Sold out: all {count.format(stats.maxSupply)} tokens are minted.</p>
      ) : limitReached ? (
        <p className="mint-state">
          Mint limit reached: this wallet has minted {String(mintedByUser)} of {String(stats.maxPerWallet)}.
        </p>
      ) : (
        <>
          <label htmlFor="mint-quantity" className="field-title">
            Quantity
          </label>
          <QuantityStepper
            value={quantityText}
            // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
            max={Number(walletRemaining < supplyRemaining ? walletRemaining : supplyRemaining)}
            onChange={(value) => {
              setQuantityText(value)
              if (feedback.kind !== 'pending') setFeedback(IDLE)
            }}
            disabled={busy}
            invalid={problem !== undefined}
          />
          <p id="mint-quantity-error" className="field-error">
            {problem ?? ''}
          </p>
          <p className="mint-total">
            Total{' '}
            <strong data-testid="mint-total">
              {total === undefined ? '—' : <TokenAmount value={total} symbol={symbol} />}
            </strong>
          </p>
          <ActionButton
            blocker={blocker}
            type="submit"
            busy={busy}
            busyLabel="Minting…"
            reason={problem}
            showReason={false}
          >
            Mint
          </ActionButton>
        </>
      )}
      <FeedbackLine feedback={feedback} />
    </form>
  )
}
