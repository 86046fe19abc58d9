/** Reads an eth_sendTransaction parameter (JSON-RPC hex fields) into viem's transaction fields. */
import { hexToBigInt, hexToNumber, isAddress, isHex, type Address, type Hex } from 'viem'

export interface DevTransaction {
  to?: Address | undefined
  data?: Hex | undefined
  value?: bigint | undefined
  gas?: bigint | undefined
  nonce?: number | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

export function parseTransaction(raw: unknown): DevTransaction {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('eth_sendTransaction needs a transaction object')
  const fields = raw as Record<string, unknown>
  const hex = (key: string): Hex | undefined => {
    const value = fields[key]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' || !isHex(value)) throw new TypeError(`transaction field ${key} must be hex`)
    return value
  }
  const to = fields.to
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false }))) {
    throw new TypeError('transaction field to must be an address')
  }
  const tx: DevTransaction = {}
  if (typeof to === 'string') tx.to = to as Address
  const data = hex('data') ?? hex('input')
  if (data) tx.data = data
  const big = (key: 'value' | 'gas' | 'maxFeePerGas' | 'maxPriorityFeePerGas') => {
    const value = hex(key)
    if (value) tx[key] = hexToBigInt(value)
  }
  big('value')
  big('gas')
  big('maxFeePerGas')
  big('maxPriorityFeePerGas')
  const nonce = hex('nonce')
  if (nonce) tx.nonce = hexToNumber(nonce)
  return tx
}
