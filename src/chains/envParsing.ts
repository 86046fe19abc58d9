import type { Address } from 'viem'
import { CONTRACT_NAMES, type ChainContracts } from './contractTypes.ts'
import { displayText } from './untrusted.ts'

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
const CHAIN_ID_PATTERN = /^[1-9][0-9]*$/

/** A chain id key: decimal digits naming a safe integer (a longer one would be rounded onto another chain's id). */
function isChainIdKey(key: string): boolean {
  return CHAIN_ID_PATTERN.test(key) && Number.isSafeInteger(Number(key))
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses a JSON object from an env variable; bad JSON is reported once and treated as absent. */
export function parseJsonObject(variable: string, raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string' || raw.trim() === '') return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (isRecord(parsed)) return parsed
    console.error(`${variable} must be a JSON object keyed by chain id; ignoring it`)
  } catch (error) {
    console.error(`${variable} is not valid JSON; ignoring it (${(error as Error).message})`)
  }
  return {}
}

/** `{ "<chainId>": "<url>" }` → chain id → URL; entries with a bad id or URL are reported and skipped. */
export function parseUrlMap(variable: string, raw: unknown, protocols: readonly string[]): Record<number, string> {
  const urls: Record<number, string> = {}
  for (const [key, value] of Object.entries(parseJsonObject(variable, raw))) {
    if (isChainIdKey(key) && typeof value === 'string' && hasProtocol(value, protocols)) {
      urls[Number(key)] = value
    } else {
      console.error(`${variable}: ignoring entry "${key}" (needs a chain id and a ${protocols.join('/')} URL)`)
    }
  }
  return urls
}

/** `{ "<chainId>": { stakeToken, staking, collection } }` → chain id → contracts; bad entries skipped. */
export function parseContracts(variable: string, raw: unknown): Record<number, ChainContracts> {
  const contracts: Record<number, ChainContracts> = {}
  for (const [key, value] of Object.entries(parseJsonObject(variable, raw))) {
    const entry = isChainIdKey(key) ? toContracts(value) : undefined
    if (entry) contracts[Number(key)] = entry
    else console.error(`${variable}: ignoring entry "${key}" (needs ${CONTRACT_NAMES.join(', ')} as 0x addresses)`)
  }
  return contracts
}

function toContracts(value: unknown): ChainContracts | undefined {
  if (!isRecord(value)) return undefined
  const [stakeToken, staking, collection] = CONTRACT_NAMES.map((name) => value[name])
  if (!isAddress(stakeToken) || !isAddress(staking) || !isAddress(collection)) return undefined
  return { stakeToken, staking, collection }
}

/** An optional 0x address variable: undefined when unset, an error message and undefined when malformed. */
export function parseAddress(variable: string, raw: unknown): Address | undefined {
  if (raw === undefined || raw === '') return undefined
  if (isAddress(raw)) return raw
  console.error(`${variable} must be a 0x address; ignoring ${displayText(raw)}`)
  return undefined
}

function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && ADDRESS_PATTERN.test(value)
}

export function hasProtocol(url: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(url).protocol)
  } catch {
    return false
  }
}
