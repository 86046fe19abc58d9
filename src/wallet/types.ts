/**
 * Public types of the wallet module. Framework-free: nothing here knows React or the app.
 * Every connector (injected, EIP-6963, Dev Wallet, WalletConnect, Safe) implements `Connector`;
 * the store (`createWallet`) drives connectors and exposes a valtio proxy of `WalletState`.
 */
import type { Address, Chain, Hex } from 'viem'

/** EIP-1193 request arguments. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object | undefined }

/** Minimal EIP-1193 provider surface the module relies on. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** EIP-6963 provider info as announced by the wallet. */
export interface Eip6963ProviderInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'
/** Sign-in status, layered on a connected wallet (unset while sign-in is not configured). */
export type AuthStatus = 'loading' | 'unauthenticated' | 'authenticated'

export type WalletGroup = 'Recent' | 'Popular' | 'Installed'

export interface DownloadUrls {
  ios?: string | undefined
  android?: string | undefined
  mobile?: string | undefined
  qrCode?: string | undefined
  chrome?: string | undefined
  edge?: string | undefined
  firefox?: string | undefined
  opera?: string | undefined
  safari?: string | undefined
  browserExtension?: string | undefined
  /** A wallet that is a web app and opens dapps inside itself (Safe): where to open it. */
  webApp?: string | undefined
}

export interface InstructionStep {
  readonly step: 'install' | 'create' | 'scan' | 'refresh'
  readonly title: string
  readonly description: string
}

/** A wallet the Connect dialog can offer (see src/wallet/README.md, "Wallet options"). */
export interface WalletOption {
  readonly id: string
  readonly name: string
  readonly shortName?: string | undefined
  readonly iconUrl: string
  readonly iconBackground: string
  readonly iconAccent?: string | undefined
  /** false: not installed / unsupported here; the dialog leads to Get / download / instructions. */
  readonly ready: boolean
  /** Why a not-ready wallet is not ready: shown verbatim after the name. */
  readonly notReadyLabel?: '(unsupported)' | 'is not installed' | undefined
  /** A few words under the name: why the wallet cannot be used here, or what it is (e.g. the Dev Wallet's chain). */
  readonly hint?: string | undefined
  readonly recent: boolean
  readonly groupName: WalletGroup
  readonly downloadUrls?: DownloadUrls | undefined
  readonly mobileInstructions?: readonly InstructionStep[] | undefined
  readonly extensionInstructions?: readonly InstructionStep[] | undefined
  /**
   * true when this wallet may be impersonated or be an impersonation: several EIP-6963 announcements claim its
   * rdns, or a discovered wallet's name or rdns resembles a built-in wallet's.
   */
  readonly impersonationWarning?: boolean | undefined
  /**
   * Set on a built-in wallet whose rdns several providers announce: the ids of their own (discovered) options.
   * The built-in option then connects to none of them; the person picks one.
   */
  readonly claimants?: readonly string[] | undefined
  /** Connects through a WalletConnect pairing URI (QR on desktop, deep link on mobile). */
  readonly usesWalletConnect?: boolean | undefined
  /** Builds the deep link into the wallet app for a pairing URI (mobile). */
  readonly deepLink?: ((uri: string) => string) | undefined
}

/** What a connector reports while connecting: a pairing URI to draw as QR or open as a deep link. */
export interface ConnectorUri {
  readonly uri: string
  readonly deepLink?: string | undefined
}

export interface ConnectResult {
  readonly accounts: readonly Address[]
  readonly chainId: number
}

/** Events a connector emits. */
export type ConnectorEvent =
  | { type: 'connecting' }
  | { type: 'uri'; uri: ConnectorUri }
  | { type: 'change'; accounts?: readonly Address[] | undefined; chainId?: number | undefined }
  | { type: 'disconnect'; error?: Error }
  /** The link to a remote wallet (WalletConnect's relay) dropped or came back; the session itself lives on. */
  | { type: 'link'; interrupted: boolean }

export type ConnectorListener = (event: ConnectorEvent) => void

/**
 * One way to reach a wallet. Created per option; the store owns its lifecycle.
 * Implementations: injected (window.ethereum / EIP-6963), Dev Wallet, WalletConnect, Safe.
 */
export interface Connector {
  readonly id: string
  readonly name: string
  readonly type: 'injected' | 'eip6963' | 'dev' | 'walletConnect' | 'safe'
  /** Async so heavy SDKs load on demand (WalletConnect is a lazy chunk). */
  getProvider(): Promise<Eip1193Provider>
  /** Prompting connect (eth_requestAccounts or a pairing). */
  connect(options?: { chainId?: number }): Promise<ConnectResult>
  /** Non-prompting resume of a previous session (eth_accounts / saved session); null when none. */
  resume(): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  /** Subscribe to connector events; returns the unsubscribe function. */
  subscribe(listener: ConnectorListener): () => void
  /** Whether this connector can be used in this environment right now. */
  isReady(): boolean
  /** The connected remote wallet's own name (a WalletConnect session's peer), for the call log. */
  peerName?(): string | undefined
}

/** Who started a call: the module itself (connect, switchChain, signMessage, …), the app through `wallet.request` / `getWalletClient()`, or the wallet (an event). */
export type CallOrigin = 'module' | 'app' | 'wallet'

