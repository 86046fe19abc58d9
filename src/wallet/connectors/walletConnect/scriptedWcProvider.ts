import type { RequestArguments } from '../../types.ts'
import type { WcEvent, WcListener, WcProvider, WcSession } from './wcProvider.ts'

/**
 * A scripted stand-in for EthereumProvider in unit tests: the test decides when a URI shows,
 * when the wallet approves, what requests answer, and emits wallet events. Counts listeners so
 * tests can prove a retry leaves none behind.
 */
export class ScriptedWcProvider implements WcProvider {
  session: WcSession | undefined
  disconnectCalls = 0
  readonly requests: RequestArguments[] = []
  /** Answers requests; throw (or reject) to script a wallet error. */
  answer: (args: RequestArguments) => unknown = () => null
  private readonly listeners = new Map<WcEvent, Set<WcListener>>()
  private pending: { resolve: () => void; reject: (error: unknown) => void } | undefined
  connectOptions: unknown

  constructor(session?: WcSession) {
    this.session = session
  }

  connect(options?: unknown): Promise<void> {
    this.connectOptions = options
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject }
    })
  }

  request(args: RequestArguments): Promise<unknown> {
    this.requests.push(args)
    return Promise.resolve().then(() => this.answer(args))
  }

  disconnect(): Promise<void> {
    this.disconnectCalls++
    this.session = undefined
    return Promise.resolve()
  }

  on(event: WcEvent, listener: WcListener): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  removeListener(event: WcEvent, listener: WcListener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  listenerCount(event?: WcEvent): number {
    if (event) return this.listeners.get(event)?.size ?? 0
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }

  emit(event: WcEvent, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }

  /** The relay delivered a pairing URI. */
  showUri(uri: string): void {
    this.emit('display_uri', uri)
  }

  /** The wallet approved: the session settles and connect() resolves. */
  approve(session: WcSession): void {
    this.session = session
    this.pending?.resolve()
  }

  /** The wallet (or the SDK) rejected the proposal. */
  reject(error: unknown): void {
    this.pending?.reject(error)
  }
}

/** A session approving eip155 `chainIds` for `address`. */
export function sessionFor(address: string, chainIds: readonly number[], peerName = 'Rainbow'): WcSession {
  return {
    namespaces: {
      eip155: {
        accounts: chainIds.map((id) => `eip155:${id}:${address}`),
        chains: chainIds.map((id) => `eip155:${id}`),
      },
    },
    peer: { metadata: { name: peerName } },
  }
}
