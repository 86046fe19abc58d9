import { afterEach, describe, expect, it, vi } from 'vitest'
import { NotConnectedError, RequestPendingError, UserRejectedError } from '../../wallet/index.ts'
import type { AppContext } from '../context.ts'
import { ActionFailedError, ContractRevertError, PreflightError } from '../errors.ts'
import { flowState, isFlowBusy, isFlowRunning } from '../flows/flowState.ts'
import { flowStatusText, flowStepLabel } from '../flows/flowText.ts'
import type { WriteTarget } from '../target.ts'
import { runWrite, type StartWrite } from './runWrite.ts'

afterEach(() => {
  for (const key of Object.keys(flowState.flows)) delete flowState.flows[key]
})

const HASH = `0x${'ab'.repeat(32)}` as const
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const target = { chainId: 31337, account: ACCOUNT } as unknown as WriteTarget

function makeContext(add = vi.fn()) {
  const operation = { label: 'op', end: vi.fn() }
  const wallet = { operation: vi.fn(() => operation) }
  return { context: { transactions: { add }, wallet } as unknown as AppContext, add, operation }
}

function current(key: string) {
  const progress = flowState.flows[key]
  if (!progress) throw new Error(`no flow '${key}'`)
  return progress
}

/** A write under `key` whose body the test drives step by step. */
function held(context: AppContext, key: string) {
  let startWrite: StartWrite | undefined
  let finish: (value?: unknown) => void = () => undefined
  let fail: (error: unknown) => void = () => undefined
  const done = runWrite(context, key, (start) => {
    startWrite = start
    return new Promise((resolve, reject) => {
      finish = resolve
      fail = reject
    })
  })
  if (!startWrite) throw new Error('body did not run')
  return { start: startWrite, done, finish: () => finish(), fail: (error: unknown) => fail(error) }
}

