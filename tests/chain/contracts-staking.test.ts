import { parseEventLogs, parseUnits, type Address, type HDAccount } from 'viem'
import { describe, expect, it } from 'vitest'
import { stakeTokenAbi, stakingAbi } from '../../src/app/abi'
import { contractArtifacts, localDeployConfig } from '../../scripts/stack'
import { revertOf, withChain } from './helpers'

const DAY = 86_400
const YEAR = 365 * DAY
const stk = (value: string) => parseUnits(value, 18)
const rewardFor = (amount: bigint, apr: bigint, period: number) =>
  (amount * apr * BigInt(period)) / (BigInt(YEAR) * 10_000n)

describe('Staking', () => {
  const ctx = withChain()

  const staking = () => ({ address: ctx.deployment.staking, abi: stakingAbi }) as const
  const token = () => ({ address: ctx.deployment.stakeToken, abi: stakeTokenAbi }) as const
  const account = (index: number): HDAccount => {
    const found = ctx.accounts[index]
    if (!found) throw new Error(`no dev account ${index}`)
    return found
  }
  const read = <T>(functionName: string, args: readonly unknown[] = [], address = ctx.deployment.staking) =>
    ctx.publicClient.readContract({ address, abi: stakingAbi, functionName, args } as never) as Promise<T>
  const balanceOf = (owner: Address) =>
    ctx.publicClient.readContract({ ...token(), functionName: 'balanceOf', args: [owner] })

  async function send(hash: Promise<`0x${string}`>) {
    const receipt = await ctx.publicClient.waitForTransactionReceipt({ hash: await hash })
    expect(receipt.status).toBe('success')
    return receipt
  }
  async function approveAndStake(who: HDAccount, amount: bigint, period: number, stakingAddress?: Address) {
    const wallet = ctx.walletFor(who)
    const address = stakingAddress ?? ctx.deployment.staking
    await send(wallet.writeContract({ ...token(), functionName: 'approve', args: [address, amount] }))
    return send(wallet.writeContract({ address, abi: stakingAbi, functionName: 'stake', args: [amount, period] }))
  }
  /** Mines one block at exactly `timestamp`, so views read state as of that second. */
  async function mineAt(timestamp: bigint) {
    await ctx.testClient.setNextBlockTimestamp({ timestamp })
    await ctx.testClient.mine({ blocks: 1 })
  }
  const latestTimestamp = async () => (await ctx.publicClient.getBlock()).timestamp

  it('offers 30, 90 and 180 day locks at rising APR', async () => {
    const [periods, aprs] = await ctx.publicClient.readContract({ ...staking(), functionName: 'lockPeriods' })
    expect(periods).toEqual([30 * DAY, 90 * DAY, 180 * DAY])
    expect(aprs).toEqual([500, 1000, 2000])
  })

  it('starts funded: 1 000 000 STK pool, nothing locked, 10 000 STK per dev account', async () => {
    expect(await read<bigint>('rewardPool')).toBe(localDeployConfig.rewardPool)
    expect(await read<bigint>('totalLocked')).toBe(0n)
    expect(await read<bigint>('totalDeposited')).toBe(0n)
    expect(await balanceOf(ctx.deployment.staking)).toBe(stk('1000000'))
    for (const dev of ctx.accounts) expect(await balanceOf(dev.address)).toBe(stk('10000'))
  })

  it('StakeToken is "Stake Token"/STK with 18 decimals and only its owner mints', async () => {
    const t = token()
    expect(await ctx.publicClient.readContract({ ...t, functionName: 'name' })).toBe('Stake Token')
    expect(await ctx.publicClient.readContract({ ...t, functionName: 'symbol' })).toBe('STK')
    expect(await ctx.publicClient.readContract({ ...t, functionName: 'decimals' })).toBe(18)
    const outsider = account(3)
    const revert = await revertOf(
      ctx.walletFor(outsider).writeContract({ ...t, functionName: 'mint', args: [outsider.address, 1n] }),
    )
    expect(revert).toEqual({ errorName: 'OwnableUnauthorizedAccount', args: [outsider.address] })
  })

  it('stake() takes the tokens, reserves the full reward and records the stake', async () => {
    const user = account(1)
    const amount = stk('1000')
    const reward = rewardFor(amount, 1000n, 90 * DAY)
    const receipt = await approveAndStake(user, amount, 90 * DAY)
    const block = await ctx.publicClient.getBlock({ blockNumber: receipt.blockNumber })

    const [staked] = parseEventLogs({ abi: stakingAbi, logs: receipt.logs, eventName: 'Staked' })
    expect(staked?.args).toEqual({
      user: user.address,
      stakeId: 1n,
      amount,
      lockPeriod: 90 * DAY,
      unlockTime: block.timestamp + BigInt(90 * DAY),
      reward,
    })
    expect(reward).toBe(24_657_534_246_575_342_465n) // 1000 STK * 10% * 90/365, rounded down
    expect(await balanceOf(user.address)).toBe(stk('9000'))
    expect(await read<bigint>('rewardPool')).toBe(localDeployConfig.rewardPool - reward)
    expect(await read<bigint>('totalLocked')).toBe(amount)
    expect(await read<bigint>('totalDeposited')).toBe(amount)

    const stakes = await ctx.publicClient.readContract({ ...staking(), functionName: 'stakesOf', args: [user.address] })
    expect(stakes).toHaveLength(1)
    expect(stakes[0]).toMatchObject({
      id: 1n,
      amount,
      start: block.timestamp,
      unlockTime: block.timestamp + BigInt(90 * DAY),
      lockPeriod: 90 * DAY,
      aprBps: 1000,
      reward: 0n,
      claimed: 0n,
      withdrawn: false,
    })
  })

  it('pays more for longer locks: 30 d at 5%, 90 d at 10%, 180 d at 20% APR', async () => {
    const amount = stk('3650')
    expect(await read<bigint>('rewardFor', [amount, 30 * DAY])).toBe(stk('15'))
    expect(await read<bigint>('rewardFor', [amount, 90 * DAY])).toBe(stk('90'))
    expect(await read<bigint>('rewardFor', [amount, 180 * DAY])).toBe(stk('360'))
  })

  it('accrues linearly from start to unlock and stops at unlock', async () => {
    const user = account(2)
    const amount = stk('3650')
    const receipt = await approveAndStake(user, amount, 30 * DAY)
    const start = (await ctx.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp
    const total = stk('15')

    await mineAt(start + BigInt(10 * DAY))
    expect(await read<bigint>('pendingReward', [user.address])).toBe(total / 3n)
    await mineAt(start + BigInt(15 * DAY))
    expect(await read<bigint>('pendingReward', [user.address])).toBe(total / 2n)
    await mineAt(start + BigInt(30 * DAY))
    expect(await read<bigint>('pendingReward', [user.address])).toBe(total)
    await mineAt(start + BigInt(400 * DAY))
    expect(await read<bigint>('pendingReward', [user.address])).toBe(total)
    const [view] = await ctx.publicClient.readContract({ ...staking(), functionName: 'stakesOf', args: [user.address] })
    expect(view?.reward).toBe(total)
  })

  it('claim() pays every accrued reward across stakes and records it as claimed', async () => {
    const user = account(4)
    const first = await approveAndStake(user, stk('3650'), 30 * DAY)
    await approveAndStake(user, stk('3650'), 180 * DAY)
    const start = (await ctx.publicClient.getBlock({ blockNumber: first.blockNumber })).timestamp
    const before = await balanceOf(user.address)

    // claim at start + 30 days: stake 1 is fully accrued, stake 2 (started 1 s later) for 30 days - 1 s
    await ctx.testClient.setNextBlockTimestamp({ timestamp: start + BigInt(30 * DAY) })
    const receipt = await send(ctx.walletFor(user).writeContract({ ...staking(), functionName: 'claim' }))
    const stakes = await ctx.publicClient.readContract({ ...staking(), functionName: 'stakesOf', args: [user.address] })
    const second = stakes[1]
    if (!second) throw new Error('second stake missing')
    const secondAccrued = (stk('360') * (start + BigInt(30 * DAY) - second.start)) / BigInt(180 * DAY)
    const paid = stk('15') + secondAccrued

    const [claimed] = parseEventLogs({ abi: stakingAbi, logs: receipt.logs, eventName: 'Claimed' })
    expect(claimed?.args).toEqual({ user: user.address, amount: paid })
    expect(await balanceOf(user.address)).toBe(before + paid)
    expect(stakes.map((s) => s.claimed)).toEqual([stk('15'), secondAccrued])
    expect(stakes.map((s) => s.reward)).toEqual([0n, 0n])
  })

  it('claim() reverts NothingToClaim without stakes and once everything is paid', async () => {
    const user = account(5)
    expect(await revertOf(ctx.walletFor(user).writeContract({ ...staking(), functionName: 'claim' }))).toEqual({
      errorName: 'NothingToClaim',
      args: [],
    })
    await approveAndStake(user, stk('100'), 30 * DAY)
    await mineAt((await latestTimestamp()) + BigInt(31 * DAY))
    await send(ctx.walletFor(user).writeContract({ ...staking(), functionName: 'withdraw', args: [1n] }))
    expect((await revertOf(ctx.walletFor(user).writeContract({ ...staking(), functionName: 'claim' }))).errorName).toBe(
      'NothingToClaim',
    )
  })

  it('withdraw() reverts StillLocked with the unlock time before unlock', async () => {
    const user = account(1)
    const receipt = await approveAndStake(user, stk('10'), 90 * DAY)
    const start = (await ctx.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp
    await mineAt(start + BigInt(90 * DAY) - 2n)
    const revert = await revertOf(
      ctx.walletFor(user).writeContract({ ...staking(), functionName: 'withdraw', args: [1n] }),
    )
    expect(revert).toEqual({ errorName: 'StillLocked', args: [1n, start + BigInt(90 * DAY)] })
  })

  it('withdraw() reverts NotStakeOwner for someone else, UnknownStake for ids that do not exist', async () => {
    await approveAndStake(account(1), stk('10'), 30 * DAY)
    await mineAt((await latestTimestamp()) + BigInt(31 * DAY))
    const other = ctx.walletFor(account(2))
    expect(await revertOf(other.writeContract({ ...staking(), functionName: 'withdraw', args: [1n] }))).toEqual({
      errorName: 'NotStakeOwner',
      args: [1n],
    })
    for (const id of [0n, 2n, 2n ** 255n]) {
      expect(await revertOf(other.writeContract({ ...staking(), functionName: 'withdraw', args: [id] }))).toEqual({
        errorName: 'UnknownStake',
        args: [id],
      })
    }
  })

  it('withdraw() after unlock returns principal plus the unclaimed reward, once', async () => {
    const user = account(6)
    const amount = stk('3650')
    const receipt = await approveAndStake(user, amount, 30 * DAY)
    const start = (await ctx.publicClient.getBlock({ blockNumber: receipt.blockNumber })).timestamp
    await ctx.testClient.setNextBlockTimestamp({ timestamp: start + BigInt(10 * DAY) })
    await send(ctx.walletFor(user).writeContract({ ...staking(), functionName: 'claim' }))
    const afterClaim = await balanceOf(user.address)

    await ctx.testClient.setNextBlockTimestamp({ timestamp: start + BigInt(30 * DAY) })
    const done = await send(ctx.walletFor(user).writeContract({ ...staking(), functionName: 'withdraw', args: [1n] }))
    const remaining = stk('15') - stk('15') / 3n
    const [withdrawn] = parseEventLogs({ abi: stakingAbi, logs: done.logs, eventName: 'Withdrawn' })
    expect(withdrawn?.args).toEqual({ user: user.address, stakeId: 1n, amount, reward: remaining })
    expect(await balanceOf(user.address)).toBe(afterClaim + amount + remaining)
    expect(await read<bigint>('totalLocked')).toBe(0n)
    expect(await read<bigint>('totalDeposited')).toBe(amount)
    const [view] = await ctx.publicClient.readContract({ ...staking(), functionName: 'stakesOf', args: [user.address] })
    expect(view).toMatchObject({ withdrawn: true, reward: 0n, claimed: stk('15') })

    const again = await revertOf(
      ctx.walletFor(user).writeContract({ ...staking(), functionName: 'withdraw', args: [1n] }),
    )
    expect(again).toEqual({ errorName: 'AlreadyWithdrawn', args: [1n] })
  })

  it('stake() rejects a zero amount, an unknown lock period and a missing approval', async () => {
    const wallet = ctx.walletFor(account(1))
    expect(await revertOf(wallet.writeContract({ ...staking(), functionName: 'stake', args: [0n, 30 * DAY] }))).toEqual(
      { errorName: 'ZeroAmount', args: [] },
    )
    for (const period of [0, 1, 29 * DAY, 60 * DAY, 365 * DAY]) {
      expect(
        await revertOf(wallet.writeContract({ ...staking(), functionName: 'stake', args: [stk('1'), period] })),
      ).toEqual({ errorName: 'UnknownLockPeriod', args: [period] })
    }
    const noAllowance = await revertOf(
      wallet.writeContract({ ...staking(), functionName: 'stake', args: [stk('1'), 30 * DAY] }),
      [stakeTokenAbi],
    )
    expect(noAllowance).toEqual({
      errorName: 'ERC20InsufficientAllowance',
      args: [ctx.deployment.staking, 0n, stk('1')],
    })
    expect(await read<bigint>('totalDeposited')).toBe(0n)
  })

  it('stake() reverts InsufficientRewardPool when the pool cannot cover the full reward', async () => {
    const owner = ctx.walletFor(account(0))
    const { staking: artifact } = contractArtifacts
    const hash = await owner.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode(),
      args: [ctx.deployment.stakeToken, account(0).address],
    })
    const small = (await ctx.publicClient.waitForTransactionReceipt({ hash })).contractAddress
    if (!small) throw new Error('deploy failed')
    await send(owner.writeContract({ ...token(), functionName: 'approve', args: [small, stk('10')] }))
    await send(owner.writeContract({ address: small, abi: stakingAbi, functionName: 'fundRewards', args: [stk('10')] }))

    // 3650 STK for 180 days needs 360 STK of reward; the pool holds 10
    const user = ctx.walletFor(account(1))
    await send(user.writeContract({ ...token(), functionName: 'approve', args: [small, stk('3650')] }))
    const revert = await revertOf(
      user.writeContract({ address: small, abi: stakingAbi, functionName: 'stake', args: [stk('3650'), 180 * DAY] }),
    )
    expect(revert).toEqual({ errorName: 'InsufficientRewardPool', args: [stk('10'), stk('360')] })

    // 365 STK for 90 days reserves 9 of the 10; the next 3 STK reward no longer fits
    await send(user.writeContract({ address: small, abi: stakingAbi, functionName: 'stake', args: [stk('365'), 90 * DAY] }))
    expect(await read<bigint>('rewardPool', [], small)).toBe(stk('1'))
    const second = await revertOf(
      user.writeContract({ address: small, abi: stakingAbi, functionName: 'stake', args: [stk('730'), 30 * DAY] }),
    )
    expect(second).toEqual({ errorName: 'InsufficientRewardPool', args: [stk('1'), stk('3')] })
  })

  it('fundRewards() lets anyone add to the pool and rejects zero', async () => {
    const funder = account(7)
    const wallet = ctx.walletFor(funder)
    await send(wallet.writeContract({ ...token(), functionName: 'approve', args: [ctx.deployment.staking, stk('500')] }))
    const receipt = await send(wallet.writeContract({ ...staking(), functionName: 'fundRewards', args: [stk('500')] }))
    const [funded] = parseEventLogs({ abi: stakingAbi, logs: receipt.logs, eventName: 'RewardsFunded' })
    expect(funded?.args).toEqual({ from: funder.address, amount: stk('500') })
    expect(await read<bigint>('rewardPool')).toBe(localDeployConfig.rewardPool + stk('500'))
    expect(await revertOf(wallet.writeContract({ ...staking(), functionName: 'fundRewards', args: [0n] }))).toEqual({
      errorName: 'ZeroAmount',
      args: [],
    })
  })

  it('recoverRewards() is owner-only and can never take reserved rewards', async () => {
    await approveAndStake(account(1), stk('3650'), 180 * DAY)
    const pool = await read<bigint>('rewardPool')
    expect(pool).toBe(localDeployConfig.rewardPool - stk('360'))
    const outsider = ctx.walletFor(account(2))
    expect(
      await revertOf(
        outsider.writeContract({ ...staking(), functionName: 'recoverRewards', args: [1n, account(2).address] }),
      ),
    ).toEqual({ errorName: 'OwnableUnauthorizedAccount', args: [account(2).address] })

    const owner = ctx.walletFor(account(0))
    const tooMuch = await revertOf(
      owner.writeContract({ ...staking(), functionName: 'recoverRewards', args: [pool + 1n, account(0).address] }),
    )
    expect(tooMuch).toEqual({ errorName: 'InsufficientRewardPool', args: [pool, pool + 1n] })
    await send(owner.writeContract({ ...staking(), functionName: 'recoverRewards', args: [pool, account(8).address] }))
    expect(await read<bigint>('rewardPool')).toBe(0n)
    expect(await balanceOf(account(8).address)).toBe(stk('10000') + pool)

    // the reserved 360 STK is still there for the staker
    await mineAt((await latestTimestamp()) + BigInt(180 * DAY))
    await send(ctx.walletFor(account(1)).writeContract({ ...staking(), functionName: 'withdraw', args: [1n] }))
    expect(await balanceOf(account(1).address)).toBe(stk('10000') + stk('360'))
    expect(await balanceOf(ctx.deployment.staking)).toBe(0n)
  })

  it('stays solvent: balance = locked principal + free pool + reserved-but-unpaid rewards', async () => {
    const users = [account(1), account(2), account(3)]
    await approveAndStake(users[0] as HDAccount, stk('1234.5'), 30 * DAY)
    await approveAndStake(users[1] as HDAccount, stk('777'), 90 * DAY)
    await approveAndStake(users[2] as HDAccount, stk('42'), 180 * DAY)
    await mineAt((await latestTimestamp()) + BigInt(45 * DAY))
    await send(ctx.walletFor(users[1] as HDAccount).writeContract({ ...staking(), functionName: 'claim' }))
    await send(ctx.walletFor(users[0] as HDAccount).writeContract({ ...staking(), functionName: 'withdraw', args: [1n] }))

    let unpaid = 0n
    for (const user of users) {
      const stakes = await ctx.publicClient.readContract({ ...staking(), functionName: 'stakesOf', args: [user.address] })
      for (const s of stakes) {
        if (!s.withdrawn) unpaid += (await read<bigint>('rewardFor', [s.amount, s.lockPeriod])) - s.claimed
      }
    }
    const locked = await read<bigint>('totalLocked')
    expect(locked).toBe(stk('777') + stk('42'))
    expect(await read<bigint>('totalDeposited')).toBe(stk('1234.5') + stk('777') + stk('42'))
    expect(await balanceOf(ctx.deployment.staking)).toBe(locked + (await read<bigint>('rewardPool')) + unpaid)
  })
})
