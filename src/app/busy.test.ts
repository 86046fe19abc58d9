import { describe, expect, it } from 'vitest'
import { busyState, isBusy, runExclusive } from './busy.ts'
import { PreflightError } from './errors.ts'

describe('runExclusive (double-click guard)', () => {
  it('refuses a second run of the same action while the first is in flight', async () => {
    let finish: () => void = () => undefined
    const first = runExclusive('mint', () => new Promise<void>((resolve) => (finish = resolve)))
    expect(isBusy('mint')).toBe(true)
    const second = runExclusive('mint', async () => 'sent twice')
    await expect(second).rejects.toMatchObject({ code: 'busy' })
    await expect(second).rejects.toBeInstanceOf(PreflightError)
    finish()
    await first
    expect(isBusy('mint')).toBe(false)
  })

  it('lets different actions run side by side and clears the flag after a failure', async () => {
    const failing = runExclusive('withdraw:1', async () => {
      throw new Error('reverted')
    })
    await expect(runExclusive('withdraw:2', async () => 'ok')).resolves.toBe('ok')
    await expect(failing).rejects.toThrow('reverted')
    expect(busyState.keys).toEqual({})
  })
})
