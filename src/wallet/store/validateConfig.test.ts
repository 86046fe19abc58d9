import { polygon } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { addChainParameters } from '../actions/switchChain.ts'
import { createDevProvider } from '../connectors/dev/createDevProvider.ts'
import { devWallet, showDevPrompt } from '../connectors/dev/index.ts'
import { createInjectedConnector } from '../connectors/injected/createInjectedConnector.ts'
import { createSafeConnector } from '../connectors/safe/createSafeConnector.ts'
import { safeConnector } from '../connectors/safe/safeConnector.ts'
import { walletConnectConnector } from '../connectors/walletConnect/walletConnectConnector.ts'
import { InvalidArgumentError, WalletConfigError } from '../errors/configErrors.ts'
import { createTransactionStore } from '../transactions/createTransactionStore.ts'
import { historyKey } from '../transactions/history.ts'
import type { TransactionStoreOptions } from '../transactions/types.ts'
import { createWallet } from './createWallet.ts'
import { validateChains, validateWalletOption } from './validateConfig.ts'
import type { WalletConfig } from './walletApi.ts'

describe('configuration checks', () => {
  it("requires at least one chain: 'must have at least one chain'", () => {
    expect(() => validateChains([])).toThrow(WalletConfigError)
    expect(() => validateChains([])).toThrow('must have at least one chain')
    expect(() => validateChains([polygon, polygon])).toThrow('Chain 137 is configured twice.')
    expect(() => validateChains([polygon])).not.toThrow()
  })

  it('rejects an icon accent that is not a hex colour, naming the wallet', () => {
    const option = { id: 'x', name: 'Fancy Wallet', iconUrl: 'data:,', iconBackground: '#fff' }
    expect(() => validateWalletOption({ ...option, iconAccent: 'blue' })).toThrow(/Fancy Wallet/)
    expect(() => validateWalletOption({ ...option, iconAccent: '#12345' })).toThrow(WalletConfigError)
    for (const ok of ['#fff', '#FFFF', '#a1b2c3', '#A1B2C3D4'])
      expect(() => validateWalletOption({ ...option, iconAccent: ok })).not.toThrow()
    expect(() => validateWalletOption(option)).not.toThrow()
  })
})

describe('factories given options that throw when read', () => {
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  }
  const getterThrows = {
    get chains(): never {
      throw new Error('trapped')
    },
  }

  it('an example the property found', () => {
    // Each read a property of undefined, a revoked Proxy or a throwing getter and threw a TypeError or the getter's error.
    expect(() => createWallet(getterThrows as unknown as WalletConfig)).toThrow(WalletConfigError)
    expect(() => createWallet(revoked() as WalletConfig)).toThrow(WalletConfigError)
    expect(() => createTransactionStore(undefined as unknown as TransactionStoreOptions)).toThrow(WalletConfigError)
    const options = undefined as never
    expect(() => createInjectedConnector(options, options)).toThrow(WalletConfigError)
    expect(() => createSafeConnector(options)).toThrow(WalletConfigError)
    expect(() => safeConnector(options)).toThrow(WalletConfigError)
    expect(() => walletConnectConnector(options)).toThrow(WalletConfigError)
    expect(() => devWallet(options)).toThrow(WalletConfigError)
    expect(() => createDevProvider(options)).toThrow(WalletConfigError)
    expect(() => showDevPrompt(options)).toThrow(InvalidArgumentError)
    expect(() => addChainParameters(options)).toThrow(InvalidArgumentError)
    expect(() => historyKey(options, options)).toThrow(InvalidArgumentError)
  })
})
