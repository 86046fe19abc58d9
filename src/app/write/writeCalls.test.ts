import { encodeFunctionData, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import type { AppContracts } from '../state.ts'
import { claimCall, mintCall, stakeCalls, stakeWithPermitCall, withdrawCall } from './writeCalls.ts'

const contracts = {
  stakeToken: '0x0000000000000000000000000000000000000001',
  staking: '0x0000000000000000000000000000000000000002',
  collection: '0x0000000000000000000000000000000000000003',
} as AppContracts
const request = { amount: parseUnits('100', 18), lockPeriod: 30 * 86_400 }

describe('the calls a write sends (and its fee estimate asks about)', () => {
  it('approves exactly the amount before the stake only when the allowance is short', () => {
    const [approve, stake] = stakeCalls(contracts, request, true)
    expect(approve).toMatchObject({
      address: contracts.stakeToken,
      functionName: 'approve',
      args: [contracts.staking, request.amount],
      description: 'Approve 100 STK for staking',
    })
    expect(stake).toMatchObject({
      address: contracts.staking,
      functionName: 'stake',
      args: [request.amount, request.lockPeriod],
      description: 'Stake 100 STK for 30 days',
    })
    expect(stakeCalls(contracts, request, false)).toEqual([stake])
  })

  it('splits a permit signature into v, r, s for stakeWithPermit (v from yParity when absent)', () => {
    const r = `0x${'11'.repeat(32)}` as const
    const s = `0x${'22'.repeat(32)}` as const
    const call = stakeWithPermitCall(contracts, request, { signature: `${r}${'22'.repeat(32)}1c`, deadline: 99n })
    expect(call.args).toEqual([request.amount, request.lockPeriod, 99n, 28, r, s])
    const compact = stakeWithPermitCall(contracts, request, { signature: `${r}${'22'.repeat(32)}00`, deadline: 99n })
    expect(compact.args[3]).toBe(27)
    // the ABI takes it as it is built
    expect(() => encodeFunctionData(call)).not.toThrow()
  })

  it('names claim, withdraw and mint as the history shows them', () => {
    expect(claimCall(contracts, parseUnits('1.5', 18))).toMatchObject({
      functionName: 'claim',
      args: [],
      description: 'Claim 1.5 STK staking rewards',
    })
    expect(withdrawCall(contracts, 2n)).toMatchObject({ args: [2n], description: 'Withdraw stake #2' })
    expect(withdrawCall(contracts, 2n, { principal: 100n * 10n ** 18n, reward: 25n * 10n ** 17n })).toMatchObject({
      description: 'Withdraw stake #2: 100 STK + 2.5 STK reward',
    })
    expect(mintCall(contracts, 1n, 10n)).toMatchObject({ args: [1n], value: 10n, description: 'Mint 1 token' })
    expect(mintCall(contracts, 3n, 30n).description).toBe('Mint 3 tokens')
  })
})
