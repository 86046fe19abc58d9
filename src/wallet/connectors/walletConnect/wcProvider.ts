import type { RequestArguments } from '../../types.ts'

/** The part of a WalletConnect session we read: approved namespaces and the peer's name. */
export interface WcSession {
  readonly namespaces: Readonly<
    Record<string, { readonly accounts: readonly string[]; readonly chains?: readonly string[] }>
  >
  readonly peer: { readonly metadata: { readonly name: string } }
}

export type WcEvent = 'display_uri' | 'accountsChanged' | 'chainChanged' | 'disconnect' | 'session_delete'

export type WcListener = (payload: unknown) => void

/** WalletConnect core's relayer events about its socket to the relay. */
export type WcRelayerEvent = 'relayer_connect' | 'relayer_disconnect'

/** The part of WalletConnect core's relayer (`signer.client.core.relayer`) that tells whether the relay is reachable. */
export interface WcRelayer {
  readonly connected: boolean
  readonly events: {
    on(event: WcRelayerEvent, listener: () => void): unknown
    off(event: WcRelayerEvent, listener: () => void): unknown
  }
  /** Opens the socket again; rejects while the relay cannot be reached. */
  transportOpen(): Promise<void>
}

/**
 * The surface of @walletconnect/ethereum-provider's EthereumProvider this connector uses.
 * Kept narrow so tests can script it and so the SDK stays behind one lazy import.
 */
export interface WcProvider {
  connect(options?: { optionalChains?: number[]; rpcMap?: Record<string, string> }): Promise<void>
  request(args: RequestArguments): Promise<unknown>
  disconnect(): Promise<void>
  on(event: WcEvent, listener: WcListener): unknown
  removeListener(event: WcEvent, listener: WcListener): unknown
  readonly session: WcSession | undefined
  /** UniversalProvider → SignClient → core: where the relayer lives (absent in scripted tests that ignore it). */
  readonly signer?: { readonly client?: { readonly core?: { readonly relayer?: WcRelayer } } }
}

/** What creating a client needs: the project id, the configured chains and their RPC URLs, the app. */
export interface WcClientOptions {
  readonly projectId: string
  /** A local stand-in relay (development and tests); unset: WalletConnect's own relay. */
  readonly relayUrl?: string
  readonly chainIds: readonly [number, ...number[]]
  readonly rpcMap: Record<string, string>
  readonly metadata: {
    readonly name: string
    readonly description: string
    readonly url: string
    readonly icons: readonly string[]
  }
}

/** Creates a fresh WalletConnect client (one per pairing attempt, so a retry starts clean). */
export type WcClientFactory = (options: WcClientOptions) => Promise<WcProvider>
