/**
 * A wallet request in words a person can check before approving: the message text of personal_sign,
 * the domain and primary type of typed data, a transaction's to / value / method selector.
 */
import { formatEther, hexToString, isHex, type Hex } from 'viem'

export interface RequestLine {
  readonly label: string
  readonly value: string
}

function messageText(raw: unknown): string {
  if (typeof raw !== 'string') return String(raw)
  if (!isHex(raw)) return raw
  try {
    return hexToString(raw as Hex)
  } catch {
    return raw
  }
}

export function describeRequest(method: string, params: readonly unknown[]): RequestLine[] {
  switch (method) {
    case 'personal_sign':
      return [
        { label: 'Sign message', value: messageText(params[0]) },
        { label: 'Account', value: String(params[1]) },
      ]
    case 'eth_signTypedData':
    case 'eth_signTypedData_v4': {
      const raw = params[1]
      const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
        domain?: { name?: string; chainId?: unknown; verifyingContract?: string }
        primaryType?: string
      }
      return [
        { label: 'Sign typed data', value: data.primaryType ?? '(no primary type)' },
        { label: 'Domain', value: data.domain?.name ?? '(unnamed)' },
        { label: 'Contract', value: data.domain?.verifyingContract ?? '–' },
      ]
    }
    case 'eth_sendTransaction': {
      const tx = (params[0] ?? {}) as { to?: string; value?: string; data?: string }
      const data = tx.data ?? '0x'
      return [
        { label: 'Send transaction to', value: tx.to ?? '(contract creation)' },
        { label: 'Value', value: `${formatEther(BigInt(tx.value ?? '0x0'))} ETH` },
        { label: 'Method', value: data.length >= 10 ? data.slice(0, 10) : '(plain transfer)' },
      ]
    }
    case 'wallet_switchEthereumChain':
      return [{ label: 'Switch to chain', value: String(Number((params[0] as { chainId?: string })?.chainId)) }]
    default:
      return [{ label: method, value: JSON.stringify(params) }]
  }
}
