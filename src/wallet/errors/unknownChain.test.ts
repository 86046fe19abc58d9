import { describe, expect, it } from 'vitest'
import { mapWalletError } from './mapWalletError.ts'
import { isUnknownChainError, unknownChainSignals } from './unknownChain.ts'

/** One wallet answer per row of the table, in the same order. */
const answers = [
  { code: 4902, message: 'Unrecognized chain.' },
  { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code: 4902, message: 'x' } } },
  { code: 4901, message: 'Chain disconnected' },
  { code: -32603, message: 'Unrecognized chain ID "0x89". Try adding the chain using wallet_addEthereumChain first.' },
]

describe('unknownChainSignals', () => {
  it('has one answer per row', () => {
    expect(answers).toHaveLength(unknownChainSignals.length)
  })

  it.each(unknownChainSignals.map((signal, index) => [signal.who, index] as const))(
    'row "%s" recognises its answer, raw and mapped',
    (_who, index) => {
      const answer = answers[index]
      const signal = unknownChainSignals[index]
      expect(signal?.matches(answer)).toBe(true)
      expect(signal?.matches(mapWalletError(answer))).toBe(true)
      expect(isUnknownChainError(mapWalletError(answer))).toBe(true)
    },
  )

  it('does not mistake other errors for an unknown chain', () => {
    expect(isUnknownChainError({ code: 4001, message: 'User rejected' })).toBe(false)
    expect(isUnknownChainError(mapWalletError({ code: -32603, message: 'Internal error' }))).toBe(false)
    expect(isUnknownChainError('nope')).toBe(false)
  })
})
