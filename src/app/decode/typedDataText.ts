/**
 * EIP-712 typed data in words (eth_signTypedData, _v3, _v4): its domain and primary type, and for an ERC-2612
 * permit who may spend how much of the token until when. The payload is untrusted (JSON text or an object, from a
 * dapp or a stored log): a field that does not read is left undefined and shown as such, never guessed.
 */
import { formatUnits, getAddress, isAddress, maxUint256 } from 'viem'
import { chainMeta, readField, readOr, type ChainContracts } from '../../chains/index.ts'
import { STK_SYMBOL } from '../format.ts'
import { STK_DECIMALS } from '../tokenUnits.ts'
import { appContractName, clip } from './decodeCalldata.ts'

/** Typed data longer than this (as JSON text) is not read: a permit is under 1 kB. */
export const MAX_TYPED_DATA_CHARS = 64 * 1024

export interface PermitText {
  readonly owner: string | undefined
  readonly spender: string | undefined
  /** 'Staking' when the spender is that contract of the app on the domain's chain. */
  readonly spenderName: string | undefined
  /** '17 STK' when the token is the app's stake token; else the integer in the token's smallest units. */
  readonly value: string | undefined
  /** '2027-01-15 08:00:00 UTC'. */
  readonly deadline: string | undefined
}

export interface TypedDataText {
  readonly domainName: string | undefined
  readonly chainId: number | undefined
  readonly verifyingContract: string | undefined
  /** 'StakeToken' when the verifying contract is that contract of the app on the domain's chain. */
  readonly contract: string | undefined
  readonly primaryType: string | undefined
  /** Set when the primary type is ERC-2612's Permit, with exactly its fields. */
  readonly permit: PermitText | undefined
}

/** ERC-2612's Permit struct: a payload naming another struct 'Permit' is not described as a permit. */
const PERMIT_FIELDS = ['owner:address', 'spender:address', 'value:uint256', 'nonce:uint256', 'deadline:uint256']
/** The latest instant a Date holds, in seconds. */
const MAX_DATE_SECONDS = 8_640_000_000_000n

/**
 * The typed data in words; undefined when it is not an object (or JSON text of one) of at most
 * MAX_TYPED_DATA_CHARS. `contractsOn` gives the app's contracts on the domain's chain (else `chainId`'s).
 */
export function typedDataText(
  raw: unknown,
  chainId: number | undefined,
  contractsOn: (chainId: number | undefined) => ChainContracts | undefined,
): TypedDataText | undefined {
  return readOr(() => describe(raw, chainId, contractsOn), undefined)
}

function describe(
  raw: unknown,
  requestChain: number | undefined,
  contractsOn: (chainId: number | undefined) => ChainContracts | undefined,
): TypedDataText | undefined {
  const data = typeof raw === 'string' ? parseJson(raw) : raw
  if (!isRecord(data)) return undefined
  const domain = readField(data, 'domain')
  const chainId = readChainId(readField(domain, 'chainId'))
  const contracts = contractsOn(chainId ?? requestChain)
  const verifyingContract = readAddress(readField(domain, 'verifyingContract'))
  const contract = appContractName(verifyingContract, contracts)
  const primaryType = readText(readField(data, 'primaryType'))
  const isPermit = primaryType === 'Permit' && isPermitStruct(readField(readField(data, 'types'), 'Permit'))
  return {
    domainName: readText(readField(domain, 'name')),
    chainId,
    verifyingContract,
    contract,
    primaryType,
    permit: isPermit ? permitText(readField(data, 'message'), contracts, contract === 'StakeToken') : undefined,
  }
}

function permitText(message: unknown, contracts: ChainContracts | undefined, isStakeToken: boolean): PermitText {
  const spender = readAddress(readField(message, 'spender'))
  const value = readUint256(readField(message, 'value'))
  const deadline = readUint256(readField(message, 'deadline'))
  return {
    owner: readAddress(readField(message, 'owner')),
    spender,
    spenderName: appContractName(spender, contracts),
    value:
      value === undefined
        ? undefined
        : isStakeToken
          ? `${formatUnits(value, STK_DECIMALS)} ${STK_SYMBOL}`
          : `${value} (smallest units)`,
    deadline: deadline === undefined ? undefined : deadlineText(deadline),
  }
}

function parseJson(text: string): unknown {
  return text.length > MAX_TYPED_DATA_CHARS ? undefined : readOr(() => JSON.parse(text) as unknown, undefined)
}

function isRecord(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isPermitStruct(fields: unknown): boolean {
  if (!Array.isArray(fields) || fields.length !== PERMIT_FIELDS.length) return false
  return fields.every(
    (field, index) => `${readField(field, 'name')}:${readField(field, 'type')}` === PERMIT_FIELDS[index],
  )
}

function readText(value: unknown): string | undefined {
  return typeof value === 'string' ? clip(value) : undefined
}

/** Checksummed, as the app shows addresses (viem's JSON carries them lower-case). */
function readAddress(value: unknown): string | undefined {
  return typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : undefined
}

/** A uint256 as JSON carries it (decimal or hex text, a safe integer) or as an object holds it (a bigint). */
function readUint256(value: unknown): bigint | undefined {
  let read: bigint | undefined
  if (typeof value === 'bigint') read = value
  else if (typeof value === 'number' && Number.isSafeInteger(value)) read = BigInt(value)
  else if (typeof value === 'string' && /^(\d{1,78}|0x[0-9a-fA-F]{1,64})$/.test(value)) read = BigInt(value)
  return read !== undefined && read >= 0n && read <= maxUint256 ? read : undefined
}

function readChainId(value: unknown): number | undefined {
  const id = readUint256(value)
  return id !== undefined && id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : undefined
}

/** '2027-01-15 08:00:00 UTC'; a deadline past any date a calendar holds (often 2^256 - 1) never comes. */
function deadlineText(seconds: bigint): string {
  if (seconds > MAX_DATE_SECONDS) return `never (${clip(seconds.toString(), 20)})`
  const iso = new Date(Number(seconds) * 1000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`
}

export interface RequestLine {
  readonly label: string
  readonly value: string
}

const NOT_READABLE = 'not readable'
const named = (name: string | undefined, address: string | undefined): string =>
  address === undefined ? NOT_READABLE : name ? `${name} (${address})` : address

/** The description as label / value lines: the Dev Wallet's prompt text, the Dev Phone Wallet and /calls. */
export function typedDataLines(typed: TypedDataText): RequestLine[] {
  const chain = typed.chainId === undefined ? undefined : chainMeta(typed.chainId)?.name
  const lines: RequestLine[] = [
    { label: 'Typed data', value: typed.primaryType ?? 'no primary type' },
    { label: 'Domain', value: typed.domainName ?? 'unnamed' },
    {
      label: 'Chain',
      value:
        typed.chainId === undefined
          ? 'none or not a number'
          : chain
            ? `${chain} (${typed.chainId})`
            : `${typed.chainId}`,
    },
    {
      label: 'Contract',
      value: typed.verifyingContract ? named(typed.contract, typed.verifyingContract) : 'none or not an address',
    },
  ]
  const { permit } = typed
  if (!permit) return lines
  return [
    ...lines,
    { label: 'Owner', value: permit.owner ?? NOT_READABLE },
    { label: 'Spender', value: named(permit.spenderName, permit.spender) },
    { label: 'Value', value: permit.value ?? NOT_READABLE },
    { label: 'Deadline', value: permit.deadline ?? NOT_READABLE },
  ]
}
