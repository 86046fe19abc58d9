/**
 * The EIP-1193 boundary as fast-check model-based commands: a generated provider (any answer shape, any error shape,
 * events in any order and in bursts, accountsChanged([]) in the middle of a request, chainChanged during a switch)
 * drives a real wallet, and after every step the wallet's state is checked against a model of what it was told.
 */
import fc from 'fast-check'
import { getAddress, isAddress, numberToHex, type Address } from 'viem'
import { optimism, polygon } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { InvalidWalletResponseError } from '../../../src/wallet/errors/rpcErrors.ts'
import { parseAccounts } from '../../../src/wallet/request/parseResponses.ts'
import { createWallet } from '../../../src/wallet/store/createWallet.ts'
import type { Wallet } from '../../../src/wallet/store/walletApi.ts'
import {
  announce,
  flush,
  memoryStorage,
  scriptedProvider,
  type ScriptedProvider,
} from '../../../src/wallet/testing/scriptedProvider.ts'
import { PROPERTY_TIMEOUT_MS, returnsOrThrows, runParameters } from './propertyRuns.ts'

const CONFIGURED: readonly number[] = [polygon.id, optimism.id]

interface Model {
  connected: boolean
  accounts: Address[]
  chainId: number | undefined
}
interface Real {
  wallet: Wallet
  provider: ScriptedProvider
  /** What the provider itself holds: eth_chainId and eth_accounts answer from it. */
  truth: { chainId: number; accounts: Address[] }
}

/** The wallet's own reading of an account list (parseAccounts), as an oracle: undefined when malformed. */
function accountsOf(value: unknown): Address[] | undefined {
  if (!Array.isArray(value)) return undefined
  const ok = value.every((item) => typeof item === 'string' && isAddress(item, { strict: false }))
  return ok ? value.map((item) => getAddress(item as string)) : undefined
}
function chainIdOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value === 'string' && /^0x[0-9a-f]{1,14}$/i.test(value)) {
    const id = Number.parseInt(value.slice(2), 16)
    return Number.isSafeInteger(id) && id > 0 ? id : undefined
  }
  if (typeof value === 'string' && /^[0-9]{1,16}$/.test(value)) {
    const id = Number(value)
    return Number.isSafeInteger(id) && id > 0 ? id : undefined
  }
  return undefined
}

// --- what a wallet may send -------------------------------------------------------------------------------------
const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const accountsPayload = fc.oneof(
  { arbitrary: fc.array(address, { minLength: 1, maxLength: 3 }), weight: 4 },
  {
    arbitrary: fc.array(address, { minLength: 1, maxLength: 2 }).map((list) => list.map((item) => getAddress(item))),
    weight: 2,
  },
  { arbitrary: fc.constant([]), weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 1 }), weight: 1 },
  { arbitrary: fc.array(fc.oneof(address, fc.string({ maxLength: 42 }), fc.integer())), weight: 1 },
)
const chainPayload = fc.oneof(
  { arbitrary: fc.constantFrom(...CONFIGURED).map((id) => numberToHex(id)), weight: 3 },
  { arbitrary: fc.integer({ min: 1, max: 2 ** 40 }).map((id) => numberToHex(id)), weight: 2 },
  { arbitrary: fc.integer({ min: 1, max: 2 ** 40 }).map(String), weight: 1 },
  { arbitrary: fc.anything({ maxDepth: 1 }), weight: 1 },
  { arbitrary: fc.constantFrom('0x0', '0x', '1e3', ' 1', '0b11', -1, 1.5, Number.NaN), weight: 1 },
)
/** Errors as wallets throw them: EIP-1193 objects, Errors with codes, strings, nothing at all. */
const errorShape = fc.oneof(
  fc.record(
    {
      code: fc.oneof(fc.constantFrom(4001, 4100, 4200, 4900, 4901, 4902, -32002, -32603, 5000), fc.integer()),
      message: fc.string({ maxLength: 20 }),
      data: fc.anything({ maxDepth: 1 }),
    },
    { requiredKeys: ['code'] },
  ),
  fc
    .tuple(fc.string({ maxLength: 20 }), fc.anything({ maxDepth: 0 }))
    .map(([message, code]) => Object.assign(new Error(message), { code })),
  fc.anything({ maxDepth: 1 }),
)
/** A disconnect event's payload (1013 is MetaMask's reconnecting-to-its-node, not an end: left out here). */
const disconnectPayload = fc.oneof(
  fc.record({
    code: fc.integer({ min: 1000, max: 4999 }).filter((code) => code !== 1013),
    message: fc.string({ maxLength: 10 }),
  }),
  fc.anything({ maxDepth: 0 }),
)