/**
 * What an entry records: a request sent to a wallet, an event a wallet sent, a receipt outcome the app
 * saw, or a marker (a page load, a connect, a disconnect, persisted entries that failed verification).
 */
export type CallLogEntryKind = 'request' | 'event' | 'receipt' | 'marker'

/** One entry of the audit log (docs: src/wallet/README.md, "Call log"). Plain, redacted JSON data. */
export interface CallLogEntry {
  /** Running number over the whole log, never reused (also across reloads of a persisted log). */
  readonly seq: number
  /** Random per page load: entries restored from a persisted log keep the session that wrote them. */
  readonly sessionId: string
  /** Shared by every request, event and receipt one API call or caller operation caused. */
  readonly operationId: string
  readonly kind: CallLogEntryKind
  readonly origin: CallOrigin
  /** The page's origin (`location.origin`) when the entry was written. */
  readonly pageOrigin?: string | undefined
  /** The wallet option id (e.g. 'metaMask', 'eip6963:io.rabby'); '' for markers of no wallet. */
  readonly walletId: string
  /** The wallet's EIP-6963 rdns when it announced one. */
  readonly rdns?: string | undefined
  /** A WalletConnect session's peer: the name the mobile wallet gave itself (the pairing URI is never logged). */
  readonly peerName?: string | undefined
  /** The chain in effect when the entry was written: from the wallet's own answers and events first. */
  readonly chainId?: number | undefined
  /** The account in effect, from the wallet's own eth_accounts / eth_requestAccounts answers and events. */
  readonly account?: string | undefined
  readonly method: string
  readonly params?: unknown | undefined
  /** ISO 8601 time of the entry's start. */
  readonly startedAt: string
  /** Milliseconds since the session started (monotonic: immune to clock changes). */
  readonly offsetMs: number
  readonly durationMs?: number | undefined
  readonly outcome: 'pending' | 'ok' | 'error' | 'event'
  readonly result?: unknown | undefined
  /** The module's code (the class's code; for wallet errors the wallet's code). */
  readonly errorCode?: number | string | undefined
  /** The module's short message for people. */
  readonly errorMessage?: string | undefined
  /** What the wallet itself said, kept beside the short message. */
  readonly walletErrorCode?: number | string | undefined
  readonly walletErrorMessage?: string | undefined
  /** Restored from storage but failing the hash chain: kept for the record, not vouched for. */
  readonly untrusted?: true | undefined
}

/** The valtio-proxied state views subscribe to. Live objects sit behind ref(). */
export interface WalletState {
  status: ConnectionStatus
  auth: AuthStatus | undefined
  address: Address | undefined
  accounts: readonly Address[]
  chainId: number | undefined
  /** true when the wallet is on a chain that is not configured. */
  unsupported: boolean
  walletId: string | undefined
  /** ids of the last 3 wallets used, most recent first. */
  recent: string[]
  options: WalletOption[]
  /** Pairing URI while a WalletConnect connect is in flight. */
  uri: ConnectorUri | undefined
  /**
   * true while the link to the connected mobile wallet (WalletConnect's relay) is down; it turns false by
   * itself when the relay is back and the session resumes. Always false for browser wallets.
   */
  linkInterrupted: boolean
  /** Last error (a WalletError subclass), held with ref(). */
  error: Error | undefined
  /** A short note for the person (e.g. reconnect timed out). */
  notice: string | undefined
}

export type { Address, Chain, Hex }

/** The key-value store the module persists recent wallets in (localStorage by default). */
export type WalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What the module hands a connector: the configured chains and its one request path. */
export interface ConnectorContext {
  /** The option id this connector serves (also the wallet id in the call log). */
  readonly id: string
  readonly chains: readonly Chain[]
  readonly appName: string
  readonly storage: WalletStorage
  /** Sends a request through the module's request path (logged, errors mapped, prompts de-duplicated). */
  request(provider: Eip1193Provider, args: RequestArguments): Promise<unknown>
  /** Records an event the wallet emitted (accountsChanged, chainChanged, disconnect, display_uri, …). */
  logEvent(name: string, payload: unknown): void
}

/** The option fields a connector factory declares; the module adds ready, recent and group. */
export type WalletOptionInput = Omit<WalletOption, 'ready' | 'recent' | 'groupName' | 'notReadyLabel'> & {
  readonly groupName?: WalletGroup | undefined
}

/** An extra connector (e.g. the Dev Wallet): its option in the list and how to build it. */
export interface ConnectorFactory {
  readonly option: WalletOptionInput
  create(context: ConnectorContext): Connector
}

/** Options given to the WalletConnect connector factory, one call per WalletConnect-based option. */
export interface WalletConnectFactoryOptions extends ConnectorContext {
  readonly name: string
  readonly projectId: string
  /** A relay of its own (development and tests); unset: WalletConnect's relay. */
  readonly relayUrl?: string
  /** Time limit of each request and of a session's approval, in ms (default 5 minutes). */
  readonly requestTimeoutMs?: number | undefined
  /** true for the generic WalletConnect option (WalletConnect's own modal), false when the app draws the QR. */
  readonly showQrModal: boolean
  /** Deep link into this wallet's app for a pairing URI (mobile). */
  readonly deepLink?: ((uri: string) => string) | undefined
}

export type WalletConnectConnectorFactory = (options: WalletConnectFactoryOptions) => Connector
export type SafeConnectorFactory = (context: ConnectorContext) => Connector
