import { describe, expect, it } from 'vitest'
import { InvalidSessionIdError } from './errors.ts'
import { readApprovedSession } from './readSession.ts'
import { redactUri } from './watchSession.ts'
import type { WcSession } from './wcProvider.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session = (accounts: string[], chains?: string[]): WcSession => ({
  namespaces: { eip155: { accounts, ...(chains ? { chains } : {}) } },
  peer: { metadata: { name: 'Rainbow' } },
})

describe('readApprovedSession', () => {
  it('reads unique checksummed accounts and every approved chain', () => {
    const result = readApprovedSession(
      session([`eip155:137:${address.toLowerCase()}`, `eip155:10:${address}`], ['eip155:42161']),
    )
    expect(result).toEqual({ accounts: [address], chainIds: [137, 10, 42161], peerName: 'Rainbow' })
  })

  it.each([
    ['a hex chain reference', [`eip155:0x89:${address}`]],
    ['a short address', ['eip155:137:0x1234']],
    ['a missing chain', [address]],
    ['another namespace', ['solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv']],
    ['a non-string', [42 as unknown as string]],
  ])('rejects %s', (_case, accounts) => {
    expect(() => readApprovedSession(session(accounts))).toThrow(InvalidSessionIdError)
  })

  it('rejects a malformed chain id and a session without eip155', () => {
    expect(() => readApprovedSession(session([`eip155:1:${address}`], ['eip155:01']))).toThrow(InvalidSessionIdError)
    expect(() => readApprovedSession({ namespaces: {}, peer: { metadata: { name: 'x' } } })).toThrow(
      'invalid session identifier',
    )
  })
})

describe('redactUri', () => {
  it('keeps the topic and drops the symmetric key', () => {
    expect(redactUri('wc:abc@2?relay-protocol=irn&symKey=secret')).toBe('wc:abc@2?…')
    expect(redactUri('wc:abc@2')).toBe('wc:abc@2')
  })
})
