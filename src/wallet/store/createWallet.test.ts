import { WALLET_ENDED_SESSION_NOTICE } from './connection.ts'
import { describe, expect, it, vi } from 'vitest'
import { ConnectorNotFoundError, WalletConfigError } from '../errors/configErrors.ts'
import { RequestPendingError } from '../errors/rpcErrors.ts'
import { UserRejectedError } from '../errors/providerErrors.ts'
import { ACCOUNT, OTHER_ACCOUNT, fail, flush, providerError, scriptedProvider } from '../testing/scriptedProvider.ts'
import { newWallet, walletWithMetaMask } from '../testing/walletFixture.ts'
import { NO_PROJECT_ID } from './connectorRegistry.ts'
import type { WalletEvent } from './walletApi.ts'

describe('createWallet: connect', () => {
  it('connects, logs the calls and remembers the wallet', async () => {
    const { wallet, storage } = await walletWithMetaMask()
    const events: WalletEvent[] = []
    wallet.onEvent((event) => events.push(event))
    await wallet.connect('metaMask')
    expect(wallet.state).toMatchObject({
      status: 'connected',
      address: ACCOUNT,
      accounts: [ACCOUNT],
      chainId: 137,
      unsupported: false,
      walletId: 'metaMask',
      recent: ['metaMask'],
    })
    expect(events.map((e) => e.type)).toEqual(['connecting', 'change'])
    expect(wallet.callLog.entries.map((e) => [e.kind, e.method])).toEqual([
      ['request', 'eth_requestAccounts'],
      ['request', 'eth_chainId'],
      ['marker', 'connected'],
    ])
    // One operation: the connect call.
    expect(new Set(wallet.callLog.entries.map((e) => e.operationId)).size).toBe(1)
    expect(storage.getItem('wallet.last')).toBe('metaMask')
    expect(
      Object.keys(Object.fromEntries(Array.from({ length: storage.length }, (_, i) => [storage.key(i), 1]))),
    ).not.toContain('wallet.status')
  })

  it('asks the wallet within the connect call, before any await, and leaves User Timing marks', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    performance.clearMarks()
    performance.clearMeasures()
    const connecting = wallet.connect('metaMask')
    // Still inside the caller's task: a view re-rendering in a microtask cannot hold the prompt back.
    expect(provider.calls.map((call) => call.method)).toEqual(['eth_requestAccounts'])
    await connecting
    expect(performance.getEntriesByType('mark').map((mark) => mark.name)).toEqual([
      'wallet:connect',
      'wallet:connected',
    ])
    expect(performance.getEntriesByType('measure').map((measure) => measure.name)).toEqual([
      'wallet:request eth_requestAccounts',
      'wallet:request eth_chainId',
    ])
  })

  it('follows account and chain changes, flags an unconfigured chain, and logs the events', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    await wallet.connect('metaMask')
    const events: WalletEvent[] = []
    wallet.onEvent((event) => events.push(event))
    provider.emit('accountsChanged', [OTHER_ACCOUNT])
    expect(wallet.state.address).toBe(OTHER_ACCOUNT)
    provider.emit('chainChanged', '0x1')
    expect(wallet.state).toMatchObject({ chainId: 1, unsupported: true })
    expect(events.at(-1)).toEqual({
      type: 'change',
      address: OTHER_ACCOUNT,
      accounts: [OTHER_ACCOUNT],
      chainId: 1,
      unsupported: true,
    })
    provider.emit('chainChanged', '0xa')
    expect(wallet.state).toMatchObject({ chainId: 10, unsupported: false })
    provider.emit('chainChanged', 'garbage')
    expect(wallet.state.chainId).toBe(10)
    expect(wallet.callLog.entries.filter((e) => e.kind === 'event').map((e) => [e.method, e.params])).toEqual([
      ['accountsChanged', [OTHER_ACCOUNT]],
      ['chainChanged', '0x1'],
      ['chainChanged', '0xa'],
      ['chainChanged', 'garbage'],
    ])
  })

  it('connecting the connected wallet again keeps one listener per event', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    await wallet.connect('metaMask')
    await wallet.connect('metaMask')
    const events: WalletEvent[] = []
    wallet.onEvent((event) => events.push(event))
    provider.emit('chainChanged', '0xa')
    expect(events).toHaveLength(1)
    expect(provider.listenerCount('chainChanged')).toBe(1)
    expect(provider.calls.filter((c) => c.method === 'wallet_revokePermissions')).toHaveLength(0)
  })

  it('treats an empty account list as disconnected', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    await wallet.connect('metaMask')
    const events: WalletEvent[] = []
    wallet.onEvent((event) => events.push(event))
    provider.emit('accountsChanged', [])
    expect(wallet.state).toMatchObject({ status: 'disconnected', address: undefined, accounts: [], chainId: undefined })
    expect(wallet.state.notice).toBe(WALLET_ENDED_SESSION_NOTICE)
    expect(events).toEqual([{ type: 'disconnect' }])
    expect(provider.listenerCount('accountsChanged')).toBe(0)
  })

  it('disconnects on the provider disconnect event, except MetaMask 1013 while accounts remain', async () => {
    const { wallet, provider } = await walletWithMetaMask({ eth_accounts: () => [ACCOUNT] })
    await wallet.connect('metaMask')
    provider.emit('disconnect', providerError(1013, 'reconnecting'))
    await flush()
    expect(wallet.state.status).toBe('connected')
    provider.emit('disconnect', providerError(4900, 'gone'))
    expect(wallet.state.status).toBe('disconnected')
    expect(wallet.state.notice).toBe(WALLET_ENDED_SESSION_NOTICE)
    // A new connect clears the sentence; a disconnect asked for here never sets it.
    await wallet.connect('metaMask')
    expect(wallet.state.notice).toBeUndefined()
    await wallet.disconnect()
    expect(wallet.state.notice).toBeUndefined()
  })

  it('on a rejection (4001) goes back to disconnected with no error in the state, and tells the caller', async () => {
    const { wallet } = await walletWithMetaMask({
      eth_requestAccounts: () => fail(providerError(4001, 'User rejected the request.')),
    })
    await expect(wallet.connect('metaMask')).rejects.toBeInstanceOf(UserRejectedError)
    expect(wallet.state).toMatchObject({ status: 'disconnected', error: undefined, notice: undefined })
    expect(wallet.callLog.entries[0]).toMatchObject({
      outcome: 'error',
      errorCode: 4001,
      walletErrorCode: 4001,
      walletErrorMessage: 'User rejected the request.',
      rdns: 'io.metamask',
      origin: 'module',
    })
  })

  it('on -32002 tells the person to open the wallet and sends nothing more', async () => {
    const { wallet, provider } = await walletWithMetaMask({
      eth_requestAccounts: () =>
        fail(providerError(-32002, "Request of type 'wallet_requestPermissions' already pending")),
    })
    const error = await wallet.connect('metaMask').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestPendingError)
    expect((error as RequestPendingError).shortMessage).toMatch(/open your wallet/i)
    expect((error as RequestPendingError).metaMessages?.join(' ')).toMatch(/retry.*or pick another wallet/i)
    expect(wallet.state).toMatchObject({ status: 'disconnected', error })
    await flush()
    expect(provider.calls.filter((c) => c.method === 'eth_requestAccounts')).toHaveLength(1)
    // The way out: retry once the wallet's own request is dealt with.
    provider.handlers.eth_requestAccounts = () => [ACCOUNT]
    await wallet.connect('metaMask')
    expect(wallet.state).toMatchObject({ status: 'connected', error: undefined })
  })

  it('joins a second connect while the first is in flight (double click)', async () => {
    let answer: (accounts: string[]) => void = () => undefined
    const { wallet, provider } = await walletWithMetaMask({
      eth_requestAccounts: () => new Promise((resolve) => (answer = resolve)),
    })
    const first = wallet.connect('metaMask')
    const second = wallet.connect('metaMask')
    expect(wallet.state.status).toBe('connecting')
    await flush()
    answer([ACCOUNT])
    await Promise.all([first, second])
    expect(provider.calls.filter((c) => c.method === 'eth_requestAccounts')).toHaveLength(1)
    expect(wallet.state.status).toBe('connected')
  })

  it('lets the person pick another wallet while one still waits, ignoring the first answer', async () => {
    let answerFirst: (accounts: string[]) => void = () => undefined
    const { wallet } = await walletWithMetaMask({
      eth_requestAccounts: () => new Promise((resolve) => (answerFirst = resolve)),
    })
    ;(window as unknown as { ethereum: unknown }).ethereum = scriptedProvider({
      eth_requestAccounts: () => [OTHER_ACCOUNT],
      eth_chainId: () => '0xa',
    })
    window.dispatchEvent(new Event('ethereum#initialized'))
    const first = wallet.connect('metaMask')
    await flush()
    await wallet.connect('injected')
    answerFirst([ACCOUNT])
    await first
    expect(wallet.state).toMatchObject({
      status: 'connected',
      walletId: 'injected',
      address: OTHER_ACCOUNT,
      chainId: 10,
    })
  })

  it('ignores events of the current wallet while another connect is under way', async () => {
    const { wallet, provider } = await walletWithMetaMask()
    await wallet.connect('metaMask')
    let answer: (accounts: string[]) => void = () => undefined
    ;(window as unknown as { ethereum: unknown }).ethereum = scriptedProvider({
      eth_requestAccounts: () => new Promise((resolve) => (answer = resolve)),
    })
    window.dispatchEvent(new Event('ethereum#initialized'))
    const pending = wallet.connect('injected')
    await flush()
    provider.emit('accountsChanged', [])
    provider.emit('chainChanged', '0x1')
    expect(wallet.state).toMatchObject({ status: 'connecting', chainId: 137 })
    answer([OTHER_ACCOUNT])
    await pending
    expect(wallet.state).toMatchObject({ status: 'connected', walletId: 'injected', address: OTHER_ACCOUNT })
  })

  it('fails clearly for a wallet that is not installed', async () => {
    const wallet = newWallet()
    await expect(wallet.connect('brave')).rejects.toBeInstanceOf(ConnectorNotFoundError)
    await expect(wallet.connect('brave')).rejects.toThrow('provider missing')
    expect(wallet.state.status).toBe('disconnected')
    expect(wallet.state.error).toBeInstanceOf(ConnectorNotFoundError)
  })

  it('keeps up to 3 recent wallets, most recent first, and reads corrupt storage as empty', async () => {
    const { wallet, storage } = await walletWithMetaMask({}, {})
    storage.setItem('wallet.recent', JSON.stringify(['a', 'b', 'c']))
    await wallet.connect('metaMask')
    expect(wallet.state.recent).toEqual(['metaMask', 'a', 'b'])
    await flush()
    expect(wallet.state.options[0]).toMatchObject({ id: 'metaMask', groupName: 'Recent', recent: true })
    storage.setItem('wallet.recent', '{not json')
    expect(newWallet({ storage }).state.recent).toEqual([])
    storage.setItem('wallet.recent', JSON.stringify([1, 'x', null]))
    expect(newWallet({ storage }).state.recent).toEqual(['x'])
  })

  it('survives storage that throws', async () => {
    const throwing = {
      getItem: () => fail(new Error('blocked')),
      setItem: () => fail(new Error('full')),
      removeItem: () => fail(new Error('blocked')),
    }
    const { wallet } = await walletWithMetaMask({}, { storage: throwing as unknown as Storage })
    await wallet.connect('metaMask')
    expect(wallet.state.status).toBe('connected')
  })
})

