import { Redis } from 'ioredis'
import { StoreUnavailableError } from './types.ts'

export type RedisConnectionOptions = {
  /** Who speaks in the outage log lines, e.g. 'sign-in store'. */
  readonly label: string
  /** Called once per outage and once on recovery (default console.error). */
  readonly log?: (line: string) => void
  /** Runs on every (re)connection, before commands flow again. */
  readonly onReady?: (redis: Redis) => void
}

export interface RedisConnection {
  readonly redis: Redis
  /** Runs commands; any failure (Redis away, timeout) becomes StoreUnavailableError, answered with 503. */
  run<T>(command: (redis: Redis) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * A Redis client for a store the API must not wait on: commands never queue while Redis is away, each fails
 * at once (or after 2 s), and the client reconnects in the background. An outage is logged once, and so is the
 * recovery.
 */
export function connectRedis(url: string, options: RedisConnectionOptions): RedisConnection {
  const log = options.log ?? ((line: string) => console.error(line))
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy: () => 500,
  })
  let down = false
  let closing = false
  redis.on('ready', () => {
    options.onReady?.(redis)
    if (down) log(`${options.label}: Redis at ${redactedUrl(url)} is reachable again`)
    down = false
  })
  const markDown = (reason: string): void => {
    if (!down && !closing)
      log(
        `${options.label}: Redis at ${redactedUrl(url)} cannot be reached (${reason}); answering 503 until it returns`,
      )
    down = true
  }
  redis.on('error', (error: Error) => markDown(error.message))
  redis.on('close', () => markDown('connection closed'))

  return {
    redis,
    async run(command) {
      try {
        return await command(redis)
      } catch (error) {
        throw new StoreUnavailableError(error instanceof Error ? error.message : String(error), { cause: error })
      }
    },
    async close() {
      closing = true
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

/** The URL without its password, for logs. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the configured URL'
  }
}