type WalletEvent = { name: 'accountsChanged' | 'chainChanged' | 'disconnect'; payload: unknown }
const walletEvent: fc.Arbitrary<WalletEvent> = fc.oneof(
  accountsPayload.map((payload) => ({ name: 'accountsChanged' as const, payload })),
  chainPayload.map((payload) => ({ name: 'chainChanged' as const, payload })),
  { arbitrary: disconnectPayload.map((payload) => ({ name: 'disconnect' as const, payload })), weight: 1 },
)

/** What the model learns from one event (the wallet follows events only while connected). */
function applyEvent(model: Model, real: Real, event: WalletEvent): void {
  if (event.name === 'chainChanged') {
    const id = chainIdOf(event.payload)
    if (id !== undefined) real.truth.chainId = id
    if (model.connected && id !== undefined) model.chainId = id
  } else if (event.name === 'accountsChanged') {
    const accounts = accountsOf(event.payload)
    if (accounts) real.truth.accounts = accounts
    if (!model.connected || !accounts) return
    if (accounts.length === 0) Object.assign(model, { connected: false, accounts: [], chainId: undefined })
    else model.accounts = accounts
  } else if (model.connected) Object.assign(model, { connected: false, accounts: [], chainId: undefined })
}

// --- commands -----------------------------------------------------------------------------------------------------
class ConnectCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly answer: { accounts: unknown } | { error: unknown },
    readonly chainAnswerJunk: boolean,
    readonly emptyMidRequest: boolean,
  ) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    const { provider, truth } = real
    const answer = this.answer
    provider.handlers.eth_requestAccounts = () => {
      // The wallet says "no accounts" while the request is still open.
      if (this.emptyMidRequest) provider.emit('accountsChanged', [])
      if ('error' in answer) throw answer.error
      return answer.accounts
    }
    provider.handlers.eth_chainId = () => (this.chainAnswerJunk ? 'not a chain' : numberToHex(truth.chainId))
    await real.wallet.connect('metaMask').catch(() => undefined)
    provider.handlers.eth_chainId = () => numberToHex(truth.chainId)
    const accounts = 'accounts' in answer ? accountsOf(answer.accounts) : undefined
    if (accounts && accounts.length > 0 && !this.chainAnswerJunk) {
      Object.assign(model, { connected: true, accounts, chainId: truth.chainId })
      truth.accounts = accounts
    } else if (this.emptyMidRequest) {
      // The session ended while the connect was open, and the connect failed: nothing to fall back to.
      Object.assign(model, { connected: false, accounts: [], chainId: undefined })
    }
  }
  toString = () =>
    `connect(${fc.stringify(this.answer)}, chainJunk=${this.chainAnswerJunk}, emptyMid=${this.emptyMidRequest})`
}

class EventsCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly events: readonly WalletEvent[]) {}
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    // A burst: all emitted in one go, before the wallet's code gets to run anything asynchronous.
    for (const event of this.events) {
      real.provider.emit(event.name, event.payload)
      applyEvent(model, real, event)
    }
  }
  toString = () => `events(${fc.stringify(this.events)})`
}

type SwitchBehaviour =
  | { kind: 'switch'; announce: boolean }
  | { kind: 'elsewhere'; chainId: number }
  | { kind: 'refuse'; error: unknown }
class SwitchChainCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly target: number,
    readonly behaviour: SwitchBehaviour,
  ) {}
  check = (model: Readonly<Model>) => model.connected
  async run(model: Model, real: Real): Promise<void> {
    const { provider, truth } = real
    const behaviour = this.behaviour
    provider.handlers.wallet_switchEthereumChain = () => {
      if (behaviour.kind === 'refuse') throw behaviour.error
      truth.chainId = behaviour.kind === 'switch' ? this.target : behaviour.chainId
      // chainChanged while the switch request is still open: to the target, or to a chain not asked for.
      if (behaviour.kind === 'elsewhere' || behaviour.announce)
        provider.emit('chainChanged', numberToHex(truth.chainId))
      return null
    }
    provider.handlers.wallet_addEthereumChain = () => null
    await real.wallet.switchChain(this.target).catch(() => undefined)
    if (behaviour.kind !== 'refuse' && model.connected) model.chainId = truth.chainId
  }
  toString = () => `switchChain(${this.target}, ${fc.stringify(this.behaviour)})`
}

