import {
  createWalletClient,
  getAddress,
  http,
  parseEther,
  parseUnits,
  publicActions,
  type Address,
  type Hash,
  type HDAccount,
} from 'viem'
import { devAccounts } from './accounts'
import { contractArtifacts } from './artifacts'
import { localChain } from './localChain'
import { installMulticall3 } from './multicall3'
import { LOCAL_CHAIN_ID } from '../../src/chains/index.ts'

export type Deployment = {
  chainId: number
  stakeToken: Address
  staking: Address
  collection: Address
  multicall3: Address
  /** Code the Dev Wallet's account delegates to (EIP-7702) to run EIP-5792 batches atomically. */
  batchExecutor: Address
}

export type DeployStackParameters = {
  rpcUrl: string
  /** Dev accounts that receive `devAccountFunding` STK each. */
  fundedAccounts?: number
}

/** What the local deploy sets up. */
export const localDeployConfig = {
  mintPrice: parseEther('0.01'),
  maxSupply: 10_000n,
  maxPerWallet: 5n,
  rewardPool: parseUnits('1000000', 18),
  devAccountFunding: parseUnits('10000', 18),
} as const

export class DeployError extends Error {
  override name = 'DeployError'
}

function walletFor(rpcUrl: string, chainId: number, account: HDAccount) {
  const chain = localChain(rpcUrl, chainId)
  return createWalletClient({ account, chain, transport: http(rpcUrl), pollingInterval: 50 }).extend(publicActions)
}
type DeployWallet = ReturnType<typeof walletFor>

async function confirmed(wallet: DeployWallet, hash: Hash, what: string) {
  const receipt = await wallet.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new DeployError(`${what} reverted (tx ${hash})`)
  return receipt
}

async function deployed(wallet: DeployWallet, hash: Hash, what: string): Promise<Address> {
  const receipt = await confirmed(wallet, hash, `deploying ${what}`)
  if (!receipt.contractAddress) throw new DeployError(`deploying ${what} created no contract (tx ${hash})`)
  return getAddress(receipt.contractAddress)
}

/**
 * Installs Multicall3 and deploys StakeToken, Staking, Collection and BatchExecutor from dev account 0, funds the
 * reward pool (1 000 000 STK) and gives each dev account 10 000 STK. On a fresh anvil the addresses
 * are the same every time (same deployer, same nonces).
 */
export async function deployStack({ rpcUrl, fundedAccounts = 10 }: DeployStackParameters): Promise<Deployment> {
  const accounts = devAccounts(fundedAccounts)
  const deployer = accounts[0] ?? devAccounts(1)[0]
  if (!deployer) throw new DeployError('no deployer account')
  const probe = walletFor(rpcUrl, LOCAL_CHAIN_ID, deployer)
  const chainId = await probe.getChainId()
  const wallet = walletFor(rpcUrl, chainId, deployer)
  const {
    stakeToken: tokenArtifact,
    staking: stakingArtifact,
    collection: collectionArtifact,
    batchExecutor: executorArtifact,
  } = contractArtifacts

  const multicall3 = await installMulticall3(rpcUrl)
  const stakeToken = await deployed(
    wallet,
    await wallet.deployContract({
      abi: tokenArtifact.abi,
      bytecode: tokenArtifact.bytecode(),
      args: [deployer.address],
    }),
    'StakeToken',
  )
  const staking = await deployed(
    wallet,
    await wallet.deployContract({
      abi: stakingArtifact.abi,
      bytecode: stakingArtifact.bytecode(),
      args: [stakeToken, deployer.address],
    }),
    'Staking',
  )
  const { mintPrice, maxSupply, maxPerWallet, rewardPool, devAccountFunding } = localDeployConfig
  const collection = await deployed(
    wallet,
    await wallet.deployContract({
      abi: collectionArtifact.abi,
      bytecode: collectionArtifact.bytecode(),
      args: [mintPrice, maxSupply, maxPerWallet, deployer.address],
    }),
    'Collection',
  )
  const batchExecutor = await deployed(
    wallet,
    await wallet.deployContract({ abi: executorArtifact.abi, bytecode: executorArtifact.bytecode() }),
    'BatchExecutor',
  )

  const token = { address: stakeToken, abi: tokenArtifact.abi } as const
  await confirmed(
    wallet,
    await wallet.writeContract({ ...token, functionName: 'mint', args: [deployer.address, rewardPool] }),
    'minting the reward pool',
  )
  await confirmed(
    wallet,
    await wallet.writeContract({ ...token, functionName: 'approve', args: [staking, rewardPool] }),
    'approving the reward pool',
  )
  await confirmed(
    wallet,
    await wallet.writeContract({
      address: staking,
      abi: stakingArtifact.abi,
      functionName: 'fundRewards',
      args: [rewardPool],
    }),
    'funding the reward pool',
  )
  for (const account of accounts) {
    await confirmed(
      wallet,
      await wallet.writeContract({ ...token, functionName: 'mint', args: [account.address, devAccountFunding] }),
      `funding ${account.address}`,
    )
  }
  return { chainId, stakeToken, staking, collection, multicall3, batchExecutor }
}
