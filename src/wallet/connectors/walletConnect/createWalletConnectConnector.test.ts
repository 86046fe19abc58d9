import { optimism, polygon } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WalletTimeoutError } from '../../errors/configErrors.ts'
import { UserRejectedError } from '../../errors/providerErrors.ts'
import { UserDisconnectedError } from '../../errors/sessionErrors.ts'
import type { ConnectorEvent, WalletConnectFactoryOptions } from '../../types.ts'
import { createWalletConnectConnector, type WalletConnectDeps } from './createWalletConnectConnector.ts'
import { ChainNotApprovedError, InvalidSessionIdError, ProjectIdMissingError, RelayUnreachableError } from './errors.ts'
import { ScriptedWcProvider, sessionFor } from './scriptedWcProvider.ts'
import { memoryStorage, testContext } from './testContext.ts'
import type { WcClientOptions } from './wcProvider.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const uri = 'wc:7f6e504b@2?relay-protocol=irn&symKey=587d5484'

function setup(overrides: Partial<WalletConnectFactoryOptions> = {}, deps: WalletConnectDeps = {}) {
  const storage = memoryStorage()
  const context = testContext('rainbow', [polygon, optimism], storage)
  const clients: ScriptedWcProvider[] = []
  const clientOptions: WcClientOptions[] = []
  const createClient = vi.fn(async (options: WcClientOptions) => {
    const client = new ScriptedWcProvider(nextSession)
    client.answer = ({ method }) => (method === 'eth_accounts' ? [address] : method === 'eth_chainId' ? '0x89' : null)
    clients.push(client)
    clientOptions.push(options)
    return client
  })
  let nextSession: ReturnType<typeof sessionFor> | undefined
  const connector = createWalletConnectConnector(
    {
      ...context,
      name: 'Rainbow',
      projectId: 'test-project',
      showQrModal: false,
      deepLink: (u) => `rainbow://wc?uri=${encodeURIComponent(u)}`,
      ...overrides,
    },
    { createClient, ...deps },
  )
  const events: ConnectorEvent[] = []
  connector.subscribe((event) => events.push(event))
  return {
    connector,
    context,
    storage,
    clients,
    clientOptions,
    createClient,
    events,
    restoreWith: (session: ReturnType<typeof sessionFor>) => {
      nextSession = session
    },
    client: (index = clients.length - 1) => {
      const client = clients[index]
      if (!client) throw new Error(`no client ${index}`)
      return client
    },
  }
}

