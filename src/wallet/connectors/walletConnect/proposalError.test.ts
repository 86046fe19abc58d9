import { getSdkError } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { mapSessionError } from '../../errors/sessionErrors.ts'
import { UserRejectedError } from '../../errors/providerErrors.ts'
import { proposalAnswerMessages, restoreProposalCode } from './proposalError.ts'

describe('restoreProposalCode', () => {
  it('knows the SDK’s own message for each code', () => {
    for (const [message, code] of Object.entries(proposalAnswerMessages)) {
      const key = Object.entries({
        5000: 'USER_REJECTED',
        5001: 'USER_REJECTED_CHAINS',
        5002: 'USER_REJECTED_METHODS',
        5003: 'USER_REJECTED_EVENTS',
        5100: 'UNSUPPORTED_CHAINS',
        5101: 'UNSUPPORTED_METHODS',
        5102: 'UNSUPPORTED_EVENTS',
        5103: 'UNSUPPORTED_ACCOUNTS',
      } as const).find(([c]) => Number(c) === code)?.[1]
      expect(key && getSdkError(key)).toEqual({ message, code })
    }
  })

  it('turns a rejected proposal back into UserRejectedError; leaves other errors alone', () => {
    expect(mapSessionError(restoreProposalCode(new Error('User rejected.')))).toBeInstanceOf(UserRejectedError)
    const other = new Error('Connection request reset. Please try again.')
    expect(restoreProposalCode(other)).toBe(other)
    const coded = Object.assign(new Error('User rejected.'), { code: 4001 })
    expect(restoreProposalCode(coded)).toBe(coded)
  })
})
