/**
 * `npm run chain:time -- 30d`: moves the local chain's clock forward (anvil on 127.0.0.1:$CHAIN_PORT, default
 * 8545, as `npm start` runs it) and mines a block, so stakes unlock and rewards accrue without waiting.
 * Durations: 30d, 12h, 90m, 45s, a number of seconds, or parts together (1d12h).
 */
import { ChainTimeError, moveChainTime, parseDuration } from './stack/chainTime'
import { portFromEnv } from './stack'

const iso = (seconds: bigint) => new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z')

async function main(): Promise<void> {
  const [argument, ...rest] = process.argv.slice(2)
  if (argument === undefined || rest.length > 0) {
    throw new ChainTimeError('Usage: npm run chain:time -- <duration>   (e.g. 30d, 12h, 90m, 3600)')
  }
  const seconds = parseDuration(argument)
  const rpcUrl = `http://127.0.0.1:${portFromEnv('CHAIN_PORT', 8545)}`
  const { before, after, blockNumber } = await moveChainTime(rpcUrl, seconds)
  console.log(`Chain time moved forward ${argument} (${seconds} s) at ${rpcUrl}`)
  console.log(`  was ${iso(before)}`)
  console.log(`  now ${iso(after)} (block ${blockNumber})`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