class DisconnectCommand implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(model: Model, real: Real): Promise<void> {
    await real.wallet.disconnect()
    Object.assign(model, { connected: false, accounts: [], chainId: undefined })
  }
  toString = () => 'disconnect()'
}

/** After every command: the state says what the model says, and hangs together. */
function checkState(model: Model, real: Real): void {
  const state = real.wallet.state
  expect(state.status).toBe(model.connected ? 'connected' : 'disconnected')
  expect(state.accounts).toEqual(model.accounts)
  expect(state.address).toBe(model.accounts[0])
  expect(state.chainId).toBe(model.chainId)
  expect(state.unsupported).toBe(model.chainId !== undefined && !CONFIGURED.includes(model.chainId))
  expect(state.walletId).toBe(model.connected ? 'metaMask' : undefined)
}

const commands = [
  fc
    .tuple(
      fc.oneof(
        { arbitrary: accountsPayload.map((accounts) => ({ accounts })), weight: 4 },
        { arbitrary: errorShape.map((error) => ({ error })), weight: 1 },
      ),
      fc.integer({ min: 0, max: 9 }).map((draw) => draw < 2),
      fc.boolean(),
    )
    .map(([answer, junk, empty]) => new ConnectCommand(answer, junk, empty)),
  fc.array(walletEvent, { minLength: 1, maxLength: 5 }).map((events) => new EventsCommand(events)),
  fc
    .tuple(
      fc.constantFrom(...CONFIGURED),
      fc.oneof(
        fc.boolean().map((announce) => ({ kind: 'switch' as const, announce })),
        fc.integer({ min: 1, max: 2 ** 40 }).map((chainId) => ({ kind: 'elsewhere' as const, chainId })),
        errorShape.map((error) => ({ kind: 'refuse' as const, error })),
      ),
    )
    .map(([target, behaviour]) => new SwitchChainCommand(target, behaviour)),
  fc.constant(new DisconnectCommand()),
]

describe('EIP-1193 answers', () => {
  it('parseAccounts returns checksummed addresses or throws InvalidWalletResponseError, on any answer', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(accountsPayload, (answer) => {
        const outcome = returnsOrThrows(() => parseAccounts(answer), InvalidWalletResponseError, 100)
        const expected = accountsOf(answer)
        return outcome.ok ? expected !== undefined && outcome.value.join() === expected.join() : expected === undefined
      }),
      runParameters(),
    )
  })
})

describe('the wallet against a generated EIP-1193 provider', () => {
  it('keeps its state equal to the model after every step', { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), async (steps) => {
        const provider = scriptedProvider()
        const wallet = createWallet({ chains: [polygon, optimism], appName: 'Test', window, storage: memoryStorage() })
        announce(window, provider, { uuid: crypto.randomUUID(), name: 'MetaMask', rdns: 'io.metamask' })
        await flush()
        const real: Real = { wallet, provider, truth: { chainId: polygon.id, accounts: [] } }
        const model: Model = { connected: false, accounts: [], chainId: undefined }
        try {
          await fc.asyncModelRun(
            () => ({ model, real }),
            [...steps].map((step) => checked(step)),
          )
        } finally {
          wallet.destroy()
        }
      }),
      runParameters(),
    )
  })

  it('a session that ended while a second connect was open does not come back when that connect fails (an example the property found)', async () => {
    const provider = scriptedProvider()
    const wallet = createWallet({ chains: [polygon, optimism], appName: 'Test', window, storage: memoryStorage() })
    announce(window, provider, { uuid: crypto.randomUUID(), name: 'MetaMask', rdns: 'io.metamask' })
    await flush()
    try {
      await wallet.connect('metaMask')
      expect(wallet.state.status).toBe('connected')
      provider.handlers.eth_requestAccounts = () => {
        provider.emit('accountsChanged', [])
        return []
      }
      await expect(wallet.connect('metaMask')).rejects.toThrow()
      // Before the fix: 'connected' with the old account, and deaf to the wallet's events from then on.
      expect(wallet.state).toMatchObject({
        status: 'disconnected',
        address: undefined,
        accounts: [],
        chainId: undefined,
      })
    } finally {
      wallet.destroy()
    }
  })
})

/** Wraps a command so the state is checked after it ran. */
function checked(command: fc.AsyncCommand<Model, Real>): fc.AsyncCommand<Model, Real> {
  return {
    check: (model) => command.check(model),
    async run(model, real) {
      await command.run(model, real)
      checkState(model, real)
    },
    toString: () => command.toString(),
  }
}
