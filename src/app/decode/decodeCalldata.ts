/**
 * Calldata in words: the function and arguments of a call to one of this app's contracts, decoded
 * with viem's decodeFunctionData and the ABIs `npm run compile` writes. The data is untrusted (it may
 * come from a stored log someone edited): oversized or malformed calldata is never decoded, only labelled.
 */
import { decodeFunctionData, formatUnits, getAbiItem, isHex, size, slice, type Abi, type Hex } from 'viem'
import { batchExecutorAbi, collectionAbi, stakeTokenAbi, stakingAbi } from '../abi/index.ts'
import type { ChainContracts } from '../../chains/index.ts'
import { STK_DECIMALS } from '../tokenUnits.ts'

/** Calldata longer than this is labelled, not decoded: the app's own calls are a few hundred bytes. */
export const MAX_DECODED_CALLDATA_BYTES = 16 * 1024
/** A decoded argument's text is cut at this many characters. */
export const MAX_ARGUMENT_CHARS = 200

export interface DecodedArgument {
  readonly name: string
  readonly type: string
  readonly text: string
}

export type DecodedCalldata =
  | {
      readonly kind: 'function'
      /** 'Staking', 'StakeToken', 'Collection' when `to` is that contract on the call's chain. */
      readonly contract: string | undefined
      readonly functionName: string
      readonly args: readonly DecodedArgument[]
    }
  | { readonly kind: 'none' }
  | { readonly kind: 'unknown'; readonly selector: Hex; readonly byteLength: number; readonly reason: string }

interface KnownContract {
  readonly name: string
  readonly abi: Abi
  /** Argument names that carry STK amounts (18 decimals). */
  readonly tokenAmounts: readonly string[]
}

const STAKE_TOKEN: KnownContract = { name: 'StakeToken', abi: stakeTokenAbi, tokenAmounts: ['value', 'amount'] }
const STAKING: KnownContract = { name: 'Staking', abi: stakingAbi, tokenAmounts: ['amount'] }
const COLLECTION: KnownContract = { name: 'Collection', abi: collectionAbi, tokenAmounts: [] }
const BATCH_EXECUTOR: KnownContract = { name: 'BatchExecutor', abi: batchExecutorAbi, tokenAmounts: [] }
/** Tried in this order when `to` is not a known contract (ERC-20 and ERC-721 share approve's selector). */
const ALL: readonly KnownContract[] = [STAKING, STAKE_TOKEN, COLLECTION, BATCH_EXECUTOR]

function contractAt(to: string | undefined, contracts: ChainContracts | undefined): KnownContract | undefined {
  if (!to || !contracts) return undefined
  const address = to.toLowerCase()
  if (address === contracts.staking.toLowerCase()) return STAKING
  if (address === contracts.stakeToken.toLowerCase()) return STAKE_TOKEN
  if (address === contracts.collection.toLowerCase()) return COLLECTION
  return undefined
}

/** 'Staking', 'StakeToken' or 'Collection' when `address` is that contract of the app; else undefined. */
export function appContractName(
  address: string | undefined,
  contracts: ChainContracts | undefined,
): string | undefined {
  return contractAt(address, contracts)?.name
}

export interface DecodeCalldataParameters {
  readonly data: unknown
  readonly to?: string | undefined
  /** The app's contracts on the call's chain: they name the contract and pick its ABI. */
  readonly contracts?: ChainContracts | undefined
}

export function decodeCalldata({ data, to, contracts }: DecodeCalldataParameters): DecodedCalldata {
  if (data === undefined || data === null || data === '0x') return { kind: 'none' }
  if (typeof data !== 'string' || !isHex(data, { strict: true }) || data.length % 2 !== 0)
    return { kind: 'unknown', selector: '0x', byteLength: 0, reason: 'Not hex calldata' }
  const byteLength = size(data)
  const selector = byteLength >= 4 ? slice(data, 0, 4) : data
  if (byteLength < 4) return { kind: 'unknown', selector, byteLength, reason: 'Too short for a function call' }
  if (byteLength > MAX_DECODED_CALLDATA_BYTES)
    return { kind: 'unknown', selector, byteLength, reason: 'Too large to decode' }
  const known = contractAt(to, contracts)
  for (const candidate of known ? [known] : ALL) {
    const decoded = tryDecode(candidate, data)
    if (decoded) return { kind: 'function', contract: known?.name, ...decoded }
  }
  return { kind: 'unknown', selector, byteLength, reason: 'Not a function of this app’s contracts' }
}

function tryDecode(contract: KnownContract, data: Hex) {
  try {
    const { functionName, args = [] } = decodeFunctionData({ abi: contract.abi, data })
    // getAbiItem picks the overload these arguments fit (safeTransferFrom has two).
    const item = getAbiItem({ abi: contract.abi, name: functionName, args })
    const params = item?.type === 'function' ? item.inputs : []
    return {
      functionName,
      args: args.map((value, index) => {
        const name = params[index]?.name || `arg${index}`
        const type = params[index]?.type ?? 'unknown'
        return { name, type, text: argumentText(value, name, type, contract) }
      }),
    }
  } catch {
    return undefined // selector not in this ABI, or arguments that do not decode: labelled as unknown
  }
}

function argumentText(value: unknown, name: string, type: string, contract: KnownContract): string {
  if (typeof value === 'bigint' && type === 'uint256' && contract.tokenAmounts.includes(name))
    return `${formatUnits(value, STK_DECIMALS)} STK`
  if (typeof value === 'number' && name === 'lockPeriod' && value % 86_400 === 0) return `${value / 86_400} days`
  if (typeof value === 'string' || typeof value === 'bigint' || typeof value === 'number') return clip(String(value))
  return clip(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value))
}

export function clip(text: string, max = MAX_ARGUMENT_CHARS): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/** `claim()`, `stake(amount: 100 STK, lockPeriod: 30 days)`, or the label of calldata that did not decode. */
export function calldataText(decoded: DecodedCalldata): string {
  switch (decoded.kind) {
    case 'function':
      return `${decoded.functionName}(${decoded.args.map((arg) => `${arg.name}: ${arg.text}`).join(', ')})`
    case 'none':
      return 'no calldata'
    case 'unknown':
      return `${decoded.reason}: ${decoded.selector === '0x' ? 'raw' : `selector ${decoded.selector}`}${
        decoded.byteLength ? `, ${decoded.byteLength} bytes` : ''
      }`
  }
}
