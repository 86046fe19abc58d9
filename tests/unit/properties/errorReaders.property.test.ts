/**
 * What the app reads out of a thrown value to say what failed (shortMessageOf, writeEnd, the connect and switch
 * dialogs, a form's feedback): a value thrown through a wallet, viem or a contract read may be anything, including
 * one that throws from a getter, a Proxy's trap or a revoked Proxy, or an Error whose cause chain does. Each reader
 * answers with its sentence or its fallback and never throws.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeContractError, findContractRevert, GENERIC_REVERT_SENTENCE } from '../../../src/app/contractErrors.ts'
import { shortMessageOf } from '../../../src/app/errors.ts'
import { isNodeUnreachable } from '../../../src/app/nodeUnreachable.ts'
import { walletErrorOf, walletFailure } from '../../../src/app/write/walletErrorOf.ts'
import { isRejection, writeEnd } from '../../../src/app/write/writeEnd.ts'
import { describeConnectFailure } from '../../../src/ui/connect/connectError.ts'
import { feedbackForError } from '../../../src/ui/kit/feedback.ts'
import { describeSwitchFailure } from '../../../src/ui/network/switchError.ts'
import { type Hostile, plain, recipe, revokedProxy, trappingProxy, untrustedValue } from './hostileValues.ts'
import { collectConsole, inTime, PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

collectConsole('error')

/** What the readers look at on an Error. */
const READ = ['cause', 'name', 'message', 'shortMessage', 'code', 'hash', 'walk'] as const

function throwingOn(error: Error, key: string): Error {
  return Object.defineProperty(error, key, {
    get: () => {
      throw new Error('trapped')
    },
  })
}

/** An Error holding a hostile value as its cause, an Error whose field throws, or one behind a Proxy that throws. */
const hostileError: fc.Arbitrary<Hostile> = fc.letrec<{ error: Hostile }>((tie) => ({
  error: fc.oneof(
    { depthSize: 'small' },
    untrustedValue.map((cause) =>
      recipe(`Error(cause: ${cause[fc.toStringMethod]()})`, () => new Error('failed', { cause: cause.make() })),
    ),
    fc
      .constantFrom(...READ)
      .map((key) => recipe(`Error(get ${key} throws)`, () => throwingOn(new Error('failed'), key))),
    fc.constantFrom(...READ).map((key) =>
      recipe(
        `Proxy(Error, get ${key} throws)`,
        () =>
          new Proxy(new Error('failed'), {
            get: (target, property, receiver) => {
              if (property === key) throw new Error('trapped')
              return Reflect.get(target, property, receiver)
            },
          }),
      ),
    ),
    tie('error').map((cause) =>
      recipe(`Error(cause: ${cause[fc.toStringMethod]()})`, () => new Error('outer', { cause: cause.make() })),
    ),
  ),
})).error
const thrown = fc.oneof(untrustedValue, hostileError)

describe('readers of a thrown value', () => {
  it('say what failed for any thrown value, never throwing', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(thrown, fc.boolean(), (value, sent) =>
        inTime(() => {
          const error = value.make()
          const short = shortMessageOf(error, 'fallback')
          const end = writeEnd(error, { sent, confirming: sent })
          const connect = describeConnectFailure(error, 'Wallet')
          const switched = describeSwitchFailure(error)
          const feedback = feedbackForError(error)
          return (
            typeof short === 'string' &&
            typeof isNodeUnreachable(error) === 'boolean' &&
            typeof isRejection(error) === 'boolean' &&
            (walletErrorOf(error) === undefined || walletErrorOf(error) instanceof Error) &&
            walletFailure(error, 'fallback') instanceof Error &&
            (findContractRevert(error) === undefined || typeof findContractRevert(error)?.errorName === 'string') &&
            typeof end.status === 'string' &&
            typeof connect.kind === 'string' &&
            (switched === undefined || typeof switched === 'string') &&
            (feedback === undefined || typeof feedback.kind === 'string')
          )
        }, 1000),
      ),
      runParameters(),
    )
  })

  it("describeContractError words any revert's arguments, or says the contract refused", {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const errorName = fc.constantFrom(
      ...['StillLocked', 'NotStakeOwner', 'InsufficientRewardPool', 'ERC20InsufficientBalance', 'ExceedsMaxSupply'],
      ...['WalletLimitExceeded', 'WrongPayment', 'ZeroAmount', 'Unknown', '__proto__', 'toString'],
    )
    const argument = fc.oneof(untrustedValue, plain(fc.constantFrom(1.5, Number.NaN, -1)))
    fc.assert(
      fc.property(errorName, fc.array(argument, { maxLength: 3 }), (name, args) =>
        inTime(() => {
          const sentence = describeContractError(
            name,
            args.map((value) => value.make()),
          )
          return typeof sentence === 'string' && sentence !== ''
        }, 1000),
      ),
      runParameters(),
    )
  })

  it('a Proxy or an Error whose cause throws reads as the fallback (examples the property found)', () => {
    expect(describeContractError('WrongPayment', [1.5, 1n])).toBe(GENERIC_REVERT_SENTENCE)
    expect(describeContractError('toString')).toBe(GENERIC_REVERT_SENTENCE)
    expect(shortMessageOf(revokedProxy(), 'fallback')).toBe('fallback')
    expect(shortMessageOf(trappingProxy('error', 'object'), 'fallback')).toBe('fallback')
    expect(shortMessageOf(throwingOn(new Error('failed'), 'cause'), 'fallback')).toBe('failed')
    expect(isRejection(throwingOn(new Error('failed'), 'code'))).toBe(false)
  })
})
