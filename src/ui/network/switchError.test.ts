import { describe, expect, it } from 'vitest'
import { MethodNotFoundError, UnsupportedMethodError, UserRejectedError } from '../../wallet'
import { describeConnectFailure } from '../connect/connectError'
import { describeSwitchFailure } from './switchError'
import { CANNOT_SWITCH_MESSAGE } from './messages'

describe('describeSwitchFailure', () => {
  it('says nothing for a rejection and the fixed sentence for a wallet that cannot switch', () => {
    expect(describeSwitchFailure(new UserRejectedError())).toBeUndefined()
    expect(describeSwitchFailure(new UnsupportedMethodError())).toBe(CANNOT_SWITCH_MESSAGE)
    expect(describeSwitchFailure(new MethodNotFoundError())).toBe(CANNOT_SWITCH_MESSAGE)
  })

  it('names the switch, not a connect, when the error carries no message', () => {
    expect(describeSwitchFailure(new Error(''))).toBe('The wallet could not switch networks.')
    expect(describeConnectFailure(new Error(''), 'Test Wallet')).toEqual({
      kind: 'failed',
      message: 'The wallet could not connect.',
    })
  })
})
