import { delimiter, dirname } from 'node:path'
import { createPublicClient, http, keccak256 } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { collectionAbi, stakeTokenAbi, stakingAbi } from '../../src/app/abi'
import {
  AnvilNotFoundError,
  AnvilStartError,
  appEnv,
  deployStack,
  devAccounts,
  isPortFree,
  localChain,
  multicall3Address,
  multicall3CodeHash,
  portFromEnv,
  PortInUseError,
  resolveAnvilBinary,
  startAnvil,
  type AnvilInstance,
} from '../../scripts/stack'

describe('local stack', () => {
  const started: AnvilInstance[] = []
  const anvil = async (chainId?: number) => {
    const instance = await startAnvil({ port: 0, ...(chainId ? { chainId } : {}) })
    started.push(instance)
    return instance
  }
  afterAll(async () => {
    await Promise.all(started.map((instance) => instance.stop()))
  })

  it('startAnvil answers eth_chainId with the chain id asked for, and stop() frees the port', async () => {
    const polygon = await anvil(137)
    const client = createPublicClient({ transport: http(polygon.url) })
    expect(await client.getChainId()).toBe(137)
    expect(polygon.url).toBe(`http://127.0.0.1:${polygon.port}`)
    expect(await isPortFree(polygon.port)).toBe(false)
    await polygon.stop()
    await polygon.stop()
    expect(await isPortFree(polygon.port)).toBe(true)
  })

  it('startAnvil refuses a port in use with "port N is already in use"', async () => {
    const first = await anvil()
    const second = startAnvil({ port: first.port })
    await expect(second).rejects.toBeInstanceOf(PortInUseError)
    await expect(second).rejects.toThrow(`port ${first.port} is already in use`)
  })

  it('startAnvil reports a binary that cannot run', async () => {
    await expect(startAnvil({ port: 0, bin: '/nonexistent/anvil' })).rejects.toBeInstanceOf(AnvilStartError)
  })

  it('resolveAnvilBinary: npm package on linux-x64, else ANVIL_BIN, else PATH, else how to install', () => {
    const packaged = resolveAnvilBinary({}, 'linux-x64')
    expect(packaged).toMatch(/@foundry-rs\/anvil-linux-amd64\/bin\/anvil$/)
    const binDir = dirname(packaged)
    expect(resolveAnvilBinary({ ANVIL_BIN: packaged, PATH: '' }, 'darwin-arm64')).toBe(packaged)
    expect(resolveAnvilBinary({ PATH: `/nonexistent${delimiter}${binDir}` }, 'darwin-arm64')).toBe(packaged)
    expect(resolveAnvilBinary({ ANVIL_BIN: '/nonexistent/anvil', PATH: binDir }, 'darwin-arm64')).toBe(packaged)

    const missing = () => resolveAnvilBinary({ ANVIL_BIN: '/nonexistent/anvil', PATH: '/nonexistent' }, 'darwin-arm64')
    expect(missing).toThrow(AnvilNotFoundError)
    expect(missing).toThrow('ANVIL_BIN=/nonexistent/anvil')
    expect(missing).toThrow('https://getfoundry.sh')
  })

  it('deployStack installs the canonical Multicall3 and viem multicall reads the contracts in one call', async () => {
    const chain = await anvil()
    const deployment = await deployStack({ rpcUrl: chain.url })
    expect(deployment.chainId).toBe(31337)
    expect(deployment.multicall3).toBe(multicall3Address)

    let httpRequests = 0
    const client = createPublicClient({
      chain: localChain(chain.url),
      transport: http(chain.url, { onFetchRequest: () => void httpRequests++ }),
    })
    const code = await client.getCode({ address: multicall3Address })
    expect(code && (code.length - 2) / 2).toBe(3808)
    expect(code && keccak256(code)).toBe(multicall3CodeHash)

    httpRequests = 0
    const [pool, balance, name, price] = await client.multicall({
      allowFailure: false,
      contracts: [
        { address: deployment.staking, abi: stakingAbi, functionName: 'rewardPool' },
        {
          address: deployment.stakeToken,
          abi: stakeTokenAbi,
          functionName: 'balanceOf',
          args: ['0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'],
        },
        { address: deployment.collection, abi: collectionAbi, functionName: 'name' },
        { address: deployment.collection, abi: collectionAbi, functionName: 'price' },
      ],
    })
    expect(httpRequests).toBe(1)
    expect([pool, balance, name, price]).toEqual([10n ** 24n, 10n ** 22n, 'StakeMint Genesis', 10n ** 16n])
  })

  it('deployStack gives the same addresses on every fresh anvil', async () => {
    const [a, b] = await Promise.all([anvil(), anvil()])
    const [first, second] = await Promise.all([a, b].map((instance) => deployStack({ rpcUrl: instance?.url ?? '' })))
    expect(second).toEqual(first)
    expect(first?.stakeToken).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
  })

  it('devAccounts derives the well-known anvil accounts', () => {
    const accounts = devAccounts()
    expect(accounts).toHaveLength(10)
    expect(accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(accounts[9]?.address).toBe('0xa0Ee7A142d267C1f36714E4a8F75612F20a79720')
    expect(devAccounts(2)).toHaveLength(2)
  })

  it('appEnv and portFromEnv produce what Vite and npm start read', () => {
    const deployment = {
      chainId: 31337,
      stakeToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      staking: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      collection: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      multicall3: multicall3Address,
      batchExecutor: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    } as const
    const env = appEnv('http://127.0.0.1:8545', deployment)
    expect(env.VITE_LOCAL_RPC_URL).toBe('http://127.0.0.1:8545')
    expect(env.VITE_DEV_BATCH_EXECUTOR).toBe(deployment.batchExecutor)
    expect(env.VITE_STK_PRICE_ETH).toBe('0.0001')
    expect(JSON.parse(env.VITE_CONTRACTS)).toEqual({
      '31337': { stakeToken: deployment.stakeToken, staking: deployment.staking, collection: deployment.collection },
    })
    expect(portFromEnv('CHAIN_PORT', 8545, {})).toBe(8545)
    expect(portFromEnv('CHAIN_PORT', 8545, { CHAIN_PORT: '18545' })).toBe(18545)
    for (const bad of ['abc', '0', '65536', '-1', '80.5', '8545x']) {
      expect(() => portFromEnv('CHAIN_PORT', 8545, { CHAIN_PORT: bad })).toThrow(
        'CHAIN_PORT must be a port number between 1 and 65535',
      )
    }
  })
})
