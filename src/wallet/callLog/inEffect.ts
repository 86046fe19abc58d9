/**
 * The chain and account in effect per wallet, as the wallet itself reported them: its answers to
 * eth_chainId / eth_accounts / eth_requestAccounts and its chainChanged / accountsChanged events. A
 * wallet that switches without an event is caught by the next eth_chainId answer, so the log does
 * not repeat the module's belief when the wallet said otherwise.
 */
export interface InEffect {
  readonly chainId?: number | undefined
  readonly account?: string | undefined
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export function createInEffect() {
  const byWallet = new Map<string, InEffect>()
  const update = (walletId: string, change: InEffect): void => {
    byWallet.set(walletId, { ...byWallet.get(walletId), ...change })
  }
  return {
    get: (walletId: string): InEffect => byWallet.get(walletId) ?? {},
    /** Learns from a wallet's answer to a request or from an event it sent. */
    observe(walletId: string, method: string, value: unknown): void {
      if (method === 'eth_chainId' || method === 'chainChanged') {
        const chainId = readChainId(value)
        if (chainId !== undefined) update(walletId, { chainId })
      } else if (method === 'eth_accounts' || method === 'eth_requestAccounts' || method === 'accountsChanged') {
        if (!Array.isArray(value)) return
        const first: unknown = value[0]
        if (value.length === 0) update(walletId, { account: undefined })
        else if (typeof first === 'string' && ADDRESS.test(first)) update(walletId, { account: first })
      }
    },
  }
}

function readChainId(value: unknown): number | undefined {
  const chainId =
    typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)
      ? Number.parseInt(value, 16)
      : typeof value === 'number'
        ? value
        : undefined
  return chainId !== undefined && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}
