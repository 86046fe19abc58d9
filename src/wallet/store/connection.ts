/**
 * The connection state machine: disconnected → connecting → connected, and on page load
 * disconnected → reconnecting → connected | disconnected. Each attempt carries a number; the answer
 * of an attempt that was superseded (another connect, a disconnect, a timeout) is ignored.
 */
import { ref } from 'valtio/vanilla'
import { WalletTimeoutError } from '../errors/configErrors.ts'
import { mapWalletError } from '../errors/mapWalletError.ts'
import { UserRejectedError } from '../errors/providerErrors.ts'
import { markTiming } from '../events/userTiming.ts'
import type { ConnectResult, Connector, ConnectorEvent, WalletState } from '../types.ts'
import type { ConnectorRegistry } from './connectorRegistry.ts'
import type { Persistence } from './persistence.ts'
import type { WalletEvent } from './walletApi.ts'
import { disconnectedFields } from './disconnectedFields.ts'

export const DEFAULT_RECONNECT_TIMEOUT_MS = 10_000
export const RECONNECT_TIMEOUT_NOTICE =
  'Your wallet did not answer in time, so you are not connected. Connect again when your wallet is ready.'
/** The notice when the wallet ends the session itself (a phone wallet deletes it, an extension disconnects the site). */
export const WALLET_ENDED_SESSION_NOTICE = 'Your wallet ended the connection. Connect again to continue.'

export interface Session {
  readonly walletId: string
  readonly connector: Connector
}

export interface Connection {
  connect(optionId: string): Promise<void>
  reconnect(): Promise<void>
  disconnect(): Promise<void>
  session(): Session | undefined
  /** The wallet confirmed this chain (an eth_chainId answer): a wallet that switched without chainChanged is followed too. */
  confirmChain(chainId: number): void
  destroy(): void
}

