import type { WalletState } from '../types.ts'

export type ConnectionFields = Pick<
  WalletState,
  'status' | 'auth' | 'address' | 'accounts' | 'chainId' | 'unsupported' | 'walletId' | 'uri' | 'linkInterrupted'
>

/** The connection fields of a wallet that is not connected: at start, after a disconnect, and in a stand-in. */
export function disconnectedFields(): ConnectionFields {
  return {
    status: 'disconnected',
    auth: undefined,
    address: undefined,
    accounts: [],
    chainId: undefined,
    unsupported: false,
    walletId: undefined,
    uri: undefined,
    linkInterrupted: false,
  }
}
