import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedError } from '../../wallet/index.ts'
import { flowState } from './flowState.ts'
import { flowStatusText, flowStepLabel, isFlowRunning } from './flowText.ts'
import { startFlow, trackFlow } from './startFlow.ts'

afterEach(() => {
  for (const key of Object.keys(flowState.flows)) delete flowState.flows[key]
})

const HASH = `0x${'ab'.repeat(32)}`

function current(key: string) {
  const progress = flowState.flows[key]
  if (!progress) throw new Error(`no flow '${key}'`)
  return progress
}

describe('flow store', () => {
  it('walks approve then stake: which step, waiting for the wallet vs for confirmation', () => {
    const flow = startFlow('stake', 'Stake 100 STK for 30 days', ['approve', 'stake'])
    flow.step('approve')
    expect(flowStatusText(current('stake'))).toBe('Step 1 of 2: approve — confirm in your wallet…')
    flow.submitted(HASH)
    expect(flowState.flows.stake).toMatchObject({ phase: 'confirming', hash: HASH, step: 1 })
    expect(flowStatusText(current('stake'))).toBe('Step 1 of 2: approve — waiting for confirmation…')
    flow.step('stake')
    expect(flowState.flows.stake).toMatchObject({ phase: 'wallet', step: 2, hash: undefined })
    expect(flowStatusText(current('stake'))).toBe('Step 2 of 2: stake — confirm in your wallet…')
    flow.done()
    expect(isFlowRunning(flowState.flows.stake)).toBe(false)
    expect(flowState.flows.stake?.phase).toBe('done')
  })

  it("keeps every hash it sent, a batch's calls id, and a fallback with its notice", () => {
    const flow = startFlow('stake', 'Stake 1 STK for 30 days', ['approve and stake'])
    flow.batchSubmitted('0x01')
    expect(flowState.flows.stake).toMatchObject({ phase: 'confirming', callsId: '0x01', hashes: [] })
    flow.replan(['sign permit', 'stake'], 'Your wallet did not run the batch.')
    expect(flowState.flows.stake).toMatchObject({
      phase: 'wallet',
      step: 1,
      notice: 'Your wallet did not run the batch.',
    })
    expect(flowStatusText(current('stake'))).toBe(
      'Your wallet did not run the batch. Step 1 of 2: sign permit — confirm in your wallet…',
    )
    flow.step('stake')
    flow.submitted(HASH)
    flow.submitted(HASH)
    expect(flowState.flows.stake?.hashes).toEqual([HASH])
    expect(() => flow.replan([], 'x')).toThrow("Flow 'stake' needs at least one step")
  })

  it('names a one-step flow by its step alone', () => {
    startFlow('claim', 'Claim 1 STK staking rewards', ['claim'])
    expect(flowStepLabel(current('claim'))).toBe('Claim')
    expect(flowStatusText(current('claim'))).toBe('Claim — confirm in your wallet…')
  })

  it('records whether it failed before or after the transaction was sent; a rejection is a cancel', async () => {
    const rejected = new UserRejectedError()
    const early = startFlow('mint', 'Mint 1 token', ['mint'])
    await expect(trackFlow(early, () => Promise.reject(rejected))).rejects.toBe(rejected)
    expect(flowState.flows.mint).toMatchObject({ phase: 'cancelled', failedBeforeSend: true, error: rejected })

    const refused = startFlow('mint', 'Mint 1 token', ['mint'])
    await expect(trackFlow(refused, () => Promise.reject(new Error('no gas')))).rejects.toThrow('no gas')
    expect(flowState.flows.mint).toMatchObject({ phase: 'failed', failedBeforeSend: true })

    const late = startFlow('mint', 'Mint 1 token', ['mint'])
    await expect(
      trackFlow(late, async () => {
        late.submitted(HASH)
        throw new Error('reverted')
      }),
    ).rejects.toThrow('reverted')
    expect(flowState.flows.mint).toMatchObject({ phase: 'failed', failedBeforeSend: false })
    expect(flowState.flows.mint?.error?.message).toBe('reverted')
  })

  it('keeps a non-Error failure as an Error', () => {
    startFlow('claim', 'Claim', ['claim']).failed('node down')
    expect(flowState.flows.claim?.error).toBeInstanceOf(Error)
    expect(flowState.flows.claim?.error?.message).toBe('node down')
  })

  it('ignores reports from a run a newer run of the same flow replaced', async () => {
    const old = startFlow('stake', 'Stake 1 STK for 30 days', ['stake'])
    const newer = startFlow('stake', 'Stake 2 STK for 30 days', ['stake'])
    old.submitted(HASH)
    old.done()
    expect(flowState.flows.stake).toMatchObject({ title: 'Stake 2 STK for 30 days', phase: 'wallet' })
    expect(flowState.flows.stake?.run).toBeGreaterThan(0)
    await trackFlow(newer, async () => 'ok')
    expect(flowState.flows.stake?.phase).toBe('done')
  })

  it('refuses a flow without steps and a step it does not have', () => {
    expect(() => startFlow('stake', 'Stake', [])).toThrow("Flow 'stake' needs at least one step")
    const flow = startFlow('stake', 'Stake', ['stake'])
    expect(() => flow.step('approve')).toThrow("Flow 'stake' has no step 'approve'")
    expect(flowState.flows.stake).toMatchObject({ step: 1, phase: 'wallet' })
  })
})
