/**
 * Public types of the wallet module. Framework-free: nothing here knows React or the app.
 * Every connector (injected, EIP-6963, Dev Wallet, WalletConnect, Safe) implements `Connector`;
 * the store (`createWallet`) drives connectors and exposes a valtio proxy of `WalletState`.
 */
import type { Address, Chain, Hex } from 'viem'

/** EIP-1193 request arguments. */
export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }

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
  ios?: string
  android?: string
  mobile?: string
  qrCode?: string
  chrome?: string
  edge?: string
  firefox?: string
  opera?: string
  safari?: string
  browserExtension?: string
  /** A wallet that is a web app and opens dapps inside itself (Safe): where to open it. */
  webApp?: string
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
  readonly shortName?: string
  readonly iconUrl: string
  readonly iconBackground: string
  readonly iconAccent?: string
  /** false: not installed / unsupported here; the dialog leads to Get / download / instructions. */
  readonly ready: boolean
  /** Why a not-ready wallet is not ready: shown verbatim after the name. */
  readonly notReadyLabel?: '(unsupported)' | 'is not installed'
  /** A few words under the name: why the wallet cannot be used here, or what it is (e.g. the Dev Wallet's chain). */
  readonly hint?: string
  readonly recent: boolean
  readonly groupName: WalletGroup
  readonly downloadUrls?: DownloadUrls
  readonly mobileInstructions?: readonly InstructionStep[]
  readonly extensionInstructions?: readonly InstructionStep[]
  /** true when two EIP-6963 announcements claim this rdns with different providers. */
  readonly impersonationWarning?: boolean
  /** Connects through a WalletConnect pairing URI (QR on desktop, deep link on mobile). */
  readonly usesWalletConnect?: boolean
  /** Builds the deep link into the wallet app for a pairing URI (mobile). */
  readonly deepLink?: (uri: string) => string
}

/** What a connector reports while connecting: a pairing URI to draw as QR or open as a deep link. */
export interface ConnectorUri {
  readonly uri: string
  readonly deepLink?: string
}

export interface ConnectResult {
  readonly accounts: readonly Address[]
  readonly chainId: number
}

/** Events a connector emits. */
export type ConnectorEvent =
  | { type: 'connecting' }
  | { type: 'uri'; uri: ConnectorUri }
  | { type: 'change'; accounts?: readonly Address[]; chainId?: number }
  | { type: 'disconnect'; error?: Error }

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
}

/** Who started a call: the module itself (connect, switchChain, signMessage, …), the app through `wallet.request` / `walletClient()`, or the wallet (an event). */
export type CallOrigin = 'module' | 'app' | 'wallet'

/** One entry of the audit log: a request sent to a wallet, or an event a wallet sent back. Plain, redacted JSON data. */
export interface CallLogEntry {
  readonly id: number
  readonly kind: 'request' | 'event'
  readonly origin: CallOrigin
  /** The wallet option id (e.g. 'metaMask', 'eip6963:io.rabby'). */
  readonly walletId: string
  /** The wallet's EIP-6963 rdns when it announced one. */
  readonly rdns?: string
  /** The chain the wallet was on when the call started (unknown before the first connect). */
  readonly chainId?: number
  readonly method: string
  readonly params?: unknown
  /** Epoch milliseconds. */
  readonly startedAt: number
  readonly durationMs?: number
  readonly outcome: 'pending' | 'ok' | 'error' | 'event'
  readonly result?: unknown
  /** The module's code (the class's code; for wallet errors the wallet's code). */
  readonly errorCode?: number | string
  /** The module's short message for people. */
  readonly errorMessage?: string
  /** What the wallet itself said, kept beside the short message. */
  readonly walletErrorCode?: number | string
  readonly walletErrorMessage?: string
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
  readonly groupName?: WalletGroup
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
  /** true for the generic WalletConnect option (WalletConnect's own modal), false when the app draws the QR. */
  readonly showQrModal: boolean
  /** Deep link into this wallet's app for a pairing URI (mobile). */
  readonly deepLink?: (uri: string) => string
}

export type WalletConnectConnectorFactory = (options: WalletConnectFactoryOptions) => Connector
export type SafeConnectorFactory = (context: ConnectorContext) => Connector
