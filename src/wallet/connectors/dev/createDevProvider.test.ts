import { foundry, optimism } from 'viem/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../storage/safeStorage.ts'
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

  it("switches to the app's other networks to read there, sends only on the local chain, and knows no others", async () => {
    const provider = createDevProvider({
      account,
      chain: foundry,
      rpcUrl: 'http://127.0.0.1:1',
      confirm: async () => true,
      storage: memoryStorage(),
      otherNetworks: [{ chain: optimism, rpcUrl: 'http://127.0.0.1:2' }],
    })
    const changes: unknown[] = []
    provider.on('chainChanged', ((id: unknown) => changes.push(id)) as never)
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
    expect(changes).toEqual(['0xa'])
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: account.address, to: account.address }] }),
    ).rejects.toMatchObject({ code: 4100, message: expect.stringContaining('only on Foundry (31337)') })
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa' }] })).resolves.toBe(
      null,
    )
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(changes).toEqual(['0xa', '0x7a69'])
  })

  it('puts typed data in the describer’s words, asked with the request as sent', async () => {
    const asked: unknown[] = []
    const prompts: unknown[] = []
    const provider = createDevProvider({
      account,
      chain: foundry,
      rpcUrl: 'http://127.0.0.1:1', // not read: the describer's words replace the token's
      confirm: async (request) => {
        prompts.push(request)
        return true
      },
      describe: (request) => {
        asked.push(request)
        return 'Spender: Staking'
      },
      storage: memoryStorage(),
    })
    await provider.request({ method: 'eth_requestAccounts' })
    const typedData = JSON.stringify({
      domain: { name: 'StakeToken', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Permit: [{ name: 'spender', type: 'address' }],
      },
      primaryType: 'Permit',
      message: { spender: account.address },
    })
    await provider.request({ method: 'eth_signTypedData_v4', params: [account.address, typedData] })
    expect(asked).toEqual([{ method: 'eth_signTypedData_v4', params: [account.address, typedData] }])
    expect(prompts.at(-1)).toEqual({ title: 'Sign a permit', details: 'Spender: Staking' })
  })
})
