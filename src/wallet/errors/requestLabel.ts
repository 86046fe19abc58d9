/**
 * What a person calls a wallet request, for sentences such as 'Your wallet did not answer the signature
 * request'; a method without a name of its own is named as it is.
 */
const LABELS: Readonly<Record<string, string>> = {
  personal_sign: 'the signature request',
  eth_sign: 'the signature request',
  eth_signTypedData_v4: 'the signature request',
  eth_sendTransaction: 'the transaction request',
  wallet_sendCalls: 'the transaction request',
  wallet_switchEthereumChain: 'the network switch',
  wallet_addEthereumChain: 'the request to add a network',
  wallet_watchAsset: 'the request to add a token',
}

export function requestLabel(method: string): string {
  return LABELS[method] ?? method
}