/** Lets the connector reach the point where it waits on the client. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

async function connected(t: ReturnType<typeof setup>) {
  const result = t.connector.connect({ chainId: 137 })
  await settle()
  t.client().showUri(uri)
  t.client().approve(sessionFor(address, [137, 10]))
  return result
}

describe('WalletConnect connector', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('without a project id: unavailable, and connect says the exact message without loading the SDK', async () => {
    const t = setup({ projectId: '' })
    expect(t.connector.isReady()).toBe(false)
    const error = await t.connector.connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProjectIdMissingError)
    expect(error).toHaveProperty(
      'shortMessage',
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId',
    )
    expect(t.createClient).not.toHaveBeenCalled()
    expect(await t.connector.resume()).toBeNull()
  })

  it('shows the pairing URI (QR and deep link), then connects with the approved account and chain', async () => {
    const t = setup()
    const result = t.connector.connect({ chainId: 10 })
    await settle()
    t.client().showUri(uri)
    expect(t.events).toContainEqual({
      type: 'uri',
      uri: { uri, deepLink: `rainbow://wc?uri=${encodeURIComponent(uri)}` },
    })
    t.client().approve(sessionFor(address, [137, 10]))
    await expect(result).resolves.toEqual({ accounts: [address], chainId: 137 })
    expect(t.events[0]).toEqual({ type: 'connecting' })
    expect(t.clientOptions[0]?.chainIds).toEqual([10, 137]) // the preferred chain first, all optional
    expect(t.client().connectOptions).toMatchObject({
      optionalChains: [10, 137],
      rpcMap: { '137': polygon.rpcUrls.default.http[0] },
    })
    const log = t.context.callLog.entries.map((entry) => [entry.kind, entry.method, entry.outcome])
    expect(log).toEqual([
      ['event', 'display_uri', 'event'],
      ['request', 'eth_accounts', 'ok'],
      ['request', 'eth_chainId', 'ok'],
    ])
    expect(JSON.stringify(t.context.callLog.entries)).not.toContain('symKey=') // the pairing key stays out of the log
    expect(t.storage.items.get('rainbow.walletConnectSession')).toBe('1')
  })

  it('offline: no URI within 15 s gives up with a plain message, disconnects the half-made client, leaves no listener', async () => {
    const t = setup()
    const result = t.connector.connect().catch((e: unknown) => e)
    await settle()
    expect(t.client().listenerCount()).toBe(5)
    await vi.advanceTimersByTimeAsync(14_999)
    expect(t.client().disconnectCalls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error).toBeInstanceOf(RelayUnreachableError)
    expect(error).toHaveProperty(
      'shortMessage',
      'The WalletConnect relay cannot be reached. Check your connection and retry.',
    )
    expect(t.client().disconnectCalls).toBe(1)
    expect(t.client().listenerCount()).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('the 15 s limit also covers a client init that never finishes, and a late client is closed', async () => {
    const late = new ScriptedWcProvider()
    let finishInit: (client: ScriptedWcProvider) => void = () => undefined
    const t = setup({}, { createClient: () => new Promise((resolve) => (finishInit = resolve)) })
    const result = t.connector.connect().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await result).toBeInstanceOf(RelayUnreachableError)
    finishInit(late)
    await settle()
    expect(late.disconnectCalls).toBe(1)
    expect(late.listenerCount()).toBe(0)
  })

  it('RETRY starts a new client; the old one keeps no listener and the new one exactly one per event', async () => {
    const t = setup()
    const first = t.connector.connect().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await first).toBeInstanceOf(RelayUnreachableError)
    const second = t.connector.connect()
    await settle()
    expect(t.createClient).toHaveBeenCalledTimes(2)
    expect(t.client(0).listenerCount()).toBe(0)
    for (const event of ['display_uri', 'accountsChanged', 'chainChanged', 'disconnect', 'session_delete'] as const) {
      expect(t.client(1).listenerCount(event)).toBe(1)
    }
    t.client(1).showUri(uri)
    t.client(1).approve(sessionFor(address, [137]))
    await expect(second).resolves.toEqual({ accounts: [address], chainId: 137 })
    // A late event from the abandoned client changes nothing.
    t.client(0).emit('session_delete', { topic: 'old' })
    expect(t.events.filter((event) => event.type === 'disconnect')).toHaveLength(0)
  })

  it('5000 from the wallet at pairing behaves like 4001 (UserRejectedError) and cleans up', async () => {
    const t = setup()
    const result = t.connector.connect().catch((e: unknown) => e)
    await settle()
    t.client().showUri(uri)
    t.client().reject({ code: 5000, message: 'User rejected.' })
    const error = await result
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error).toHaveProperty('code', 5000)
    expect(t.client().listenerCount()).toBe(0)
  })

  it('gives the person the 5-minute session limit to approve once the URI shows', async () => {
    const t = setup()
    const result = t.connector.connect().catch((e: unknown) => e)
    await settle()
    t.client().showUri(uri)
    await vi.advanceTimersByTimeAsync(60_000) // past the pairing limit: the URI came, so no relay error
    await vi.advanceTimersByTimeAsync(240_000)
    expect(await result).toBeInstanceOf(WalletTimeoutError)
  })

  it('the requestTimeoutMs option shortens both the approval limit and the request limit', async () => {
    const t = setup({ requestTimeoutMs: 4_000 })
    const result = t.connector.connect().catch((e: unknown) => e)
    await settle()
    t.client().showUri(uri)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(await result).toHaveProperty('shortMessage', 'Your wallet did not answer the connection request within 4 s.')
    await connected(t)
    t.client().answer = () => new Promise(() => undefined)
    const asked = t.context
      .request(await t.connector.getProvider(), { method: 'personal_sign', params: ['0x68690a', address] })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(await asked).toHaveProperty('shortMessage', 'Your wallet did not answer the signature request within 4 s.')
  })

  it('names the session peer for the call log while the session lasts', async () => {
    const t = setup()
    expect(t.connector.peerName?.()).toBeUndefined()
    await connected(t)
    expect(t.connector.peerName?.()).toBe('Rainbow')
    await t.connector.disconnect()
    expect(t.connector.peerName?.()).toBeUndefined()
  })

  it('rejects malformed session identifiers from the peer and drops the session', async () => {
    const t = setup()
    const result = t.connector.connect().catch((e: unknown) => e)
    await settle()
    t.client().showUri(uri)
    t.client().approve({
      namespaces: { eip155: { accounts: [`eip155:0x89:${address}`] } },
      peer: { metadata: { name: 'Evil' } },
    })
    expect(await result).toBeInstanceOf(InvalidSessionIdError)
    expect(t.client().disconnectCalls).toBe(1)
    expect(t.storage.items.has('rainbow.walletConnectSession')).toBe(false)
  })

  it('rejects an account the session did not approve', async () => {
    const t = setup()
    const result = t.connector.connect().catch((e: unknown) => e)
    await settle()
    t.client().showUri(uri)
    t.client().approve(sessionFor('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', [137]))
    expect(await result).toBeInstanceOf(InvalidSessionIdError)
  })
})

describe('WalletConnect session', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('requests time out after 5 minutes with a clear message', async () => {
    const t = setup()
    await connected(t)
    t.client().answer = () => new Promise(() => undefined)
    const provider = await t.connector.getProvider()
    const result = t.context
      .request(provider, { method: 'personal_sign', params: ['0x68690a', address] })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(299_999)
    expect(t.context.callLog.entries.at(-1)?.outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error).toBeInstanceOf(WalletTimeoutError)
    expect(error).toHaveProperty('shortMessage', 'Your wallet did not answer the signature request within 300 s.')
    expect(t.context.callLog.entries.at(-1)).toMatchObject({
      method: 'personal_sign',
      outcome: 'error',
      errorCode: 'TIMEOUT',
    })
  })

  it('a 5000 answer to a request is a UserRejectedError, logged with its code', async () => {
    const t = setup()
    await connected(t)
    t.client().answer = () => Promise.reject({ code: 5000, message: 'User rejected.' })
    const provider = await t.connector.getProvider()
    const error = await t.context
      .request(provider, { method: 'eth_sendTransaction', params: [{}] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(t.context.callLog.entries.at(-1)).toMatchObject({ outcome: 'error', errorCode: 5000 })
  })

  it('switches only within the approved chains and says so otherwise, without asking the wallet', async () => {
    const t = setup()
    await connected(t)
    const provider = await t.connector.getProvider()
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(t.client().requests.at(-1)).toMatchObject({ method: 'wallet_switchEthereumChain' })
    const sent = t.client().requests.length
    const error = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotApprovedError)
    expect(error).toHaveProperty('shortMessage', 'Rainbow did not approve chain 42161 for this session.')
    expect(t.client().requests).toHaveLength(sent)
  })

  it('turns session events into change / disconnect events, each logged once', async () => {
    const t = setup()
    await connected(t)
    t.client().emit('chainChanged', '0xa')
    t.client().emit('accountsChanged', [address.toLowerCase()])
    t.client().emit('accountsChanged', ['not-an-address'])
    t.client().emit('session_delete', { topic: 't' })
    t.client().emit('disconnect', { code: 6000, message: 'User disconnected.' })
    await settle()
    const changes = t.events.filter((event) => event.type === 'change')
    expect(changes).toEqual([
      { type: 'change', chainId: 10 },
      { type: 'change', accounts: [address] },
    ])
    const ends = t.events.filter((event) => event.type === 'disconnect')
    expect(ends).toHaveLength(1)
    expect(ends[0]).toMatchObject({ error: expect.any(UserDisconnectedError) })
    expect(t.storage.items.has('rainbow.walletConnectSession')).toBe(false)
    const logged = t.context.callLog.entries.filter((entry) => entry.kind === 'event').map((entry) => entry.method)
    expect(logged).toEqual(['display_uri', 'chainChanged', 'accountsChanged', 'accountsChanged', 'session_delete'])
    expect(t.client().listenerCount()).toBe(0)
  })

  it('resumes a saved session on reload without a new QR', async () => {
    const t = setup()
    t.storage.setItem('rainbow.walletConnectSession', '1')
    t.restoreWith(sessionFor(address, [137]))
    await expect(t.connector.resume()).resolves.toEqual({ accounts: [address], chainId: 137 })
    expect(t.client().connectOptions).toBeUndefined()
    expect(t.events.some((event) => event.type === 'uri')).toBe(false)
    expect(t.client().listenerCount('session_delete')).toBe(1)
  })

  it('resume loads no SDK when nothing was saved, and forgets a session the SDK no longer has', async () => {
    const t = setup()
    expect(await t.connector.resume()).toBeNull()
    expect(t.createClient).not.toHaveBeenCalled()
    t.storage.setItem('rainbow.walletConnectSession', '1')
    expect(await t.connector.resume()).toBeNull()
    expect(t.storage.items.has('rainbow.walletConnectSession')).toBe(false)
  })

  it('disconnect ends the session in the wallet and forgets it', async () => {
    const t = setup()
    await connected(t)
    await t.connector.disconnect()
    expect(t.client().disconnectCalls).toBe(1)
    expect(t.client().listenerCount()).toBe(0)
    const provider = await t.connector.getProvider()
    await expect(provider.request({ method: 'eth_accounts' })).rejects.toThrow('disconnected')
  })
})

describe('WalletConnect modal (generic option)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens the modal with the URI; closing it rejects like 4001', async () => {
    const opened: string[] = []
    let close: () => void = () => undefined
    const t = setup(
      { showQrModal: true },
      {
        loadModal: async () => ({
          open: (u) => void opened.push(u),
          close: () => undefined,
          onClose: (listener) => {
            close = listener
            return () => undefined
          },
        }),
      },
    )
    const result = t.connector.connect().catch((e: unknown) => e)
    await settle()
    t.client().showUri(uri)
    await settle()
    expect(opened).toEqual([uri])
    close()
    expect(await result).toBeInstanceOf(UserRejectedError)
  })
})
