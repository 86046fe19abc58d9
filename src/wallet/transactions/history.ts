import type { Address } from 'viem'
import { InvalidArgumentError } from '../errors/configErrors.ts'
import type { StoredTransaction, TransactionStatus } from './types.ts'

/** Settled transactions kept per account and chain, besides every pending one. */
export const SETTLED_TRANSACTIONS_KEPT = 10
export const HISTORY_KEY_PREFIX = 'transactions:'

const STATUSES: readonly TransactionStatus[] = ['pending', 'confirmed', 'failed']
const HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/
const KEY_PATTERN = /^transactions:(0x[0-9a-f]{40}):([1-9][0-9]*)$/

/** localStorage key of one account's history on one chain. */
export function historyKey(account: Address, chainId: number): string {
  if (typeof account !== 'string' || typeof chainId !== 'number') {
    throw new InvalidArgumentError('historyKey takes an address and a chain id')
  }
  return `${HISTORY_KEY_PREFIX}${account.toLowerCase()}:${chainId}`
}

export function parseHistoryKey(key: string): { account: Address; chainId: number } | undefined {
  const match = KEY_PATTERN.exec(key)
  return match?.[1] && match[2] ? { account: match[1] as Address, chainId: Number(match[2]) } : undefined
}

/** Newest first; all pending plus the most recent settled ones. */
export function pruneHistory(transactions: readonly StoredTransaction[]): StoredTransaction[] {
  const sorted = [...transactions].sort((a, b) => b.addedAt - a.addedAt)
  let settled = 0
  return sorted.filter((transaction) => transaction.status === 'pending' || ++settled <= SETTLED_TRANSACTIONS_KEPT)
}

/**
 * The stored history; never throws. A corrupt entry is dropped with a warning and the rest kept (and saved back, so
 * the warning is given once); a history with nothing usable is discarded with a warning and removed.
 */
export function readHistory(storage: Storage, key: string): StoredTransaction[] {
  const text = safe(() => storage.getItem(key), null)
  if (text === null) return []
  const parsed = safe((): unknown => JSON.parse(text), undefined)
  const kept = Array.isArray(parsed) ? parsed.filter(isStoredTransaction) : []
  if (kept.length > 0 && Array.isArray(parsed) && kept.length < parsed.length) {
    const dropped = parsed.length - kept.length
    console.warn(
      `Dropping ${dropped} corrupt ${dropped === 1 ? 'entry' : 'entries'} of the transaction history in localStorage '${key}'`,
    )
    writeHistory(storage, key, kept)
  }
  if (kept.length > 0 || (Array.isArray(parsed) && parsed.length === 0)) return pruneHistory(kept)
  console.warn(`Discarding corrupt transaction history in localStorage '${key}'`)
  safe(() => storage.removeItem(key), undefined)
  return []
}

export function writeHistory(storage: Storage, key: string, transactions: readonly StoredTransaction[]): void {
  try {
    if (transactions.length === 0) storage.removeItem(key)
    else storage.setItem(key, JSON.stringify(transactions))
  } catch (error) {
    console.warn(`Could not save transaction history: ${(error as Error).message}`)
  }
}

/** Every history key currently in storage (to resume watchers after a reload). */
export function storedHistoryKeys(storage: Storage): string[] {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key && parseHistoryKey(key)) keys.push(key)
  }
  return keys
}

function isStoredTransaction(value: unknown): value is StoredTransaction {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Record<string, unknown>
  return (
    typeof candidate.hash === 'string' &&
    HASH_PATTERN.test(candidate.hash) &&
    typeof candidate.description === 'string' &&
    STATUSES.includes(candidate.status as TransactionStatus) &&
    typeof candidate.addedAt === 'number' &&
    (candidate.confirmations === undefined ||
      (Number.isInteger(candidate.confirmations) && (candidate.confirmations as number) >= 1))
  )
}

function safe<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}
