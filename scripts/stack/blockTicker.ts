import { createTestClient, http, publicActions } from 'viem'

/** How often `npm start` mines an empty block when nothing else did (BLOCK_TICK_SECONDS; 0 turns it off). */
export const DEFAULT_BLOCK_TICK_SECONDS = 3

export interface BlockTicker {
  stop(): void
}

/**
 * Mines an empty block every `seconds` unless one was mined within that time, so views that read the latest
 * block (Claimable, rewards that accrue every second) move on a chain where nobody sends transactions. Anvil still
 * mines each transaction at once; the tests start their own chain and mine when they choose.
 */
export function startBlockTicker(rpcUrl: string, seconds: number, onError: (error: unknown) => void): BlockTicker {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    void (async () => {
      const latest = await client.getBlock({ blockTag: 'latest' })
      if (BigInt(Math.floor(Date.now() / 1000)) - latest.timestamp >= BigInt(seconds)) await client.mine({ blocks: 1 })
    })()
      .catch(onError)
      .finally(() => {
        busy = false
      })
  }, seconds * 1000)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}

/** BLOCK_TICK_SECONDS as a whole number of seconds ≥ 0, or the default; anything else is refused. */
export function blockTickFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_BLOCK_TICK_SECONDS
  if (!/^\d{1,5}$/.test(value.trim()))
    throw new Error(
      `BLOCK_TICK_SECONDS must be a whole number of seconds (0 turns it off); got ${JSON.stringify(value)}`,
    )
  return Number(value.trim())
}
