/**
 * What a WalletConnect session asks the wallet for: only the methods this module (and an app through it) sends to
 * the wallet, and the two events it listens to. The SDK's default asks for 21, among them `eth_sign`,
 * `eth_signTransaction` and `eth_sendRawTransaction`, which careful wallets flag as dangerous. Reads
 * (`eth_call`, `eth_chainId`, receipts…) are not asked: the provider answers them from the RPC URLs.
 */
export const WALLETCONNECT_METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  // Permits (EIP-2612) and an app's typed-data signatures.
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  // EIP-5792 batches: a stake's approve and deposit in one confirmation where the wallet can.
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const

export const WALLETCONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const
