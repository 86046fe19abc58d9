import { foundry } from 'viem/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createDevProvider } from './createDevProvider.ts'
import { DEV_MNEMONIC } from './index.ts'

const account = mnemonicToAccount(DEV_MNEMONIC)

/** localStorage with its quota used up: reads work, every write throws. */
const fullStorage = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
  removeItem: () => undefined,
}

describe('createDevProvider', () => {
  it('connects where storage refuses the write, for this page only, and forgets on revoke', async () => {
    const provider = createDevProvider({
      account,
      chain: foundry,
      rpcUrl: 'http://127.0.0.1:1',
      confirm: async () => true,
      storage: fullStorage,
    })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account.address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account.address])
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })
})
