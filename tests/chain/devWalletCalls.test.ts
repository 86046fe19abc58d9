// @vitest-environment happy-dom
// The Dev Wallet's EIP-5792 answers against a real anvil with the stack deployed: viem's own
// getCapabilities / sendCalls / waitForCallsStatus over the wallet module, as the app uses them.
import { encodeFunctionData, parseEventLogs, type Address } from 'viem'
import { getCapabilities, sendCalls, showCallsStatus, waitForCallsStatus } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import { stakeTokenAbi, stakingAbi } from '../../src/app/abi'
import { ContractRevertError, type WriteRun } from '../../src/app/index.ts'
import type { DevPromptRequest } from '../../src/wallet/connectors/dev/devPrompt.ts'
import { DEV_MNEMONIC, devWallet } from '../../src/wallet/dev.ts'
import { UserRejectedError, WalletError } from '../../src/wallet/index.ts'
import { memoryStorage } from '../../src/wallet/testing/scriptedProvider.ts'
import { newWallet } from '../../src/wallet/testing/walletFixture.ts'
import { mnemonicToAccount } from 'viem/accounts'
import { withChain } from './helpers'
import { DAY, stakingKit, stk } from './helpers/staking'

const DEV_ACCOUNT = mnemonicToAccount(DEV_MNEMONIC).address

