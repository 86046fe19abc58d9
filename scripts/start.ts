/**
 * `npm start`: the whole local stack in one command.
 * anvil on 127.0.0.1:$CHAIN_PORT (default 8545, chain 31337) → Multicall3 + contracts, funded →
 * .stack/deployment.json → the local WalletConnect relay on $WC_RELAY_PORT (default 8546; development
 * only, see scripts/wcRelay) → Vite on $PORT (default 5173) with VITE_LOCAL_RPC_URL, VITE_CONTRACTS and
 * VITE_WC_RELAY_URL.
 * Ctrl-C or SIGTERM stops everything it started. Each run starts a fresh chain, so runs never share state.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatUnits } from 'viem'
import {
  appEnv,
  assertPortFree,
  blockTickFromEnv,
  deployStack,
  localDeployConfig,
  portFromEnv,
  PortInUseError,
  startAnvil,
  startBlockTicker,
  startVite,
  type AnvilInstance,
  type BlockTicker,
  type ViteServer,
} from './stack'
import { watchParents } from './stack/watchParents'
import { startWcRelay, type WcRelay } from './wcRelay/index.ts'

const host = '127.0.0.1'
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ports = { chain: 8545, app: 5173, relay: 8546 }
const running: { anvil?: AnvilInstance; vite?: ViteServer; relay?: WcRelay; ticker?: BlockTicker } = {}
let stopping = false

async function stopAll(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true
    running.ticker?.stop()
    await running.vite?.stop()
    await running.relay?.stop()
    await running.anvil?.stop()
  }
  process.exit(exitCode)
}

function describeFailure(error: unknown): string {
  if (error instanceof PortInUseError) {
    const variable = error.port === ports.chain ? 'CHAIN_PORT' : error.port === ports.relay ? 'WC_RELAY_PORT' : 'PORT'
    return `${error.message}.\nSet ${variable} to a free port, e.g. ${variable}=${error.port + 1} npm start`
  }
  return error instanceof Error ? error.message : String(error)
}

async function main(): Promise<void> {
  ports.chain = portFromEnv('CHAIN_PORT', ports.chain)
  ports.app = portFromEnv('PORT', ports.app)
  ports.relay = portFromEnv('WC_RELAY_PORT', ports.relay)
  const { chain: chainPort, app: appPort, relay: relayPort } = ports
  const blockTick = blockTickFromEnv(process.env.BLOCK_TICK_SECONDS)
  if (new Set([chainPort, appPort, relayPort]).size < 3)
    throw new Error(
      `CHAIN_PORT, PORT and WC_RELAY_PORT need three different ports (${chainPort}, ${appPort}, ${relayPort})`,
    )
  // check all before starting anything, so a taken port does not leave a half-started stack
  await assertPortFree(chainPort, host)
  await assertPortFree(appPort, host)
  await assertPortFree(relayPort, host)

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.log(`\n${signal}: stopping Vite, the relay and anvil…`)
      void stopAll(0)
    })
  }
  watchParents(() => {
    console.log('\nnpm start was stopped: stopping Vite and anvil…')
    void stopAll(0)
  })

  const started = performance.now()
  running.anvil = await startAnvil({ port: chainPort, host })
  console.log(`anvil      ${running.anvil.url} (chain ${running.anvil.chainId}, pid ${running.anvil.pid})`)
  const deployment = await deployStack({ rpcUrl: running.anvil.url })
  console.log(`StakeToken ${deployment.stakeToken}`)
  console.log(`Staking    ${deployment.staking}  (reward pool ${formatUnits(localDeployConfig.rewardPool, 18)} STK)`)
  console.log(`Collection ${deployment.collection}`)
  console.log(`Multicall3 ${deployment.multicall3}`)
  console.log(`BatchExecutor ${deployment.batchExecutor}  (the Dev Wallet delegates to it, EIP-7702)`)
  if (blockTick > 0) {
    let reported = false
    running.ticker = startBlockTicker(running.anvil.url, blockTick, (error) => {
      if (reported || stopping) return
      reported = true
      console.error(
        `Could not mine the ${blockTick} s block: ${error instanceof Error ? error.message : String(error)}`,
      )
    })
  }

  running.relay = await startWcRelay({ port: relayPort, host })
  const env = { ...appEnv(running.anvil.url, deployment), VITE_WC_RELAY_URL: running.relay.url }
  mkdirSync(join(projectRoot, '.stack'), { recursive: true })
  const deploymentFile = join(projectRoot, '.stack', 'deployment.json')
  writeFileSync(deploymentFile, `${JSON.stringify({ ...env, deployment }, null, 2)}\n`)

  running.vite = await startVite({
    port: appPort,
    host,
    env,
    cwd: projectRoot,
    onOutput: (line) => console.log(`[vite] ${line}`),
  })
  void running.anvil.exited.then((code) => {
    if (stopping) return
    console.error(`anvil exited (code ${code}); stopping Vite.`)
    void stopAll(1)
  })
  void running.vite.exited.then((code) => {
    if (stopping) return
    console.error(`Vite exited (code ${code}); stopping anvil.`)
    void stopAll(1)
  })

  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`\n  App ready in ${seconds} s:  ${running.vite.url}\n`)
  console.log(`  Sign-in: VITE_SIWE=true npm start shows the Verify step (API at ${running.vite.url}api/siwe).`)
  if (blockTick > 0)
    console.log(`  A block is mined every ${blockTick} s when none was, so rewards accrue (BLOCK_TICK_SECONDS=0: off).`)
  console.log(`  WalletConnect relay (local stand-in, development only): ${running.relay.url}`)
  console.log(`  Dev Phone Wallet: ${running.vite.url}scripts/devPhoneWallet/ (dev accounts #1 and #2).`)
  const funding = formatUnits(localDeployConfig.devAccountFunding, 18)
  console.log(`  Dev accounts hold ${funding} STK and 10000 ETH each (mnemonic "test … junk").`)
  console.log(`  Addresses written to ${deploymentFile}. Press Ctrl-C to stop.\n`)
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${describeFailure(error)}`)
  void stopAll(1)
})
