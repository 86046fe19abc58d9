import { describe, expect, it } from 'vitest'
import { stakeTokenAbi, stakingAbi } from '../../src/app/abi'
import {
  ContractRevertError,
  PreflightError,
  claimCall,
  estimateNetworkFee,
  mintCall,
  stakeCalls,
  withdrawCall,
  type AppContext,
} from '../../src/app'
import { createClientRegistry, selectChains } from '../../src/chains'
import { withChain } from './helpers'
import { DAY, stakingKit, stk } from './helpers/staking'

describe('estimateNetworkFee: the fee of the calls a write sends, before the wallet is asked', () => {
  const ctx = withChain()
  const { account, send, approveAndStake, mineAt, latestTimestamp } = stakingKit(ctx)

  /** The context the setup hands down, with a wallet connected on the local chain as `index`. */
  function appContext(index: number, chainId = 31337): AppContext {
    const chains = selectChains({ chainSet: 'default', testnets: false, localRpcUrl: ctx.anvil.url })
    const { stakeToken, staking, collection } = ctx.deployment
    const contracts = { 31337: { stakeToken, staking, collection } }
    const state = { status: 'connected', address: account(index).address, chainId, unsupported: false }
    return { chains, contracts, rpcUrls: {}, client: createClientRegistry({ chains }), wallet: { state } } as never
  }

  /** What the transaction really cost: gas used × effective price. */
  async function paid(receipt: { gasUsed: bigint; effectiveGasPrice: bigint }) {
    return receipt.gasUsed * receipt.effectiveGasPrice
  }

  it('approve + stake: at least what the two transactions then cost, and no more than twice it (the max fee allows 20% base-fee growth)', async () => {
    const user = account(3)
    const fee = await estimateNetworkFee(appContext(3), (c) =>
      stakeCalls(c, { amount: stk('100'), lockPeriod: 30 * DAY }, true),
    )
    expect(fee).toMatchObject({ symbol: 'ETH', chainId: 31337 })
    const wallet = ctx.walletFor(user)
    const approve = await send(
      wallet.writeContract({
        address: ctx.deployment.stakeToken,
        abi: stakeTokenAbi,
        functionName: 'approve',
        args: [ctx.deployment.staking, stk('100')],
      }),
    )
    const stake = await send(
      wallet.writeContract({
        address: ctx.deployment.staking,
        abi: stakingAbi,
        functionName: 'stake',
        args: [stk('100'), 30 * DAY],
      }),
    )
    const actual = (await paid(approve)) + (await paid(stake))
    expect(fee.wei).toBeGreaterThanOrEqual(actual)
    expect(fee.wei).toBeLessThan(actual * 2n)
  })

  it('claim, withdraw and mint each get a fee; a stake with enough allowance is one call', async () => {
    await approveAndStake(account(4), stk('50'), 30 * DAY)
    await mineAt((await latestTimestamp()) + BigInt(31 * DAY))
    const context = appContext(4)
    const fees = await Promise.all([
      estimateNetworkFee(context, (c) => [claimCall(c, 0n)]),
      estimateNetworkFee(context, (c) => [withdrawCall(c, 1n)]),
      estimateNetworkFee(context, (c) => [mintCall(c, 1n, 10n ** 16n)]),
    ])
    for (const fee of fees) expect(fee.wei).toBeGreaterThan(0n)
    await send(
      ctx.walletFor(account(4)).writeContract({
        address: ctx.deployment.stakeToken,
        abi: stakeTokenAbi,
        functionName: 'approve',
        args: [ctx.deployment.staking, stk('10')],
      }),
    )
    const single = await estimateNetworkFee(context, (c) =>
      stakeCalls(c, { amount: stk('10'), lockPeriod: 30 * DAY }, false),
    )
    expect(single.wei).toBeGreaterThan(0n)
  })

  it("a call that would revert is the contract's error in words; a wallet elsewhere is a preflight error", async () => {
    const context = appContext(5)
    // account 5 has no stake #99
    const failure = await estimateNetworkFee(context, (c) => [withdrawCall(c, 99n)]).catch((error) => error)
    expect(failure).toBeInstanceOf(ContractRevertError)
    expect(failure).toMatchObject({ code: 'UnknownStake', shortMessage: 'Stake #99 does not exist.' })
    const elsewhere = await estimateNetworkFee(appContext(5, 137), (c) => [claimCall(c, 0n)]).catch((error) => error)
    expect(elsewhere).toBeInstanceOf(PreflightError)
  })
})
