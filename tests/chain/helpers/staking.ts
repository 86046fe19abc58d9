import { parseUnits, type Address, type Hash, type HDAccount } from 'viem'
import { expect } from 'vitest'
import { stakeTokenAbi, stakingAbi } from '../../../src/app/abi'
import type { ChainContext } from './withChain'

export const DAY = 86_400
export const YEAR = 365 * DAY
/** Whole STK (18 decimals) from a decimal string. */
export const stk = (value: string): bigint => parseUnits(value, 18)

/** Helpers the Staking tests share; `ctx` comes from withChain(). */
export function stakingKit(ctx: ChainContext) {
  const staking = () => ({ address: ctx.deployment.staking, abi: stakingAbi }) as const
  const token = () => ({ address: ctx.deployment.stakeToken, abi: stakeTokenAbi }) as const
  const account = (index: number): HDAccount => {
    const found = ctx.accounts[index]
    if (!found) throw new Error(`no dev account ${index}`)
    return found
  }
  /** A Staking view by name (untyped on purpose: the tests assert the values). */
  const read = <T>(functionName: string, args: readonly unknown[] = [], address = ctx.deployment.staking) =>
    ctx.publicClient.readContract({ address, abi: stakingAbi, functionName, args } as never) as Promise<T>
  const balanceOf = (owner: Address) =>
    ctx.publicClient.readContract({ ...token(), functionName: 'balanceOf', args: [owner] })
  const stakesOf = (owner: Address) =>
    ctx.publicClient.readContract({ ...staking(), functionName: 'stakesOf', args: [owner] })

  /** Waits for the transaction and asserts it succeeded. */
  async function send(hash: Promise<Hash>) {
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
  const blockTimestamp = async (blockNumber: bigint) => (await ctx.publicClient.getBlock({ blockNumber })).timestamp

  return {
    staking,
    token,
    account,
    read,
    balanceOf,
    stakesOf,
    send,
    approveAndStake,
    mineAt,
    latestTimestamp,
    blockTimestamp,
  }
}
