import { parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import { stakeTokenAbi, stakingAbi } from '../../src/app/abi'
import { localDeployConfig } from '../../scripts/stack'
import { revertOf, withChain } from './helpers'
import { DAY, stakingKit, stk, YEAR } from './helpers/staking'

const rewardFor = (amount: bigint, apr: bigint, period: number) =>
  (amount * apr * BigInt(period)) / (BigInt(YEAR) * 10_000n)

describe('Staking: stake, accrue, claim, withdraw', () => {
  const ctx = withChain()
  const { staking, account, read, balanceOf, send, approveAndStake, mineAt, latestTimestamp } = stakingKit(ctx)

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
})
