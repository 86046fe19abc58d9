/**
 * CAIP-2 chain ids (`namespace:reference`, e.g. `eip155:1`) and CAIP-10 accounts
 * (`namespace:reference:address`), as WalletConnect sessions carry them.
 * Grammar from https://chainagnostic.org/CAIPs/caip-2 and caip-10; eip155 is checked further:
 * a decimal chain id and a 0x + 40 hex address.
 */
import type { Address } from 'viem'
import { FormatError } from './format/FormatError.ts'

const CAIP2 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32})$/
const CAIP10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/
const EIP155_REFERENCE = /^[1-9][0-9]*$/
const EIP155_ADDRESS = /^0x[0-9a-fA-F]{40}$/

export interface Caip2ChainId {
  readonly namespace: string
  readonly reference: string
  /** Numeric chain id for the eip155 namespace; undefined for other namespaces. */
  readonly chainId: number | undefined
}

export interface Caip10Account extends Caip2ChainId {
  readonly address: string
}

/** Parses `namespace:reference`; throws FormatError 'INVALID_CAIP2' naming the bad input. */
export function parseCaip2(value: string): Caip2ChainId {
  // Only a string is matched: exec() would run a caller's toString, which may throw.
  const match = typeof value === 'string' ? CAIP2.exec(value) : null
  const parsed = match && toChainId(match[1] ?? '', match[2] ?? '')
  if (!parsed) throw new FormatError('INVALID_CAIP2', `Invalid CAIP-2 chain id: ${describe(value)}`)
  return parsed
}

/** Parses `namespace:reference:address`; throws FormatError 'INVALID_CAIP10' naming the bad input. */
export function parseCaip10(value: string): Caip10Account {
  const match = typeof value === 'string' ? CAIP10.exec(value) : null
  const chain = match && toChainId(match[1] ?? '', match[2] ?? '')
  const address = match?.[3] ?? ''
  if (!chain || (chain.namespace === 'eip155' && !EIP155_ADDRESS.test(address))) {
    throw new FormatError('INVALID_CAIP10', `Invalid CAIP-10 account: ${describe(value)}`)
  }
  return { ...chain, address }
}

/**
 * `eip155:<chainId>` for an EVM chain id; throws FormatError 'INVALID_CAIP2' for anything but a positive safe
 * integer, so what it writes always parses back (`eip155:0`, `eip155:NaN` or `eip155:1.5` would not).
 */
export function formatCaip2(chainId: number): string {
  if (!isEip155ChainId(chainId)) {
    throw new FormatError('INVALID_CAIP2', `Invalid EVM chain id for CAIP-2: ${describe(chainId)}`)
  }
  return `eip155:${chainId}`
}

/** `eip155:<chainId>:<address>` for an EVM account; throws FormatError 'INVALID_CAIP10' unless both are valid. */
export function formatCaip10(chainId: number, address: Address): string {
  if (!isEip155ChainId(chainId) || typeof address !== 'string' || !EIP155_ADDRESS.test(address)) {
    throw new FormatError(
      'INVALID_CAIP10',
      `Invalid EVM account for CAIP-10: ${describe(chainId)}, ${describe(address)}`,
    )
  }
  return `eip155:${chainId}:${address}`
}

function isEip155ChainId(chainId: unknown): chainId is number {
  return typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0
}

/** A caller's value in the error, without running its own toString (callers may pass anything at run time). */
function describe(value: unknown): string {
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 64))
  return typeof value
}

function toChainId(namespace: string, reference: string): Caip2ChainId | null {
  if (namespace !== 'eip155') return { namespace, reference, chainId: undefined }
  if (!EIP155_REFERENCE.test(reference)) return null
  const chainId = Number(reference)
  return Number.isSafeInteger(chainId) ? { namespace, reference, chainId } : null
}