describe('Dev Wallet: EIP-5792 through an EIP-7702 delegation', () => {
  const ctx = withChain()
  const { balanceOf, stakesOf } = stakingKit(ctx)

  /** A connected Dev Wallet whose prompt answers from a queue, recording what it was asked. */
  async function connected({ atomic = true }: { atomic?: boolean } = {}) {
    const asked: DevPromptRequest[] = []
    const answers: boolean[] = [true]
    const factory = devWallet({
      chain: ctx.chain,
      confirm: async (request) => {
        asked.push(request)
        return answers.shift() ?? false
      },
      ...(atomic ? { batchExecutor: ctx.deployment.batchExecutor } : {}),
    })
    const wallet = newWallet({ chains: [ctx.chain], storage: memoryStorage(), extraConnectors: [factory] })
    await wallet.connect('dev')
    const client = await wallet.getWalletClient()
    if (!client) throw new Error('no wallet client')
    asked.length = 0
    return { wallet, client, asked, answers }
  }

  const approveAndStake = (amount: bigint, period = 30 * DAY) => [
    {
      to: ctx.deployment.stakeToken,
      data: encodeFunctionData({ abi: stakeTokenAbi, functionName: 'approve', args: [ctx.deployment.staking, amount] }),
    },
    {
      to: ctx.deployment.staking,
      data: encodeFunctionData({ abi: stakingAbi, functionName: 'stake', args: [amount, period] }),
    },
  ]

  it('says atomic: supported for the local chain, and unsupported without a BatchExecutor', async () => {
    const { client } = await connected()
    expect(await getCapabilities(client, { account: DEV_ACCOUNT, chainId: 31337 })).toMatchObject({
      atomic: { status: 'supported' },
    })
    const plain = await connected({ atomic: false })
    expect(await getCapabilities(plain.client, { account: DEV_ACCOUNT, chainId: 31337 })).toMatchObject({
      atomic: { status: 'unsupported' },
    })
  })

  it('runs approve + stake as one transaction after one prompt listing both calls, then reports receipts', async () => {
    const { client, asked, answers } = await connected()
    answers.push(true)
    const { id } = await sendCalls(client, {
      account: DEV_ACCOUNT,
      calls: approveAndStake(stk('17')),
      forceAtomic: true,
    })
    expect(asked).toHaveLength(1)
    expect(asked[0]?.title).toBe('Send 2 calls as one transaction')
    expect(asked[0]?.details).toContain(`1. to ${ctx.deployment.stakeToken}: 0x095ea7b3`)
    expect(asked[0]?.details).toContain(`2. to ${ctx.deployment.staking}: 0x78a96cc0`)

    const status = await waitForCallsStatus(client, { id, pollingInterval: 50 })
    expect(status).toMatchObject({ status: 'success', statusCode: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    const [receipt] = status.receipts ?? []
    const chainReceipt = await ctx.publicClient.getTransactionReceipt({ hash: receipt?.transactionHash ?? '0x' })
    expect(chainReceipt).toMatchObject({
      status: 'success',
      type: 'eip7702',
      from: DEV_ACCOUNT.toLowerCase(),
      to: DEV_ACCOUNT.toLowerCase(),
    })
    const [staked] = parseEventLogs({ abi: stakingAbi, logs: chainReceipt.logs, eventName: 'Staked' })
    expect(staked?.args).toMatchObject({ user: DEV_ACCOUNT, amount: stk('17') })
    expect(await ctx.publicClient.getCode({ address: DEV_ACCOUNT })).toBe(
      `0xef0100${ctx.deployment.batchExecutor.slice(2).toLowerCase()}`,
    )

    // a second batch reuses the delegation: no authorization in its transaction
    answers.push(true)
    const second = await sendCalls(client, {
      account: DEV_ACCOUNT,
      calls: approveAndStake(stk('3')),
      forceAtomic: true,
    })
    const secondStatus = await waitForCallsStatus(client, { id: second.id, pollingInterval: 50 })
    const secondHash = secondStatus.receipts?.[0]?.transactionHash ?? '0x'
    expect((await ctx.publicClient.getTransaction({ hash: secondHash })).authorizationList).toBeUndefined()
    expect((await stakesOf(DEV_ACCOUNT)).map((s) => s.amount)).toEqual([stk('17'), stk('3')])

    answers.push(true)
    await showCallsStatus(client, { id })
    expect(asked.at(-1)?.title).toBe('Calls status')
  })

  it('a batch whose stake would revert is refused before anything is sent, the approval with it', async () => {
    const { client, answers } = await connected()
    answers.push(true)
    const before = await balanceOf(DEV_ACCOUNT)
    // 7 days is no lock period: the estimate fails, so the wallet refuses before sending
    const error = await sendCalls(client, {
      account: DEV_ACCOUNT,
      calls: approveAndStake(stk('5'), 7 * DAY),
      forceAtomic: true,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(await balanceOf(DEV_ACCOUNT)).toBe(before)
    const allowance = await ctx.publicClient.readContract({
      address: ctx.deployment.stakeToken,
      abi: stakeTokenAbi,
      functionName: 'allowance',
      args: [DEV_ACCOUNT, ctx.deployment.staking as Address],
    })
    expect(allowance).toBe(0n)
  })

  it("the app's batch names a stake that would revert in the contract's words, before the wallet is asked", async () => {
    const { wallet, asked } = await connected()
    const { sendAtomicBatch } = await import('../../src/app/write/sendBatch.ts')
    const { stakeCalls } = await import('../../src/app/write/writeCalls.ts')
    const contracts = ctx.deployment
    const calls = stakeCalls(contracts, { amount: stk('5'), lockPeriod: 7 * DAY }, true)
    const run = {
      context: {},
      target: { chainId: 31337, client: ctx.publicClient, account: DEV_ACCOUNT, contracts },
      wallet: wallet.operation('Stake 5 STK for 7 days'),
      sent: () => true,
      batchSubmitted: () => undefined,
    } as unknown as WriteRun
    const error = await sendAtomicBatch(run, calls, 'Stake 5 STK for 7 days').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContractRevertError)
    expect(error).toMatchObject({ code: 'UnknownLockPeriod', shortMessage: 'That lock period is not offered.' })
    expect(asked).toHaveLength(0)
    expect(wallet.callLog.entries.some((entry) => entry.method === 'wallet_sendCalls')).toBe(false)
  })

  it('Reject is a 4001 the wallet module names UserRejectedError; nothing is sent', async () => {
    const { client, answers, wallet } = await connected()
    answers.push(false)
    const nonce = await ctx.publicClient.getTransactionCount({ address: DEV_ACCOUNT })
    const error = await sendCalls(client, {
      account: DEV_ACCOUNT,
      calls: approveAndStake(stk('1')),
      forceAtomic: true,
    }).catch((caught: unknown) => caught)
    expect(
      (error as Error & { walk: (fn: (e: unknown) => boolean) => unknown }).walk((e) => e instanceof UserRejectedError),
    ).toBeInstanceOf(UserRejectedError)
    expect(await ctx.publicClient.getTransactionCount({ address: DEV_ACCOUNT })).toBe(nonce)
    expect(wallet.callLog.entries.find((entry) => entry.method === 'wallet_sendCalls')).toMatchObject({
      errorCode: 4001,
    })
  })

  it('without a BatchExecutor: refuses atomicRequired with 5760, runs the calls in order otherwise', async () => {
    const { client, answers } = await connected({ atomic: false })
    const refused = await sendCalls(client, {
      account: DEV_ACCOUNT,
      calls: approveAndStake(stk('2')),
      forceAtomic: true,
    }).catch((caught: unknown) => caught)
    expect(
      (refused as WalletError & { walk: (fn: (e: unknown) => boolean) => unknown }).walk(
        (e) => e instanceof WalletError,
      ),
    ).toMatchObject({ code: 5760 })
    answers.push(true)
    const { id } = await sendCalls(client, { account: DEV_ACCOUNT, calls: approveAndStake(stk('2')) })
    const status = await waitForCallsStatus(client, { id, pollingInterval: 50 })
    expect(status).toMatchObject({ status: 'success', atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect((await stakesOf(DEV_ACCOUNT)).map((s) => s.amount)).toEqual([stk('2')])
  })

  it('shows a permit in words: who may spend how much of which token until when', async () => {
    const { wallet, asked, answers } = await connected()
    answers.push(true)
    const { readPermitTypedData } = await import('../../src/app/write/permitTypedData.ts')
    const typedData = await readPermitTypedData(ctx.publicClient, {
      token: ctx.deployment.stakeToken,
      owner: DEV_ACCOUNT,
      spender: ctx.deployment.staking,
      value: stk('17'),
      deadline: 1_800_000_000n,
    })
    await wallet.signTypedData(typedData)
    expect(asked[0]?.title).toBe('Sign a permit')
    expect(asked[0]?.details).toBe('Allow 0xe7f1…0512 to spend 17 STK until Fri, 15 Jan 2027 08:00:00 GMT')
  })
})
