/**
 * What a wallet request asks, in words, for the /calls page, the Dev Wallet's prompts and the Dev Phone Wallet: a
 * personal_sign message as text; typed data as its domain and primary type (a permit as spender, value, deadline);
 * a transaction or an EIP-5792 batch as its calls, each decoded, with the ETH it sends. Other requests have nothing
 * to decode (undefined): their parameters are shown as they are.
 */
import { formatEther, hexToBigInt, isAddress, isHex } from 'viem'
import { readOr, type ChainContracts } from '../../chains/index.ts'
import { cleanText } from '../metadata.ts'
import { calldataText, decodeCalldata, type DecodedCalldata } from './decodeCalldata.ts'
import { messageText, type MessageText } from './messageText.ts'
import { typedDataLines, typedDataText, type TypedDataText } from './typedDataText.ts'

export interface DescribedCall {
  readonly to: string | undefined
  /** ETH sent with the call, e.g. '0.01 ETH'; undefined when none. */
  readonly value: string | undefined
  readonly call: DecodedCalldata
}

export type RequestDescription =
  | ({ readonly kind: 'message' } & MessageText)
  | ({ readonly kind: 'typedData' } & TypedDataText)
  | { readonly kind: 'calls'; readonly calls: readonly DescribedCall[] }
  | { readonly kind: 'switchChain'; readonly chainId: number; readonly chainName: string | undefined }

/** The app's contracts on a chain, by chain id. */
export type ContractsByChain = Readonly<Record<number, ChainContracts>>

const SIGN_METHODS = new Set(['personal_sign', 'eth_sign'])
/** [address, typed data]; the legacy eth_signTypedData puts the payload first (its v1 array form is not read). */
const TYPED_DATA_METHODS = new Set(['eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4'])
/** A batch larger than this is shown as its first calls and a count. */
const MAX_BATCH_CALLS = 20

/**
 * The request in words; undefined when there is nothing to decode, or when its parameters (whatever the caller
 * logged) cannot be read: a getter, a Proxy's trap or a revoked Proxy that throws.
 */
export function describeRequest(
  method: string,
  params: unknown,
  chainId: number | undefined,
  contracts: ContractsByChain,
): RequestDescription | undefined {
  return readOr(() => describeParams(method, params, chainId, contracts), undefined)
}

function describeParams(
  method: string,
  params: unknown,
  chainId: number | undefined,
  contracts: ContractsByChain,
): RequestDescription | undefined {
  const list = Array.isArray(params) ? params : [params]
  const onChain = chainId === undefined ? undefined : contracts[chainId]
  if (SIGN_METHODS.has(method)) {
    // personal_sign is [message, address]; eth_sign is [address, message].
    return { kind: 'message', ...messageText(method === 'personal_sign' ? list[0] : list[1]) }
  }
  if (TYPED_DATA_METHODS.has(method)) {
    // The payload is whichever parameter is not the account's address.
    const payload = typeof list[0] === 'string' && isAddress(list[0], { strict: false }) ? list[1] : list[0]
    const typed = typedDataText(payload, chainId, (id) => (id === undefined ? undefined : contracts[id]))
    return typed && { kind: 'typedData', ...typed }
  }
  if (method === 'eth_sendTransaction') {
    const call = describeCall(list[0], onChain)
    return call ? { kind: 'calls', calls: [call] } : undefined
  }
  if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') return switchChainOf(list[0])
  if (method === 'wallet_sendCalls') {
    const request = list[0] as { calls?: unknown; chainId?: unknown } | undefined
    if (!Array.isArray(request?.calls)) return undefined
    const batchChain = typeof request.chainId === 'string' && isHex(request.chainId) ? Number(request.chainId) : chainId
    const batchContracts = batchChain === undefined ? undefined : contracts[batchChain]
    const calls = request.calls.slice(0, MAX_BATCH_CALLS).flatMap((raw) => describeCall(raw, batchContracts) ?? [])
    return { kind: 'calls', calls }
  }
  return undefined
}

/** `[{ chainId: '0x89', chainName?: 'Polygon', … }]`: the network asked for, named when the request names it. */
function switchChainOf(raw: unknown): RequestDescription | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { chainId, chainName } = raw as { chainId?: unknown; chainName?: unknown }
  if (typeof chainId !== 'string' || !isHex(chainId, { strict: true }) || chainId.length > 18) return undefined
  const id = Number(chainId)
  if (!Number.isSafeInteger(id) || id < 1) return undefined
  const name = cleanText(chainName, 80)
  return { kind: 'switchChain', chainId: id, chainName: name || undefined }
}

/** 'Switch to network 137', or 'Switch to network Polygon (137)' when the request names it. */
export function switchChainText(description: {
  readonly chainId: number
  readonly chainName: string | undefined
}): string {
  const { chainId, chainName } = description
  return `Switch to network ${chainName ? `${chainName} (${chainId})` : chainId}`
}

function describeCall(raw: unknown, contracts: ChainContracts | undefined): DescribedCall | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { to, data, input, value } = raw as { to?: unknown; data?: unknown; input?: unknown; value?: unknown }
  const target = typeof to === 'string' ? to : undefined
  return {
    to: target,
    value: ethValue(value),
    call: decodeCalldata({ data: data ?? input, to: target, contracts }),
  }
}

function ethValue(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isHex(value, { strict: true }) || value.length > 66) return undefined
  const wei = hexToBigInt(value)
  return wei > 0n ? `${formatEther(wei)} ETH` : undefined
}

/** A call as 'Staking: stake(amount: 1 STK, lockPeriod: 30 days)', named by the app's contract, else its address. */
export function describedCallText(call: DescribedCall): string {
  const where = call.call.kind === 'function' && call.call.contract ? call.call.contract : (call.to ?? 'a new contract')
  return `${where}: ${calldataText(call.call)}`
}

/** The description as plain lines (the Dev Wallet's prompt), e.g. 'Staking: claim()' or 'Spender: Staking (0x…)'. */
export function describeRequestText(description: RequestDescription): string {
  if (description.kind === 'message')
    return description.binary ? `Binary message (hex):\n${description.text}` : description.text
  if (description.kind === 'typedData')
    return typedDataLines(description)
      .map(({ label, value }) => `${label}: ${value}`)
      .join('\n')
  if (description.kind === 'switchChain') return switchChainText(description)
  return description.calls
    .map((call, index) => {
      const prefix = description.calls.length > 1 ? `${index + 1}. ` : ''
      return `${prefix}${describedCallText(call)}${call.value ? `\nSends ${call.value}` : ''}`
    })
    .join('\n')
}
