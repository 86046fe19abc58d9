import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setAddress, setWallet } from '../../app/index.ts'
import { IDLE } from '../kit/feedback'
import { SUCCESS_LINE_MS, useOutcome } from './useMoment'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const flush = () => act(async () => await Promise.resolve())

beforeEach(() => {
  vi.useFakeTimers()
  setWallet({ id: 'test.wallet', chainId: 31337 })
  setAddress(ACCOUNT)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  setWallet(undefined)
  setAddress('')
})

describe('useOutcome: a form line belongs to its moment', () => {
  it('a success line is gone after a while; an error stays', () => {
    const { result } = renderHook(() => useOutcome())
    act(() => result.current[1]({ kind: 'success', text: 'Staked 100 STK for 30 days.' }))
    act(() => vi.advanceTimersByTime(SUCCESS_LINE_MS - 1))
    expect(result.current[0].kind).toBe('success')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current[0]).toBe(IDLE)
    act(() => result.current[1]({ kind: 'error', text: 'Transaction failed' }))
    act(() => vi.advanceTimersByTime(SUCCESS_LINE_MS * 2))
    expect(result.current[0].kind).toBe('error')
  })

  it('another account or chain does not inherit the line, and coming back does not bring it back', async () => {
    const { result } = renderHook(() => useOutcome())
    act(() => result.current[1]({ kind: 'error', text: 'Not enough STK.' }))
    setAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    await flush()
    expect(result.current[0]).toBe(IDLE)
    setAddress(ACCOUNT)
    await flush()
    expect(result.current[0]).toBe(IDLE)
    act(() => result.current[1]({ kind: 'error', text: 'Not enough STK.' }))
    setWallet({ id: 'test.wallet', chainId: 137 })
    await flush()
    expect(result.current[0]).toBe(IDLE)
  })
})
