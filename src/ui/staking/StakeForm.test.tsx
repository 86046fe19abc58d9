import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { parseUnits } from 'viem'
import { foundry } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import { estimateReward, formatTokenAmountExact, resetAccountReads, setReads } from '../../app/index.ts'
import { readKey } from '../../app/accountReads.ts'
import type { Wallet } from '../../wallet/index.ts'
import { TEST_ACCOUNT, createTestWallet, disposeTestWallet, renderWithWallet } from '../test/renderWithWallet'
import { StakeForm } from './StakeForm'

const CONTRACTS = {
  stakeToken: '0x0000000000000000000000000000000000000001',
  staking: '0x0000000000000000000000000000000000000002',
  collection: '0x0000000000000000000000000000000000000003',
} as const
const PERIOD = { seconds: 30 * 86_400, aprBps: 500 }
const BALANCE = 10_000_069_863_013_698_630_136n

let wallet: Wallet | undefined
afterEach(() => {
  cleanup()
  disposeTestWallet(wallet)
  wallet = undefined
  act(() => resetAccountReads())
})

/** The form for a connected wallet whose reads have answered with `balance` (allowance already given). */
async function connectedForm(balance = BALANCE) {
  const made = createTestWallet()
  wallet = made.wallet
  await made.wallet.connect('metaMask')
  renderWithWallet(<StakeForm />, made.wallet, '/stake', undefined, { contracts: { [foundry.id]: CONTRACTS } })
  // The form's sync reads first (and fails: no node here), then these answers land as a read's would.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    setReads({
      loaded: true,
      readFor: readKey(foundry.id, TEST_ACCOUNT),
      readError: undefined,
      tokenBalance: balance,
      allowance: balance,
      lockPeriods: [PERIOD],
    })
  })
  await waitFor(() => expect((maxButton() as HTMLButtonElement).disabled).toBe(false))
}

const field = () => screen.getByLabelText('Amount') as HTMLInputElement
const maxButton = () => screen.getByRole('button', { name: 'Max' })
const estimateTitle = () =>
  screen
    .getByText(/^Reward at unlock/)
    .querySelector('.token-amount')
    ?.getAttribute('title')
const exactReward = (amount: bigint) =>
  `${formatTokenAmountExact(estimateReward(amount, PERIOD.seconds, PERIOD.aprBps))} STK`

describe('StakeForm Max', () => {
  it('shows the balance as the Balance line does and stakes every wei of it', async () => {
    await connectedForm()
    fireEvent.click(maxButton())
    expect(field().value).toBe('10000.0698')
    expect(maxButton().getAttribute('aria-pressed')).toBe('true')
    // The estimate is of the whole balance, not of the 4 decimals shown.
    expect(estimateTitle()).toBe(exactReward(BALANCE))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(field().getAttribute('aria-invalid')).toBeNull()
  })

  it('is the person’s number once they edit the field', async () => {
    await connectedForm()
    fireEvent.click(maxButton())
    fireEvent.change(field(), { target: { value: '10000.069' } })
    expect(maxButton().getAttribute('aria-pressed')).toBe('false')
    expect(estimateTitle()).toBe(exactReward(parseUnits('10000.069', 18)))
  })
})

describe('StakeForm empty field', () => {
  it('is no error when cleared, through other actions, until a submit', async () => {
    await connectedForm()
    fireEvent.change(field(), { target: { value: '5' } })
    fireEvent.change(field(), { target: { value: '' } })
    expect(screen.queryByText('Enter an amount.')).toBeNull()
    fireEvent.click(maxButton())
    fireEvent.change(field(), { target: { value: '' } })
    expect(screen.queryByText('Enter an amount.')).toBeNull()
    expect(field().getAttribute('aria-invalid')).toBeNull()
    fireEvent.submit(field().form as HTMLFormElement)
    expect(screen.getByText('Enter an amount.')).toBeTruthy()
    expect(field().getAttribute('aria-invalid')).toBe('true')
  })

  it('still says what is wrong with typed text at once', async () => {
    await connectedForm()
    fireEvent.change(field(), { target: { value: 'abc' } })
    expect(screen.getByText('Amount must be a positive number.')).toBeTruthy()
  })
})
