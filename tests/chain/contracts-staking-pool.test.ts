import { parseEventLogs, type HDAccount } from 'viem'
import { describe, expect, it } from 'vitest'
import { stakingAbi } from '../../src/app/abi'
import { contractArtifacts, localDeployConfig } from '../../scripts/stack'
import { revertOf, withChain } from './helpers'
import { DAY, stakingKit, stk } from './helpers/staking'

describe('Staking: lock periods, funding, reward pool, solvency; StakeToken', () => {
  const ctx = withChain()
  const { staking, token, account, read, balanceOf, send, approveAndStake, mineAt, latestTimestamp } = stakingKit(ctx)

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
    await send(
      user.writeContract({ address: small, abi: stakingAbi, functionName: 'stake', args: [stk('365'), 90 * DAY] }),
    )
    expect(await read<bigint>('rewardPool', [], small)).toBe(stk('1'))
    const second = await revertOf(
      user.writeContract({ address: small, abi: stakingAbi, functionName: 'stake', args: [stk('730'), 30 * DAY] }),
    )
    expect(second).toEqual({ errorName: 'InsufficientRewardPool', args: [stk('1'), stk('3')] })
  })

  it('fundRewards() lets anyone add to the pool and rejects zero', async () => {
    const funder = account(7)
    const wallet = ctx.walletFor(funder)
    await send(
      wallet.writeContract({ ...token(), functionName: 'approve', args: [ctx.deployment.staking, stk('500')] }),
    )
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
    await send(
      ctx.walletFor(users[0] as HDAccount).writeContract({ ...staking(), functionName: 'withdraw', args: [1n] }),
    )

    let unpaid = 0n
    for (const user of users) {
      const stakes = await ctx.publicClient.readContract({
        ...staking(),
        functionName: 'stakesOf',
        args: [user.address],
      })
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