describe('createWallet: configuration', () => {
  it("requires a chain: 'must have at least one chain'", () => {
    expect(() => newWallet({ chains: [] })).toThrow('must have at least one chain')
  })

  it('fails for an extra wallet whose icon accent is not a hex colour, naming it', () => {
    const create = vi.fn()
    expect(() =>
      newWallet({
        extraConnectors: [
          {
            option: { id: 'x', name: 'Odd Wallet', iconUrl: 'data:,', iconBackground: '#000', iconAccent: 'red' },
            create,
          },
        ],
      }),
    ).toThrow(/Odd Wallet.*hex colour/)
    expect(create).not.toHaveBeenCalled()
  })

  it('says a WalletConnect project id is missing when a WalletConnect option is picked without one', async () => {
    const wallet = newWallet()
    await expect(wallet.connect('walletConnect')).rejects.toThrow(WalletConfigError)
    await expect(wallet.connect('walletConnect')).rejects.toThrow(NO_PROJECT_ID)
  })

  it('builds WalletConnect connectors through the configured factory, passing the pairing URI and the relay link to state', async () => {
    const factory = vi.fn(
      (options: { id: string; name: string; showQrModal: boolean; deepLink?: (uri: string) => string }) => {
        const listeners = new Set<(e: import('../types.ts').ConnectorEvent) => void>()
        return {
          id: options.id,
          name: options.name,
          type: 'walletConnect' as const,
          getProvider: async () => scriptedProvider(),
          isReady: () => true,
          async connect() {
            for (const l of listeners) l({ type: 'uri', uri: { uri: 'wc:abc@2' } })
            await flush()
            return { accounts: [ACCOUNT], chainId: 10 }
          },
          resume: async () => null,
          disconnect: async () => undefined,
          subscribe(listener: (e: import('../types.ts').ConnectorEvent) => void) {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
          emit(event: import('../types.ts').ConnectorEvent) {
            for (const l of listeners) l(event)
          },
          peerName: () => 'Rainbow Mobile',
        }
      },
    )
    const wallet = newWallet({
      walletConnectProjectId: 'project',
      walletConnectRequestTimeoutMs: 4_000,
      walletConnect: factory,
    })
    const pending = wallet.connect('rainbow')
    expect(wallet.state).toMatchObject({ status: 'connecting', uri: { uri: 'wc:abc@2' } })
    await pending
    expect(factory).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 'rainbow',
        name: 'Rainbow',
        projectId: 'project',
        requestTimeoutMs: 4_000,
        showQrModal: false,
      }),
    )
    expect(wallet.state).toMatchObject({ status: 'connected', walletId: 'rainbow', chainId: 10, uri: undefined })
    await wallet.request({ method: 'eth_chainId' })
    expect(wallet.callLog.entries.at(-1)).toMatchObject({ method: 'eth_chainId', peerName: 'Rainbow Mobile' })
    const connector = factory.mock.results[0]?.value as { emit(event: import('../types.ts').ConnectorEvent): void }
    expect(wallet.state.linkInterrupted).toBe(false)
    connector.emit({ type: 'link', interrupted: true })
    expect(wallet.state).toMatchObject({ status: 'connected', linkInterrupted: true })
    connector.emit({ type: 'link', interrupted: false })
    expect(wallet.state).toMatchObject({ status: 'connected', linkInterrupted: false })
    connector.emit({ type: 'link', interrupted: true })
    await wallet.disconnect()
    expect(wallet.state.linkInterrupted).toBe(false)
  })

  it("offers Safe only through the configured factory, else '(unsupported)'", () => {
    expect(newWallet().state.options.find((o) => o.id === 'safe')).toMatchObject({
      ready: false,
      notReadyLabel: '(unsupported)',
    })
    const safe = vi.fn(() => ({
      id: 'safe',
      name: 'Safe',
      type: 'safe' as const,
      getProvider: async () => scriptedProvider(),
      isReady: () => true,
      connect: async () => ({ accounts: [ACCOUNT], chainId: 137 }),
      resume: async () => null,
      disconnect: async () => undefined,
      subscribe: () => () => undefined,
    }))
    expect(newWallet({ safe }).state.options.find((o) => o.id === 'safe')).toMatchObject({ ready: true })
  })

  it('rejected requests are typed errors through wallet.request', async () => {
    const { wallet } = await walletWithMetaMask({ personal_sign: () => fail(providerError(4001)) })
    await wallet.connect('metaMask')
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', ACCOUNT] })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
  })
})
