import { createTestClient, http, publicActions } from 'viem'

/** A duration the chain:time script cannot use, or a chain it cannot reach; `message` says which. */
export class ChainTimeError extends Error {
  override name = 'ChainTimeError'
}

const UNIT_SECONDS = { d: 86_400, h: 3600, m: 60, s: 1 } as const
const PART = /(\d+)([dhms]?)/gy

/**
 * Seconds in a duration typed by a person: '30d', '12h', '90m', '45s', a bare number of seconds ('3600'),
 * or parts together ('1d12h'). Throws ChainTimeError for anything else, zero included.
 */
export function parseDuration(text: string): number {
  const input = text.trim().toLowerCase()
  const usage = `Expected a duration like 30d, 12h, 90m, 45s or a number of seconds; got ${JSON.stringify(text)}`
  if (input === '') throw new ChainTimeError(usage)
  PART.lastIndex = 0
  let seconds = 0
  let end = 0
  for (let match = PART.exec(input); match; match = PART.exec(input)) {
    const [whole, amount = '', unit = ''] = match
    seconds += Number(amount) * UNIT_SECONDS[(unit || 's') as keyof typeof UNIT_SECONDS]
    end += whole.length
  }
  if (end !== input.length) throw new ChainTimeError(usage)
  if (seconds <= 0) throw new ChainTimeError(`The duration must be more than 0 seconds; got ${JSON.stringify(text)}`)
  if (!Number.isSafeInteger(seconds)) throw new ChainTimeError(`The duration is too long: ${JSON.stringify(text)}`)
  return seconds
}

export interface ChainTimeMove {
  /** The latest block's timestamp before and after the move (unix seconds). */
  readonly before: bigint
  readonly after: bigint
  /** The block mined to carry the new time. */
  readonly blockNumber: bigint
}

/** Moves an anvil's clock `seconds` forward (evm_increaseTime) and mines a block so reads see the new time. */
export async function moveChainTime(rpcUrl: string, seconds: number): Promise<ChainTimeMove> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  let before: bigint
  try {
    before = (await client.getBlock()).timestamp
  } catch (error) {
    throw new ChainTimeError(`No chain answers at ${rpcUrl}: start it with npm start, or set CHAIN_PORT`, {
      cause: error,
    })
  }
  await client.increaseTime({ seconds })
  await client.mine({ blocks: 1 })
  const block = await client.getBlock()
  return { before, after: block.timestamp, blockNumber: block.number }
}