describe('a write as one record', () => {
  it('is busy from the click, then walks approve then stake, and its sent hashes feed the history', async () => {
    const { context, add, operation } = makeContext()
    const write = held(context, 'stake')
    expect(current('stake').phase).toBe('preparing')
    expect(isFlowBusy(flowState.flows.stake)).toBe(true)
    expect(isFlowRunning(flowState.flows.stake)).toBe(false)
    const run = write.start({ target, title: 'Stake 100 STK for 30 days', steps: ['approve', 'stake'] })
    expect(run.wallet).toBe(operation)
    expect(context.wallet.operation).toHaveBeenCalledWith('Stake 100 STK for 30 days')
    run.step('approve')
    expect(flowStatusText(current('stake'))).toBe('Step 1 of 2: approve — confirm in your wallet…')
    expect(run.sent(HASH, 'Approve 100 STK for staking')).toBe(true)
    expect(add).toHaveBeenCalledWith(ACCOUNT, 31337, { hash: HASH, description: 'Approve 100 STK for staking' })
    expect(flowState.flows.stake).toMatchObject({ phase: 'confirming', hash: HASH, step: 1 })
    expect(flowStatusText(current('stake'))).toBe('Step 1 of 2: approve — waiting for confirmation…')
    run.step('stake')
    expect(flowState.flows.stake).toMatchObject({ phase: 'wallet', step: 2, hash: undefined })
    expect(flowStatusText(current('stake'))).toBe('Step 2 of 2: stake — confirm in your wallet…')
    write.finish()
    await write.done
    expect(isFlowBusy(flowState.flows.stake)).toBe(false)
    expect(flowState.flows.stake?.phase).toBe('done')
  })

  it("keeps every hash it sent, a batch's calls id, and a fallback with its notice", async () => {
    const { context } = makeContext()
    const write = held(context, 'stake')
    const run = write.start({ target, title: 'Stake 1 STK for 30 days', steps: ['approve and stake'] })
    run.batchSubmitted('0x01')
    expect(flowState.flows.stake).toMatchObject({ phase: 'confirming', callsId: '0x01', hashes: [] })
    run.replan(['sign permit', 'stake'], 'Your wallet did not run the batch.')
    expect(flowState.flows.stake).toMatchObject({
      phase: 'wallet',
      step: 1,
      notice: 'Your wallet did not run the batch.',
    })
    expect(flowStatusText(current('stake'))).toBe(
      'Your wallet did not run the batch. Step 1 of 2: sign permit — confirm in your wallet…',
    )
    run.step('stake')
    run.sent(HASH, 'Stake 1 STK for 30 days')
    run.sent(HASH, 'Stake 1 STK for 30 days')
    expect(flowState.flows.stake?.hashes).toEqual([HASH])
    expect(() => run.replan([], 'x')).toThrow("Flow 'stake' needs at least one step")
    expect(() => run.step('approve')).toThrow("Flow 'stake' has no step 'approve'")
    write.finish()
    await write.done
  })

  it('names a one-step write by its step alone', async () => {
    const { context } = makeContext()
    const write = held(context, 'claim')
    write.start({ target, title: 'Claim 1 STK staking rewards', steps: ['claim'] })
    expect(flowStepLabel(current('claim'))).toBe('Claim')
    expect(flowStatusText(current('claim'))).toBe('Claim — confirm in your wallet…')
    write.finish()
    await write.done
  })

  it('refuses a second run of the same key while the first is in flight; other keys run beside it', async () => {
    const { context } = makeContext()
    const first = held(context, 'mint')
    const second = runWrite(context, 'mint', async () => 'sent twice')
    await expect(second).rejects.toBeInstanceOf(PreflightError)
    await expect(second).rejects.toMatchObject({ code: 'busy' })
    await expect(runWrite(context, 'withdraw:2', async () => 'ok')).resolves.toBe('ok')
    first.finish()
    await first.done
    expect(flowState.flows.mint).toBeUndefined()
  })

  it('leaves the record as it was when a check fails before the wallet is asked', async () => {
    const { context, add } = makeContext()
    const earlier = held(context, 'mint')
    earlier.start({ target, title: 'Mint 1 token', steps: ['mint'] }).sent(HASH, 'Mint 1 token')
    earlier.finish()
    await earlier.done
    const before = flowState.flows.mint
    const refused = new PreflightError('invalid-input', 'Choose at least 1 token to mint.')
    await expect(runWrite(context, 'mint', () => Promise.reject(refused))).rejects.toBe(refused)
    expect(flowState.flows.mint).toEqual(before)
    await expect(
      runWrite(context, 'claim', () => {
        throw refused
      }),
    ).rejects.toBe(refused)
    expect(flowState.flows.claim).toBeUndefined()
    expect(add).toHaveBeenCalledTimes(1)
  })

  it('records whether it failed before or after the transaction was sent; a rejection is a cancel', async () => {
    const { context } = makeContext()
    const rejected = new UserRejectedError()
    const early = held(context, 'mint')
    early.start({ target, title: 'Mint 1 token', steps: ['mint'] })
    early.fail(rejected)
    await expect(early.done).rejects.toBe(rejected)
    expect(flowState.flows.mint).toMatchObject({ phase: 'cancelled', failedBeforeSend: true, error: rejected })

    const refused = held(context, 'mint')
    refused.start({ target, title: 'Mint 1 token', steps: ['mint'] })
    refused.fail(new Error('no gas'))
    await expect(refused.done).rejects.toThrow('no gas')
    expect(flowState.flows.mint).toMatchObject({ phase: 'failed', failedBeforeSend: true })

    const late = held(context, 'mint')
    late.start({ target, title: 'Mint 1 token', steps: ['mint'] }).sent(HASH, 'Mint 1 token')
    late.fail(new Error('reverted'))
    await expect(late.done).rejects.toThrow('reverted')
    expect(flowState.flows.mint).toMatchObject({ phase: 'failed', failedBeforeSend: false })
    expect(flowState.flows.mint?.error?.message).toBe('reverted')
  })

  it('keeps a non-Error failure as an Error', async () => {
    const { context } = makeContext()
    const write = held(context, 'claim')
    write.start({ target, title: 'Claim', steps: ['claim'] })
    write.fail('node down')
    await expect(write.done).rejects.toBe('node down')
    expect(flowState.flows.claim?.error).toBeInstanceOf(Error)
    expect(flowState.flows.claim?.error?.message).toBe('node down')
  })

  it('says when the history refused a sent transaction, and drops reports of a run that has been replaced', async () => {
    const { context } = makeContext(
      vi.fn(() => {
        throw new Error('Unable to add transaction: Invalid transaction hash')
      }),
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const old = held(context, 'withdraw:1')
    const oldRun = old.start({ target, title: 'Withdraw stake #1', steps: ['withdraw'] })
    expect(oldRun.sent(HASH, 'Withdraw stake #1')).toBe(false)
    expect(error).toHaveBeenCalledOnce()
    old.finish()
    await old.done
    const newer = held(context, 'withdraw:1')
    newer.start({ target, title: 'Withdraw stake #1', steps: ['withdraw'] })
    oldRun.step('withdraw')
    oldRun.batchSubmitted('0x02')
    expect(flowState.flows['withdraw:1']).toMatchObject({ phase: 'wallet', hashes: [] })
    expect(flowState.flows['withdraw:1']?.callsId).toBeUndefined()
    newer.finish()
    await newer.done
    error.mockRestore()
  })

  it('refuses a plan without steps', async () => {
    const { context } = makeContext()
    const write = runWrite(context, 'stake', async (start) => start({ target, title: 'Stake', steps: [] }))
    await expect(write).rejects.toThrow("Flow 'stake' needs at least one step")
    expect(flowState.flows.stake).toBeUndefined()
  })
})

describe('its call-log operation ends with it', () => {
  /** Runs a write that starts, does `steps` with its run, then throws `error` (or succeeds without one). */
  async function ended(steps: (run: ReturnType<StartWrite>) => void, error?: unknown) {
    const { context, operation } = makeContext()
    const write = runWrite(context, 'mint', async (start) => {
      steps(start({ target, title: 'Mint 1 token', steps: ['mint'] }))
      if (error !== undefined) throw error
    })
    await write.catch(() => undefined)
    expect(operation.end).toHaveBeenCalledOnce()
    return operation.end.mock.calls[0]?.[0]
  }
  const sendsMint = (run: ReturnType<StartWrite>) => run.sent(HASH, 'Mint 1 token')

  it('succeeded when the write resolves', async () => {
    expect(await ended(sendsMint)).toEqual({ status: 'succeeded' })
  })

  it('not sent when a check, the fee estimate or the node stops it before the wallet is asked', async () => {
    const refused = new ContractRevertError('WalletLimitExceeded', [5n, 5n], 'Each wallet may mint 5 tokens.')
    expect(await ended(() => undefined, refused)).toEqual({
      status: 'not-sent',
      reason: 'Each wallet may mint 5 tokens.',
    })
    const nodeDown = new ActionFailedError('simulation-failed', 'Could not reach the chain.')
    expect(await ended(() => undefined, nodeDown)).toEqual({ status: 'not-sent', reason: 'Could not reach the chain.' })
    // The wallet module refusing before it asks the wallet is no wallet failure.
    expect(await ended(() => undefined, new NotConnectedError())).toMatchObject({ status: 'not-sent' })
    expect(await ended(() => undefined, 'no words')).toEqual({
      status: 'not-sent',
      reason: 'The transaction could not be prepared.',
    })
  })

  it('rejected when the person refused in the wallet, whatever was sent before', async () => {
    const reason = 'You rejected the request in your wallet.'
    expect(await ended(() => undefined, new UserRejectedError())).toEqual({ status: 'rejected', reason })
    expect(await ended(sendsMint, Object.assign(new Error('no'), { code: 4001 }))).toMatchObject({
      status: 'rejected',
    })
  })

  it('failed when the wallet failed an ask, or the node after a transaction went out', async () => {
    expect(await ended(() => undefined, new RequestPendingError())).toMatchObject({ status: 'failed' })
    const unreadable = new ActionFailedError('wallet-error', 'The wallet could not send the transaction.')
    expect(await ended(() => undefined, unreadable)).toEqual({
      status: 'failed',
      reason: 'The wallet could not send the transaction.',
    })
    const lost = new ActionFailedError('receipt', 'Could not reach the chain.')
    expect(await ended(sendsMint, lost)).toEqual({ status: 'failed', reason: 'Could not reach the chain.' })
    // The approve went out; the stake's own fee estimate reverted: nothing reverted on chain.
    const estimate = new ContractRevertError('StillLocked', [], 'This stake is still locked.')
    const approveThenStake = (run: ReturnType<StartWrite>) => {
      run.sent(HASH, 'Approve 1 STK for staking')
      run.step('mint')
    }
    expect(await ended(approveThenStake, estimate)).toEqual({ status: 'failed', reason: 'This stake is still locked.' })
  })

  it('reverted when a sent transaction or batch failed on chain', async () => {
    const onChain = new ContractRevertError('Reverted', [], 'The transaction failed on-chain.', { hash: HASH })
    expect(await ended(sendsMint, onChain)).toEqual({ status: 'reverted', reason: 'The transaction failed on-chain.' })
    const batch = new ContractRevertError('Reverted', [], 'The batch failed on-chain: nothing was staked.')
    expect(await ended((run) => run.batchSubmitted('0x01'), batch)).toMatchObject({ status: 'reverted' })
  })

  it('ends an operation opened before start, and opens none for a check that fails before it', async () => {
    const { context, operation } = makeContext()
    const refused = new PreflightError('invalid-input', 'Amount must be greater than 0.')
    await expect(runWrite(context, 'claim', () => Promise.reject(refused))).rejects.toBe(refused)
    expect(context.wallet.operation).not.toHaveBeenCalled()

    const write = runWrite(context, 'stake', async (_start, open) => {
      open('Stake 1 STK for 30 days')
      throw new ActionFailedError('simulation-failed', 'Could not reach the chain.')
    })
    await expect(write).rejects.toThrow('Could not reach the chain.')
    expect(operation.end).toHaveBeenCalledExactlyOnceWith({ status: 'not-sent', reason: 'Could not reach the chain.' })
    expect(flowState.flows.stake).toBeUndefined()
  })

  it('ends the operation of the plan once, however often it was named', async () => {
    const { context, operation } = makeContext()
    await runWrite(context, 'stake', async (start, open) => {
      const opened = open('Stake 1 STK for 30 days')
      start({ target, title: 'Stake 1 STK for 30 days', steps: ['stake'], wallet: opened })
    })
    expect(context.wallet.operation).toHaveBeenCalledOnce()
    expect(operation.end).toHaveBeenCalledExactlyOnceWith({ status: 'succeeded' })
  })
})
