import { describe, expect, it } from 'vitest'
import { snapshot, subscribe } from 'valtio/vanilla'
import {
  appState,
  resetAccountReads,
  setAddress,
  setProvider,
  setReads,
  setStakingList,
  setTotalDeposited,
  setTotalLock,
  setUserReward,
  setWallet,
  type StakeEntry,
} from './state.ts'

const stake = (id: bigint): StakeEntry => ({
  id,
  amount: 10n,
  start: 1,
  unlockTime: 2,
  lockPeriod: 1,
  aprBps: 500,
  reward: 0n,
  claimed: 0n,
  withdrawn: false,
})

describe('app state', () => {
  it('starts with the specification initial values', () => {
    const initial = snapshot(appState)
    expect(initial.wallet).toBeUndefined()
    expect(initial.address).toBe('')
    expect(initial.userReward).toBe(0)
    expect(initial.totalLock).toBe(0)
    expect(initial.totalDeposited).toBe(0)
    expect(initial.stakingList).toEqual([])
    expect(initial.provider).toEqual({})
  })

  it('has one set action per field', () => {
    setWallet({ id: 'test.wallet', chainId: 31337 })
    setAddress('0x0000000000000000000000000000000000000001')
    setUserReward(1.5)
    setTotalLock(100)
    setTotalDeposited(250)
    setProvider({ chainId: 31337 })
    const state = snapshot(appState)
    expect(state.wallet).toEqual({ id: 'test.wallet', chainId: 31337 })
    expect(state.address).toBe('0x0000000000000000000000000000000000000001')
    expect([state.userReward, state.totalLock, state.totalDeposited]).toEqual([1.5, 100, 250])
    expect(state.provider).toEqual({ chainId: 31337 })
    setWallet(undefined)
    expect(appState.wallet).toBeUndefined()
  })

  it('replaces stakingList with a copy: later edits of the caller array do not leak in', () => {
    const list = [stake(1n)]
    setStakingList(list)
    list.push(stake(2n))
    ;(list[0] as { amount: bigint }).amount = 999n
    expect(appState.stakingList).toHaveLength(1)
    expect(appState.stakingList[0]?.amount).toBe(10n)
    expect(appState.stakingList).not.toBe(list)
  })

  it('notifies subscribers on a set action', async () => {
    let calls = 0
    const unsubscribe = subscribe(appState, () => {
      calls += 1
    })
    setTotalLock(7)
    await Promise.resolve()
    unsubscribe()
    expect(calls).toBe(1)
  })

  it('resetAccountReads clears the account numbers but keeps chain-wide reads', () => {
    setReads({ tokenBalance: 5n, lockPeriods: [{ seconds: 30, aprBps: 500 }], loaded: true })
    setUserReward(3)
    setStakingList([stake(1n)])
    resetAccountReads()
    expect(appState.reads.tokenBalance).toBe(0n)
    expect(appState.reads.loaded).toBe(false)
    expect(appState.reads.lockPeriods).toEqual([{ seconds: 30, aprBps: 500 }])
    expect(appState.userReward).toBe(0)
    expect(appState.stakingList).toEqual([])
  })
})
