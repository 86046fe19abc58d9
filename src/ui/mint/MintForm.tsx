import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import {
  MINT_BUSY_KEY,
  checkMintCost,
  mintCall,
  mintTokens,
  validateQuantity,
  type CollectionStats,
  readsFailingBlocker,
  type PreflightError,
} from '../../app'
import { ActionButton } from '../kit/ActionButton'
import { FeedbackLine } from '../kit/FeedbackLine'
import { TokenAmount } from '../kit/TokenAmount'
import { IDLE } from '../kit/feedback'
import { useMoment } from '../appState/useMoment'
import { useWrite } from '../appState/useWrite'
import { paths } from '../shell/routes/paths'
import { MintEndState } from './MintEndState'
import { MintFacts } from './MintFacts'
import { QuantityStepper } from './QuantityStepper'
import { NetworkFeeLine } from '../fees/NetworkFeeLine'
import { useNetworkFee } from '../fees/useNetworkFee'

interface MintFormProps {
  /** undefined until the collection is read (the form waits; nothing reads as zero). */
  readonly stats: CollectionStats | undefined
  /** The connected wallet's reads; undefined until they have been read for this wallet and chain. */
  readonly account: { readonly mintedByUser: bigint; readonly nativeBalance: bigint } | undefined
  readonly symbol: string
  /** Why minting is impossible right now (not connected, wrong network). */
  readonly blocker: PreflightError | undefined
  /** The latest read failed: what is shown is from the read before. */
  readonly readError: string | undefined
}

const isCount = (value: bigint | undefined) => value !== undefined

/** Quantity within the per-wallet limit, total cost, mint; sold-out, limit and funds caught here. */
export function MintForm({ stats, account, symbol, blocker, readError }: MintFormProps) {
  // 'Mint — confirm in your wallet…' comes from the write's record, so it outlives a visit to another page.
  const { busy, feedback, setFeedback, run } = useWrite(MINT_BUSY_KEY)
  const [quantityText, setQuantityText] = useState('1')
  const [minted, setMinted] = useMoment<bigint | undefined>(undefined, isCount)
  // Blocked by the network, this wallet's count is never read here: the limit alone, no skeleton waiting for it.
  const connected = blocker === undefined
  const ready = stats !== undefined && (blocker !== undefined || account !== undefined)
  const supplyRemaining = stats ? stats.maxSupply - stats.totalSupply : 0n
  const maxPerWallet = stats?.maxPerWallet ?? 0n
  const walletRemaining = blocker || !account ? maxPerWallet : maxPerWallet - account.mintedByUser
  const quantity = validateQuantity(quantityText, { walletRemaining, supplyRemaining })
  const cost =
    quantity.ok && stats && account && !blocker
      ? checkMintCost(quantity.value, { price: stats.price, nativeBalance: account.nativeBalance, symbol })
      : undefined
  const problem = !ready ? undefined : !quantity.ok ? quantity.message : cost && !cost.ok ? cost.message : undefined
  // An empty field is no error: its line says what to do, in the muted colour, and the field is not marked invalid.
  const fieldEmpty = quantityText.trim() === ''
  const soldOut = stats !== undefined && supplyRemaining <= 0n
  const limitReached = ready && !blocker && walletRemaining <= 0n
  const total = quantity.ok && stats ? stats.price * quantity.value : undefined
  const count = quantity.ok ? quantity.value : 0n
  // Reads failing: the figures stay, marked stale; the mint waits for the node.
  const writeBlocked = blocker ?? readsFailingBlocker(readError)
  const fee = useNetworkFee(cost?.ok && !busy && !writeBlocked ? `${count}:${cost.value}` : undefined, (contracts) => [
    mintCall(contracts, count, cost?.ok ? cost.value : 0n),
  ])
  // The node says this mint would revert: no prompt for a transaction that cannot succeed.
  const wouldFail = fee.status === 'reverts' ? fee.message : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!ready || !quantity.ok || writeBlocked || problem || wouldFail || busy) return
    const count = quantity.value
    setMinted(undefined)
    if (
      await run(
        (context) => mintTokens(context, count, symbol),
        () => undefined,
      )
    ) {
      setMinted(count)
      setQuantityText('1')
    }
  }

  return (
    <form className="card mint-form" onSubmit={submit} noValidate aria-busy={!ready || undefined}>
      <MintFacts
        stats={stats}
        mintedByUser={account?.mintedByUser}
        connected={connected}
        symbol={symbol}
        stale={readError !== undefined && stats !== undefined}
      />
      {readError && (
        <p className="read-error" role="status">
          {stats ? `Could not refresh these values: ${readError}` : readError}
        </p>
      )}
      {soldOut && stats ? (
        <MintEndState kind="sold-out" maxSupply={stats.maxSupply} />
      ) : limitReached && account ? (
        <MintEndState kind="limit" minted={account.mintedByUser} maxPerWallet={maxPerWallet} />
      ) : (
        <>
          <label htmlFor="mint-quantity" className="field-title">
            Quantity
          </label>
          <QuantityStepper
            value={quantityText}
            // bigints: Math.min does not take them
            max={Number(walletRemaining < supplyRemaining ? walletRemaining : supplyRemaining)}
            onChange={(value) => {
              setQuantityText(value)
              setMinted(undefined)
              setFeedback(IDLE)
            }}
            disabled={busy || !ready}
            invalid={problem !== undefined && !fieldEmpty}
          />
          <p id="mint-quantity-error" className={fieldEmpty ? 'field-error field-hint' : 'field-error'}>
            {problem ?? ''}
          </p>
          <p className="mint-total">
            Total{' '}
            <span>
              <strong data-testid="mint-total">
                {total === undefined ? '—' : <TokenAmount value={total} symbol={symbol} />}
              </strong>
              {total !== undefined && <span className="muted"> plus network fee</span>}
            </span>
          </p>
          <ActionButton
            blocker={writeBlocked}
            type="submit"
            busy={busy}
            busyLabel="Minting…"
            ready={ready}
            reason={problem ?? wouldFail}
            // a quantity problem is the field's error line; the contract's refusal is said under the button
            showReason={problem === undefined}
          >
            Mint
          </ActionButton>
          {wouldFail === undefined && <NetworkFeeLine estimate={fee} testId="mint-fee" />}
        </>
      )}
      {minted !== undefined && (
        <p className="feedback feedback-success" role="status">
          Minted {String(minted)} {minted === 1n ? 'token' : 'tokens'}.{' '}
          <Link href={paths.myCollection}>View in My Collection</Link>
        </p>
      )}
      <FeedbackLine feedback={feedback} />
    </form>
  )
}
