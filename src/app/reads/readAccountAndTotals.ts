/**
 * Everything the Stake and Mint pages show, read in ONE multicall (one eth_call, one HTTP request):
 * staking totals, reward pool and lock periods, collection stats, and — with an account — its token balance,
 * allowance, stakes, pending reward, native balance, mint count and owned token ids.
 */
import { multicall3Abi, type Address } from 'viem'
import { multicall } from 'viem/actions'
import type { ChainClient } from '../../chains/index.ts'
import { collectionAbi, stakeTokenAbi, stakingAbi } from '../abi/index.ts'
import type { AppContracts, CollectionStats, LockPeriod, StakeEntry } from '../state.ts'
import { AppError } from '../errors.ts'

export interface ChainReads {
  readonly totalLocked: bigint
  readonly totalDeposited: bigint
  /** Reward tokens not yet reserved for any stake (each stake reserves its full reward when made). */
  readonly rewardPool: bigint
  readonly lockPeriods: LockPeriod[]
  readonly collection: CollectionStats
  readonly chainTime: number
}

export interface AccountReads {
  readonly tokenBalance: bigint
  readonly allowance: bigint
  readonly stakes: StakeEntry[]
  readonly pendingReward: bigint
  readonly nativeBalance: bigint
  readonly mintedByUser: bigint
  readonly ownedTokenIds: bigint[]
}

export class ReadFailedError extends AppError {
  override readonly name = 'ReadFailedError'
  readonly code = 'read-failed'

  constructor(what: string, cause: unknown) {
    super(`Could not read ${what} from the chain.`, { cause })
  }
}

type Outcome = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

function need<T>(outcome: Outcome | undefined, what: string): T {
  if (outcome?.status !== 'success') throw new ReadFailedError(what, outcome?.error)
  return outcome.result as T
}

interface RawStake {
  id: bigint
  amount: bigint
  start: bigint
  unlockTime: bigint
  lockPeriod: number
  aprBps: number
  reward: bigint
  claimed: bigint
  withdrawn: boolean
}

function toStakeEntry(raw: RawStake): StakeEntry {
  return {
    id: raw.id,
    amount: raw.amount,
    start: Number(raw.start),
    unlockTime: Number(raw.unlockTime),
    lockPeriod: Number(raw.lockPeriod),
    aprBps: Number(raw.aprBps),
    reward: raw.reward,
    claimed: raw.claimed,
    withdrawn: raw.withdrawn,
  }
}

/** Reads chain-wide numbers and, when `account` is given, the account's numbers, in one multicall. */
export async function readAccountAndTotals(
  client: ChainClient,
  contracts: AppContracts,
  account: Address | undefined,
): Promise<{ chain: ChainReads; account: AccountReads | undefined }> {
  const multicall3 = client.chain?.contracts?.multicall3?.address
  if (!multicall3) throw new ReadFailedError('totals (no Multicall3 on this chain)', undefined)
  const staking = { address: contracts.staking, abi: stakingAbi } as const
  const token = { address: contracts.stakeToken, abi: stakeTokenAbi } as const
  const collection = { address: contracts.collection, abi: collectionAbi } as const
  const mc3 = { address: multicall3, abi: multicall3Abi } as const
  const user = account ?? '0x0000000000000000000000000000000000000000'
  const outcomes = (await multicall(client, {
    allowFailure: true,
    contracts: [
      { ...staking, functionName: 'totalLocked' },
      { ...staking, functionName: 'totalDeposited' },
      { ...staking, functionName: 'lockPeriods' },
      { ...collection, functionName: 'price' },
      { ...collection, functionName: 'maxSupply' },
      { ...collection, functionName: 'maxPerWallet' },
      { ...collection, functionName: 'totalSupply' },
      { ...mc3, functionName: 'getCurrentBlockTimestamp' },
      // Without an account these read the zero address: same single request, results ignored.
      { ...token, functionName: 'balanceOf', args: [user] },
      { ...token, functionName: 'allowance', args: [user, contracts.staking] },
      { ...staking, functionName: 'stakesOf', args: [user] },
      { ...staking, functionName: 'pendingReward', args: [user] },
      { ...mc3, functionName: 'getEthBalance', args: [user] },
      { ...collection, functionName: 'mintedBy', args: [user] },
      { ...collection, functionName: 'tokensOfOwner', args: [user] },
      { ...staking, functionName: 'rewardPool' },
    ] as const,
  })) as readonly Outcome[]
  const [periods, rates] = need<readonly [readonly number[], readonly number[]]>(outcomes[2], 'lock periods')
  const chain: ChainReads = {
    totalLocked: need<bigint>(outcomes[0], 'total locked'),
    totalDeposited: need<bigint>(outcomes[1], 'total deposited'),
    rewardPool: need<bigint>(outcomes[15], 'reward pool'),
    lockPeriods: periods.map((seconds, index) => ({ seconds: Number(seconds), aprBps: Number(rates[index] ?? 0) })),
    collection: {
      price: need<bigint>(outcomes[3], 'mint price'),
      maxSupply: need<bigint>(outcomes[4], 'max supply'),
      maxPerWallet: need<bigint>(outcomes[5], 'per-wallet limit'),
      totalSupply: need<bigint>(outcomes[6], 'total supply'),
    },
    chainTime: Number(need<bigint>(outcomes[7], 'block time')),
  }
  if (!account) return { chain, account: undefined }
  return {
    chain,
    account: {
      tokenBalance: need<bigint>(outcomes[8], 'token balance'),
      allowance: need<bigint>(outcomes[9], 'allowance'),
      stakes: need<readonly RawStake[]>(outcomes[10], 'stakes').map(toStakeEntry),
      pendingReward: need<bigint>(outcomes[11], 'pending reward'),
      nativeBalance: need<bigint>(outcomes[12], 'balance'),
      mintedByUser: need<bigint>(outcomes[13], 'minted count'),
      ownedTokenIds: [...need<readonly bigint[]>(outcomes[14], 'owned tokens')],
    },
  }
}
