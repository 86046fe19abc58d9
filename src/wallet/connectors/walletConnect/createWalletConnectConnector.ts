/**
 * WalletConnect v2 connector. The SDK is a lazy chunk loaded on the first connect (or on resume of a
 * saved session), never on page load. Each connect builds a fresh client, so RETRY starts clean: the
 * previous client's listeners are removed and its half-made pairing is dropped.
 */
import { NoAccountsError } from '../../errors/configErrors.ts'
import { UserRejectedError } from '../../errors/providerErrors.ts'
import { mapSessionError } from '../../errors/sessionErrors.ts'
import { parseAccounts, parseChainId } from '../../request/parseResponses.ts'
import type {
  ConnectResult,
  Connector,
  ConnectorEvent,
  ConnectorListener,
  WalletConnectFactoryOptions,
} from '../../types.ts'
import { InvalidSessionIdError, ProjectIdMissingError, RelayUnreachableError } from './errors.ts'
import { loadEthereumProvider } from './loadEthereumProvider.ts'
import { PAIRING_TIMEOUT_MS, startPairingAttempt, type PairingAttempt } from './pairingAttempt.ts'
import { restoreProposalCode } from './proposalError.ts'
import { loadQrModal, type QrModalLoader } from './qrModal.ts'
import { readApprovedSession, type ApprovedSession } from './readSession.ts'
import { SESSION_REQUEST_TIMEOUT_MS, createSessionProvider } from './sessionProvider.ts'
import { watchRelay } from './watchRelay.ts'
import { watchSession } from './watchSession.ts'
import { walletConnectClientOptions } from './clientOptions.ts'
import { savedSessionKey } from './savedSession.ts'
import type { WcClientFactory, WcProvider } from './wcProvider.ts'
import { withTimeout } from './withTimeout.ts'
import { createEmitter } from '../../events/createEmitter.ts'

/** Replaceable parts, for tests (a scripted client) and tuning. */
export interface WalletConnectDeps {
  readonly createClient?: WcClientFactory | undefined
  readonly loadModal?: QrModalLoader | undefined
  readonly pairingTimeoutMs?: number | undefined
  readonly requestTimeoutMs?: number | undefined
}

/** A client that will not disconnect politely (offline) must not hold up a retry. */
const CLOSE_LIMIT_MS = 3_000

