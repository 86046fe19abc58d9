/**
 * The Dev Phone Wallet's engine: WalletConnect's own wallet SDK (@walletconnect/sign-client) holding
 * local dev accounts. The phone-sized page (index.html here) and the end-to-end tests (driving it from
 * Node) run this same code, so what the tests prove is what a person sees. Development only.
 */
import { SignClient } from '@walletconnect/sign-client'

type SignClientInstance = InstanceType<typeof SignClient>
import type { SignClientTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { Chain, LocalAccount } from 'viem'
import { WalletAnswerError, answerRequest } from './answerRequest.ts'

export type ProposalEvent = SignClientTypes.EventArguments['session_proposal']
export type RequestEvent = SignClientTypes.EventArguments['session_request']

export interface PhoneWalletOptions {
  readonly relayUrl: string
  readonly chains: readonly Chain[]
  /** Chain id → RPC URL the wallet sends transactions to. */
  readonly rpcUrls: Readonly<Record<number, string>>
  /** The accounts it holds; the first is active. */
  readonly accounts: readonly LocalAccount[]
  readonly name?: string
  /** Keeps pairings and sessions across restarts (the page passes localStorage); default memory. */
  readonly storage?: SignClientTypes.Options['storage']
  /** Called for each proposal and request; the page shows them, tests decide in code. */
  readonly onProposal?: (proposal: ProposalEvent) => void
  readonly onRequest?: (request: RequestEvent) => void
  readonly onSessionsChanged?: () => void
}

export interface PhoneWallet {
  readonly client: SignClientInstance
  readonly name: string
  pair(uri: string): Promise<void>
  approveSession(proposal: ProposalEvent, chainIds?: readonly number[]): Promise<SessionTypes.Struct>
  rejectSession(proposal: ProposalEvent): Promise<void>
  /** Runs the request with the active account and answers it; a failure is answered as an error. */
  approveRequest(request: RequestEvent): Promise<unknown>
  /** Answers 5000 (user rejected), as WalletConnect wallets do. */
  rejectRequest(request: RequestEvent): Promise<void>
  activeAccount(): LocalAccount
  switchAccount(address: string): Promise<void>
  switchChain(topic: string, chainId: number): Promise<void>
  /** The chain a session's app was last told it is on (the first approved, then each switch). */
  chainOf(topic: string): number | undefined
  disconnect(topic: string): Promise<void>
  sessions(): SessionTypes.Struct[]
  close(): Promise<void>
}

const WALLET_NAME = 'Dev Phone Wallet'

export async function createPhoneWallet(options: PhoneWalletOptions): Promise<PhoneWallet> {
  const name = options.name ?? WALLET_NAME
  const client = await SignClient.init({
    projectId: 'local-relay', // the local relay ignores it; the SDK wants one
    relayUrl: options.relayUrl,
    metadata: { name, description: 'A phone wallet stand-in for development', url: 'http://127.0.0.1', icons: [] },
    // Without it the SDK holds each request 1 s after the previous answer.
    signConfig: { disableRequestQueue: true },
    telemetryEnabled: false,
    ...(options.storage ? { storage: options.storage } : {}),
  })
  const [first] = options.accounts
  if (!first) throw new Error('The Dev Phone Wallet needs at least one account.')
  let active: LocalAccount = first
  const chainById = new Map(options.chains.map((chain) => [chain.id, chain]))
  const currentChains = new Map<string, number>()
  const changed = () => options.onSessionsChanged?.()

  client.on('session_proposal', (proposal) => options.onProposal?.(proposal))
  client.on('session_request', (request) => {
    // A capabilities query is a read, not a prompt: answered at once (EIP-5792), the app asks it before a stake.
    if (request.params.request.method === 'wallet_getCapabilities') void wallet.approveRequest(request)
    else options.onRequest?.(request)
  })
  client.on('session_delete', changed)
  client.on('session_expire', changed)

  const accountsFor = (chainIds: readonly number[]): string[] => chainIds.map((id) => `eip155:${id}:${active.address}`)

  const sessionChains = (session: SessionTypes.Struct): number[] =>
    (session.namespaces.eip155?.chains ?? []).map((caip) => Number(caip.split(':')[1]))

  async function respondError(request: RequestEvent, code: number, message: string): Promise<void> {
    await client.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', error: { code, message } },
    })
  }

  const wallet: PhoneWallet = {
    client,
    name,
    async pair(uri) {
      if (!uri.startsWith('wc:')) throw new Error('Not a WalletConnect pairing URI (it starts with wc:).')
      await client.pair({ uri })
    },
    async approveSession(proposal, chainIds) {
      const offered = { ...proposal.params.optionalNamespaces?.eip155, ...proposal.params.requiredNamespaces?.eip155 }
      const asked = (offered.chains ?? []).map((caip) => Number(caip.split(':')[1]))
      const chosen = (chainIds ?? asked).filter((id) => chainById.has(id) && asked.includes(id))
      const namespaces = {
        eip155: {
          chains: chosen.map((id) => `eip155:${id}`),
          methods: offered.methods ?? [],
          events: offered.events ?? [],
          accounts: accountsFor(chosen),
        },
      }
      const { acknowledged } = await client.approve({ id: proposal.id, namespaces })
      const session = await acknowledged()
      const [first] = chosen
      if (first !== undefined) currentChains.set(session.topic, first)
      changed()
      return session
    },
    async rejectSession(proposal) {
      await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    },
    async approveRequest(request) {
      const { request: call, chainId } = request.params
      const params = Array.isArray(call.params) ? (call.params as unknown[]) : [call.params]
      if (call.method === 'wallet_switchEthereumChain') {
        const target = Number((params[0] as { chainId?: string } | undefined)?.chainId)
        const session = client.session.get(request.topic)
        if (!sessionChains(session).includes(target)) {
          await respondError(request, 4902, `Chain ${target} is not part of this session.`)
          return undefined
        }
        await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: null } })
        currentChains.set(request.topic, target)
        changed()
        return null
      }
      const chain = chainById.get(Number(chainId.split(':')[1]))
      const rpcUrl = chain ? options.rpcUrls[chain.id] : undefined
      try {
        if (!chain || !rpcUrl) throw new WalletAnswerError(4901, `The Dev Phone Wallet does not know ${chainId}.`)
        const result = await answerRequest(call.method, params, { account: active, chain, rpcUrl })
        await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } })
        return result
      } catch (error) {
        const code = error instanceof WalletAnswerError ? error.code : -32603
        await respondError(request, code, error instanceof Error ? error.message : String(error))
        return undefined
      }
    },
    async rejectRequest(request) {
      const { code, message } = getSdkError('USER_REJECTED')
      await respondError(request, code, message)
    },
    activeAccount: () => active,
    async switchAccount(address) {
      const next = options.accounts.find((a) => a.address.toLowerCase() === address.toLowerCase())
      if (!next) throw new Error(`The Dev Phone Wallet does not hold ${address}.`)
      active = next
      for (const session of client.session.getAll()) {
        const chains = sessionChains(session)
        const eip155 = session.namespaces.eip155
        if (!eip155) continue
        // Not waiting for each app's acknowledgement: an app that is closed answers when it comes back.
        const { acknowledged } = await client.update({
          topic: session.topic,
          namespaces: { eip155: { ...eip155, accounts: accountsFor(chains) } },
        })
        acknowledged().catch(() => undefined)
        const [first] = chains
        await client.emit({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [next.address] },
          chainId: `eip155:${first}`,
        })
      }
      changed()
    },
    async switchChain(topic, chainId) {
      const session = client.session.get(topic)
      if (!sessionChains(session).includes(chainId)) throw new Error(`Chain ${chainId} is not part of this session.`)
      await client.emit({ topic, event: { name: 'chainChanged', data: chainId }, chainId: `eip155:${chainId}` })
      currentChains.set(topic, chainId)
      changed()
    },
    chainOf: (topic) => currentChains.get(topic) ?? sessionChains(client.session.get(topic))[0],
    async disconnect(topic) {
      await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
      changed()
    },
    sessions: () => client.session.getAll(),
    async close() {
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
  return wallet
}