export function createConnection(args: {
  state: WalletState
  registry: ConnectorRegistry
  persistence: Persistence
  isConfigured: (chainId: number) => boolean
  /** Asked of connectors that pick a chain while connecting (WalletConnect). */
  defaultChainId: number
  emit: (event: WalletEvent) => void
  waitForOption: (optionId: string, untilMs: number) => Promise<void>
  reconnectTimeoutMs: number
}): Connection {
  const { state, registry, persistence, isConfigured, emit } = args
  let current: (Session & { unsubscribe: () => void }) | undefined
  let attempt = 0
  let inFlight: { optionId: string; promise: Promise<void> } | undefined
  /** Ends a running reconnect at once when a connect, a disconnect or teardown supersedes it. */
  let cancelReconnect = (): void => undefined
  let sessionEndedDuringConnect = false

  function apply(change: { accounts?: readonly `0x${string}`[]; chainId?: number }): void {
    if (change.accounts) {
      state.accounts = [...change.accounts]
      state.address = change.accounts[0]
    }
    if (change.chainId !== undefined) {
      state.chainId = change.chainId
      state.unsupported = !isConfigured(change.chainId)
    }
    if (state.address && state.chainId !== undefined) {
      emit({
        type: 'change',
        address: state.address,
        accounts: state.accounts,
        chainId: state.chainId,
        unsupported: state.unsupported,
      })
    }
  }

  function onSessionEvent(event: ConnectorEvent): void {
    // Wallet-initiated events are ignored while a connect is under way; its answer sets the state. The end of the
    // session is remembered though: a connect that then fails must not fall back to a session that is gone.
    if (state.status !== 'connected') {
      if (state.status === 'connecting' && endsSession(event)) sessionEndedDuringConnect = true
      return
    }
    if (event.type === 'change') {
      if (event.accounts?.length === 0) return void endSession(WALLET_ENDED_SESSION_NOTICE)
      apply(event)
    } else if (event.type === 'disconnect') {
      endSession(WALLET_ENDED_SESSION_NOTICE)
    } else if (event.type === 'link') {
      state.linkInterrupted = event.interrupted
    }
  }

  function adopt(walletId: string, connector: Connector, result: ConnectResult): void {
    if (current) {
      // Connecting the same wallet again keeps its session; another wallet replaces it.
      if (current.connector === connector) current.unsubscribe()
      else void dropSession(current)
    }
    current = { walletId, connector, unsubscribe: connector.subscribe(onSessionEvent) }
    state.status = 'connected'
    state.walletId = walletId
    state.error = undefined
    state.notice = undefined
    state.uri = undefined
    state.linkInterrupted = false
    state.recent = persistence.rememberConnected(walletId)
    apply(result)
  }

  async function dropSession(session: Session & { unsubscribe: () => void }): Promise<void> {
    session.unsubscribe()
    await session.connector.disconnect().catch(() => undefined)
  }

  /** The session is over; `notice` says why when the person did not end it here. */
  function endSession(notice?: string): void {
    current?.unsubscribe()
    current = undefined
    resetToDisconnected()
    if (notice) state.notice = notice
    emit({ type: 'disconnect' })
  }

  function resetToDisconnected(): void {
    Object.assign(state, disconnectedFields())
  }

  /** After a failed connect: back to the session before it, unless that session ended meanwhile. */
  function fallBack(fallback: 'connected' | 'disconnected'): void {
    if (fallback === 'connected' && sessionEndedDuringConnect) endSession()
    else state.status = fallback
  }

  async function runConnect(optionId: string, mine: number): Promise<void> {
    const fallback = current ? 'connected' : 'disconnected'
    sessionEndedDuringConnect = false
    let unsubscribeUri = (): void => undefined
    markTiming('wallet:connect')
    Object.assign(state, { status: 'connecting', error: undefined, notice: undefined, uri: undefined })
    emit({ type: 'connecting', walletId: optionId })
    try {
      const connector = registry.connector(optionId)
      unsubscribeUri = connector.subscribe((event) => {
        if (event.type === 'uri' && attempt === mine) state.uri = event.uri
      })
      const result = await connector.connect({ chainId: state.chainId ?? args.defaultChainId })
      if (attempt !== mine) return
      if (result.accounts.length === 0) return fallBack(fallback)
      adopt(optionId, connector, result)
      markTiming('wallet:connected') // the state is written; what follows is the views' update
    } catch (raw) {
      if (attempt !== mine) return
      const error = mapWalletError(raw)
      state.uri = undefined
      fallBack(fallback)
      // A rejection leaves no error or notice in the state; the caller still learns of it.
      if (!(error instanceof UserRejectedError)) state.error = ref(error)
      throw error
    } finally {
      unsubscribeUri()
    }
  }

  async function runReconnect(mine: number): Promise<void> {
    const walletId = persistence.lastWalletId()
    if (!walletId || persistence.isDisconnected(walletId) || state.status !== 'disconnected') return
    const deadline = Date.now() + args.reconnectTimeoutMs
    markTiming('wallet:reconnect')
    state.status = 'reconnecting'
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<'timeout' | 'superseded'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), args.reconnectTimeoutMs)
      cancelReconnect = () => resolve('superseded')
    })
    try {
      const resume = (async () => {
        await args.waitForOption(walletId, deadline)
        const connector = registry.connector(walletId)
        return { connector, result: await connector.resume() }
      })()
      const outcome = await Promise.race([resume, timeout])
      if (attempt !== mine || outcome === 'superseded') return
      if (outcome === 'timeout') {
        attempt++
        resetToDisconnected()
        state.notice = RECONNECT_TIMEOUT_NOTICE
        state.error = ref(new WalletTimeoutError('the reconnect', args.reconnectTimeoutMs))
        return
      }
      if (outcome.result && outcome.result.accounts.length > 0) {
        adopt(walletId, outcome.connector, outcome.result)
        markTiming('wallet:connected')
      } else resetToDisconnected()
    } catch {
      // Wallet gone or failing: stay quietly disconnected; the person can connect again.
      if (attempt === mine) resetToDisconnected()
    } finally {
      clearTimeout(timer)
      cancelReconnect = () => undefined
    }
  }

  return {
    connect(optionId) {
      if (inFlight?.optionId === optionId) return inFlight.promise // double click joins the open request
      const mine = ++attempt
      cancelReconnect()
      const promise = runConnect(optionId, mine).finally(() => {
        if (inFlight?.promise === promise) inFlight = undefined
      })
      inFlight = { optionId, promise }
      return promise
    },
    reconnect() {
      if (state.status !== 'disconnected') return Promise.resolve()
      return runReconnect(++attempt)
    },
    async disconnect() {
      attempt++
      cancelReconnect()
      inFlight = undefined
      const session = current
      const walletId = session?.walletId ?? persistence.lastWalletId()
      if (walletId) persistence.rememberDisconnected(walletId)
      current = undefined
      resetToDisconnected()
      Object.assign(state, { error: undefined, notice: undefined })
      if (session) await dropSession(session)
      emit({ type: 'disconnect' })
    },
    session: () => current,
    confirmChain(chainId) {
      if (current && state.status === 'connected' && state.chainId !== chainId) apply({ chainId })
    },
    destroy() {
      attempt++
      cancelReconnect()
      current?.unsubscribe()
      current = undefined
    },
  }
}

/** An event that ends the session: the wallet disconnected or has no accounts for the site any more. */
function endsSession(event: ConnectorEvent): boolean {
  return event.type === 'disconnect' || (event.type === 'change' && event.accounts?.length === 0)
}