export function createWalletConnectConnector(
  options: WalletConnectFactoryOptions,
  deps: WalletConnectDeps = {},
): Connector {
  const createClient = deps.createClient ?? loadEthereumProvider
  const pairingTimeoutMs = deps.pairingTimeoutMs ?? PAIRING_TIMEOUT_MS
  const requestTimeoutMs = deps.requestTimeoutMs ?? options.requestTimeoutMs ?? SESSION_REQUEST_TIMEOUT_MS
  const sessionKey = savedSessionKey(options.id)
  const listeners = createEmitter<ConnectorEvent>()
  const emit: ConnectorListener = (event) => listeners.emit(event)
  let client: WcProvider | undefined
  let approved: ApprovedSession | undefined
  let detach = (): void => undefined
  let pairing: PairingAttempt | undefined

  const provider = createSessionProvider({
    client: () => client,
    approvedChainIds: () => approved?.chainIds ?? [],
    walletName: () => approved?.peerName ?? options.name,
    requestTimeoutMs,
  })
  const isReady = (): boolean => options.projectId.trim() !== ''

  async function closeClient(closing: WcProvider): Promise<void> {
    await withTimeout(closing.disconnect(), CLOSE_LIMIT_MS, () => new Error('disconnect timed out')).catch(
      () => undefined,
    )
  }

  async function dropClient(): Promise<void> {
    detach()
    detach = () => undefined
    const closing = client
    client = undefined
    approved = undefined
    if (closing) await closeClient(closing)
  }

  function adopt(next: WcProvider, onUri: (uri: string) => void): void {
    client = next
    const stopRelay = watchRelay(next, {
      logEvent: options.logEvent,
      onLink: (interrupted) => emit({ type: 'link', interrupted }),
    })
    const stopSession = watchSession(next, {
      logEvent: options.logEvent,
      emit,
      onUri,
      onEnd: (error) => {
        if (pairing) return pairing.cancel(error)
        if (client !== next) return
        options.storage.removeItem(sessionKey)
        void dropClient()
        emit({ type: 'disconnect', error })
      },
    })
    detach = () => {
      stopRelay()
      stopSession()
    }
  }

  /** Validates the settled session and reads accounts and chain through the logged request path. */
  async function readResult(settled: WcProvider): Promise<ConnectResult> {
    if (!settled.session) throw mapSessionError({ code: 7000, message: 'No session after connect.' })
    const session = readApprovedSession(settled.session)
    approved = session
    const accounts = parseAccounts(await options.request(provider, { method: 'eth_accounts' }))
    const chainId = parseChainId(await options.request(provider, { method: 'eth_chainId' }))
    if (accounts.length === 0) throw new NoAccountsError()
    const foreign = accounts.find((account) => !session.accounts.includes(account))
    if (foreign) throw new InvalidSessionIdError(foreign)
    if (!session.chainIds.includes(chainId)) throw new InvalidSessionIdError(`eip155:${chainId}`)
    return { accounts, chainId }
  }

  async function connect(connectOptions?: { chainId?: number }): Promise<ConnectResult> {
    if (!isReady()) throw new ProjectIdMissingError()
    pairing?.cancel(new UserRejectedError({ details: 'A new connection attempt replaced this one.' }))
    await dropClient()
    emit({ type: 'connecting' })
    const attempt = startPairingAttempt({ pairingTimeoutMs, approvalTimeoutMs: requestTimeoutMs })
    pairing = attempt
    const clientOptions = walletConnectClientOptions(options, connectOptions?.chainId)
    let stopModal = (): void => undefined
    const pending = createClient(clientOptions)
    let created: WcProvider | undefined
    try {
      created = await attempt.guard(pending)
      adopt(created, (uri) => {
        attempt.uriShown()
        emit({ type: 'uri', uri: { uri, ...(options.deepLink ? { deepLink: options.deepLink(uri) } : {}) } })
        if (options.showQrModal) stopModal = openModal(uri, attempt, stopModal)
      })
      const connecting = created
        .connect({ optionalChains: [...clientOptions.chainIds], rpcMap: clientOptions.rpcMap })
        .catch((error: unknown) => {
          throw restoreProposalCode(error)
        })
      connecting.catch(() => undefined) // it may reject long after we gave up (75-151 s offline)
      await attempt.guard(connecting)
      pairing = undefined
      const result = await readResult(created)
      try {
        options.storage.setItem(sessionKey, '1')
      } catch {
        // Storage full: connected all the same; only the reconnect after a reload is lost.
      }
      return result
    } catch (raw) {
      if (pairing === attempt) pairing = undefined
      if (!created)
        void pending.then(closeClient, () => undefined) // created after we gave up: close it too
      else if (client === created) await dropClient()
      else await closeClient(created) // a newer attempt already replaced it
      throw mapSessionError(raw)
    } finally {
      attempt.dispose()
      stopModal()
    }
  }

  function openModal(uri: string, attempt: PairingAttempt, previous: () => void): () => void {
    previous()
    let closed = false
    let stop = (): void => undefined
    const loadModal = deps.loadModal ?? loadQrModal
    void loadModal({ projectId: options.projectId, chainIds: options.chains.map((chain) => chain.id) }).then(
      (modal) => {
        if (closed) return
        const unsubscribe = modal.onClose(() =>
          attempt.cancel(new UserRejectedError({ details: 'The QR modal was closed.' })),
        )
        modal.open(uri)
        stop = () => {
          unsubscribe()
          modal.close()
        }
      },
      () => undefined,
    ) // the app's own QR step still shows the URI
    return () => {
      closed = true
      stop()
    }
  }

  async function resume(): Promise<ConnectResult | null> {
    if (!isReady() || options.storage.getItem(sessionKey) === null) return null
    await dropClient()
    const restored = await withTimeout(
      createClient(walletConnectClientOptions(options)),
      pairingTimeoutMs,
      () => new RelayUnreachableError(),
    )
    if (!restored.session) {
      options.storage.removeItem(sessionKey)
      await closeClient(restored)
      return null
    }
    adopt(restored, () => undefined)
    try {
      return await readResult(restored)
    } catch (raw) {
      options.storage.removeItem(sessionKey)
      await dropClient()
      throw mapSessionError(raw)
    }
  }

  return {
    id: options.id,
    name: options.name,
    type: 'walletConnect',
    getProvider: async () => provider,
    isReady,
    peerName: () => approved?.peerName,
    connect,
    resume,
    async disconnect() {
      pairing?.cancel(new UserRejectedError({ details: 'The connection attempt was closed.' }))
      options.storage.removeItem(sessionKey)
      await dropClient()
    },
    subscribe: (listener) => listeners.on(listener),
  }
}
