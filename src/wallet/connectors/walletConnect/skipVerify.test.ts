import { describe, expect, it, vi } from 'vitest'
import { skipVerify, type WithVerify } from './skipVerify.ts'

// A Verify controller like the SDK's offline: its attestation iframe never loads, so register waits.
const offlineProvider = () => {
  const register = vi.fn(() => new Promise<string | undefined>(() => {}))
  const provider: WithVerify = { signer: { client: { core: { verify: { register } } } } }
  return { provider, register }
}

describe('skipVerify', () => {
  it('makes the client attest nothing at once instead of waiting for Verify', async () => {
    const { provider, register } = offlineProvider()
    const same = skipVerify(provider)
    expect(same).toBe(provider)
    await expect(provider.signer.client.core.verify.register({ id: 'a', decryptedId: 'b' })).resolves.toBeUndefined()
    expect(register).not.toHaveBeenCalled()
  })
})
