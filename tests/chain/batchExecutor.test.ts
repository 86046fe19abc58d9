import { encodeFunctionData, parseEventLogs, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { batchExecutorAbi, collectionAbi, stakeTokenAbi, stakingAbi } from '../../src/app/abi'
import { revertOf, withChain } from './helpers'
import { DAY, stakingKit, stk } from './helpers/staking'

describe('BatchExecutor through an EIP-7702 delegation (anvil runs Prague)', () => {
  const ctx = withChain()
  const { account, balanceOf, stakesOf, send } = stakingKit(ctx)

  const approveAndStakeCalls = (amount: bigint, period: number) => [
    {
      to: ctx.deployment.stakeToken,
      value: 0n,
      data: encodeFunctionData({ abi: stakeTokenAbi, functionName: 'approve', args: [ctx.deployment.staking, amount] }),
    },
    {
      to: ctx.deployment.staking,
      value: 0n,
      data: encodeFunctionData({ abi: stakingAbi, functionName: 'stake', args: [amount, period] }),
    },
  ]

  /** One type-4 transaction from the account to itself: delegate (signed authorization) and execute. */
  async function executeAsDelegated(index: number, calls: ReturnType<typeof approveAndStakeCalls>) {
    const who = account(index)
    const wallet = ctx.walletFor(who)
    const authorization = await wallet.signAuthorization({
      contractAddress: ctx.deployment.batchExecutor,
      executor: 'self',
    })
    return wallet.sendTransaction({
      authorizationList: [authorization],
      to: who.address,
      data: encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] }),
    })
  }

  it('runs approve + stake as one transaction from the account itself', async () => {
    const user = account(1)
    const receipt = await send(executeAsDelegated(1, approveAndStakeCalls(stk('17'), 30 * DAY)))
    expect(receipt.type).toBe('eip7702')
    const code = await ctx.publicClient.getCode({ address: user.address })
    expect(code).toBe(`0xef0100${ctx.deployment.batchExecutor.slice(2).toLowerCase()}` as Hex)
    const [staked] = parseEventLogs({ abi: stakingAbi, logs: receipt.logs, eventName: 'Staked' })
    expect(staked?.args.user).toBe(user.address)
    expect((await stakesOf(user.address)).map((s) => s.amount)).toEqual([stk('17')])
    expect(await balanceOf(user.address)).toBe(stk('9983'))
  })

  it('is atomic: when the stake reverts, the approve is undone with it', async () => {
    const user = account(2)
    const calls = approveAndStakeCalls(stk('17'), 7 * DAY)
    const revert = await revertOf(executeAsDelegated(2, calls), [batchExecutorAbi])
    expect(revert.errorName).toBe('CallFailed')
    expect(revert.args[0]).toBe(1n)
    expect(await stakesOf(user.address)).toEqual([])
    const allowance = await ctx.publicClient.readContract({
      address: ctx.deployment.stakeToken,
      abi: stakeTokenAbi,
      functionName: 'allowance',
      args: [user.address, ctx.deployment.staking],
    })
    expect(allowance).toBe(0n)
  })

  it('only the account itself may execute through its delegation', async () => {
    const user = account(3)
    await send(executeAsDelegated(3, []))
    const revert = await revertOf(
      ctx.walletFor(account(4)).writeContract({
        address: user.address,
        abi: batchExecutorAbi,
        functionName: 'execute',
        args: [approveAndStakeCalls(stk('1'), 30 * DAY)],
      }),
    )
    expect(revert).toEqual({ errorName: 'Unauthorized', args: [account(4).address] })
  })

  it('a delegated account receives ERC-721 tokens (safe mint) and says so through ERC-165, as smart accounts do', async () => {
    const user = account(5)
    await send(executeAsDelegated(5, []))
    const price = await ctx.publicClient.readContract({
      address: ctx.deployment.collection,
      abi: collectionAbi,
      functionName: 'price',
    })
    await send(
      ctx.walletFor(user).writeContract({
        address: ctx.deployment.collection,
        abi: collectionAbi,
        functionName: 'mint',
        args: [1n],
        value: price,
      }),
    )
    const owned = await ctx.publicClient.readContract({
      address: ctx.deployment.collection,
      abi: collectionAbi,
      functionName: 'balanceOf',
      args: [user.address],
    })
    expect(owned).toBe(1n)
    const supports = (interfaceId: Hex) =>
      ctx.publicClient.readContract({
        address: user.address,
        abi: batchExecutorAbi,
        functionName: 'supportsInterface',
        args: [interfaceId],
      })
    expect(await supports('0x150b7a02')).toBe(true) // IERC721Receiver
    expect(await supports('0x4e2312e0')).toBe(true) // IERC1155Receiver
    expect(await supports('0x01ffc9a7')).toBe(true) // ERC-165
    expect(await supports('0xffffffff')).toBe(false)
  })
})
