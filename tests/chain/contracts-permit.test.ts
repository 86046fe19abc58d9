import { parseSignature, type Address, type HDAccount, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { stakeTokenAbi, stakingAbi } from '../../src/app/abi'
import { readPermitTypedData } from '../../src/app/write/permitTypedData'
import { revertOf, withChain } from './helpers'
import { DAY, stakingKit, stk } from './helpers/staking'

describe('Staking.stakeWithPermit: ERC-2612 permit instead of approve', () => {
  const ctx = withChain()
  const { token, account, balanceOf, stakesOf, send, latestTimestamp } = stakingKit(ctx)

  /** `signer` signs a permit for `owner` (a different signer forges it) to let Staking move `value`. */
  async function signPermit(owner: HDAccount, value: bigint, deadline: bigint, signer: HDAccount = owner) {
    const typedData = await readPermitTypedData(ctx.publicClient, {
      token: ctx.deployment.stakeToken,
      owner: owner.address,
      spender: ctx.deployment.staking,
      value,
      deadline,
    })
    const { v, r, s, yParity } = parseSignature(await signer.signTypedData(typedData))
    return { v: Number(v ?? BigInt(yParity + 27)), r, s }
  }
  const stakeWithPermit = (
    who: HDAccount,
    amount: bigint,
    deadline: bigint,
    { v, r, s }: { v: number; r: Hex; s: Hex },
  ) =>
    ctx.walletFor(who).writeContract({
      address: ctx.deployment.staking,
      abi: stakingAbi,
      functionName: 'stakeWithPermit',
      args: [amount, 30 * DAY, deadline, v, r, s],
    })
  const allowance = (owner: Address) =>
    ctx.publicClient.readContract({ ...token(), functionName: 'allowance', args: [owner, ctx.deployment.staking] })
  const inAnHour = async () => (await latestTimestamp()) + 3600n

  it('reads the EIP-712 domain from the token: name "Stake Token", version 1, the chain and the token', async () => {
    const typedData = await readPermitTypedData(ctx.publicClient, {
      token: ctx.deployment.stakeToken,
      owner: account(1).address,
      spender: ctx.deployment.staking,
      value: 1n,
      deadline: 1n,
    })
    expect(typedData.domain).toMatchObject({
      name: 'Stake Token',
      version: '1',
      chainId: 31337,
      verifyingContract: ctx.deployment.stakeToken,
    })
    expect(typedData.message.nonce).toBe(0n)
  })

  it('a valid permit stakes in one transaction, with no approve and no allowance left over', async () => {
    const user = account(1)
    const deadline = await inAnHour()
    const receipt = await send(stakeWithPermit(user, stk('17'), deadline, await signPermit(user, stk('17'), deadline)))
    expect(receipt.to?.toLowerCase()).toBe(ctx.deployment.staking.toLowerCase())
    expect(await balanceOf(user.address)).toBe(stk('9983'))
    expect((await stakesOf(user.address)).map((s) => s.amount)).toEqual([stk('17')])
    expect(await allowance(user.address)).toBe(0n)
    expect(await ctx.publicClient.readContract({ ...token(), functionName: 'nonces', args: [user.address] })).toBe(1n)
  })

  it('an expired deadline reverts with the token’s ERC2612ExpiredSignature and stakes nothing', async () => {
    const user = account(2)
    const deadline = (await latestTimestamp()) - 1n
    const signature = await signPermit(user, stk('5'), deadline)
    const revert = await revertOf(stakeWithPermit(user, stk('5'), deadline, signature), [stakeTokenAbi])
    expect(revert).toEqual({ errorName: 'ERC2612ExpiredSignature', args: [deadline] })
    expect(await stakesOf(user.address)).toEqual([])
    expect(await balanceOf(user.address)).toBe(stk('10000'))
  })

  it('a permit signed by someone else reverts with ERC2612InvalidSigner naming both', async () => {
    const user = account(3)
    const forger = account(4)
    const deadline = await inAnHour()
    const signature = await signPermit(user, stk('5'), deadline, forger)
    const revert = await revertOf(stakeWithPermit(user, stk('5'), deadline, signature), [stakeTokenAbi])
    expect(revert).toEqual({ errorName: 'ERC2612InvalidSigner', args: [forger.address, user.address] })
    expect(await stakesOf(user.address)).toEqual([])
  })

  it('a replayed permit cannot stake again: its nonce is used and no allowance is left', async () => {
    const user = account(5)
    const deadline = await inAnHour()
    const signature = await signPermit(user, stk('5'), deadline)
    await send(stakeWithPermit(user, stk('5'), deadline, signature))
    const revert = await revertOf(stakeWithPermit(user, stk('5'), deadline, signature), [stakeTokenAbi])
    // the nonce moved on, so the same signature now recovers to some other address
    expect(revert.errorName).toBe('ERC2612InvalidSigner')
    expect(revert.args[1]).toBe(user.address)
    expect((await stakesOf(user.address)).map((s) => s.amount)).toEqual([stk('5')])
    expect(await balanceOf(user.address)).toBe(stk('9995'))
  })

  it('a front-run permit (submitted first by someone else) still lets the stake go through on its allowance', async () => {
    const user = account(6)
    const attacker = account(7)
    const deadline = await inAnHour()
    const signature = await signPermit(user, stk('8'), deadline)
    // the attacker copies the signature out of the mempool and submits the permit itself
    await send(
      ctx.walletFor(attacker).writeContract({
        ...token(),
        functionName: 'permit',
        args: [user.address, ctx.deployment.staking, stk('8'), deadline, signature.v, signature.r, signature.s],
      }),
    )
    expect(await allowance(user.address)).toBe(stk('8'))
    await send(stakeWithPermit(user, stk('8'), deadline, signature))
    expect((await stakesOf(user.address)).map((s) => s.amount)).toEqual([stk('8')])
    expect(await allowance(user.address)).toBe(0n)
  })

  it('a front-run permit whose allowance was spent meanwhile fails clearly with the permit’s own error', async () => {
    const user = account(8)
    const deadline = await inAnHour()
    const signature = await signPermit(user, stk('8'), deadline)
    await send(
      ctx.walletFor(account(7)).writeContract({
        ...token(),
        functionName: 'permit',
        args: [user.address, ctx.deployment.staking, stk('8'), deadline, signature.v, signature.r, signature.s],
      }),
    )
    await send(stakeWithPermit(user, stk('8'), deadline, await signPermit(user, stk('8'), deadline)))
    const revert = await revertOf(stakeWithPermit(user, stk('8'), deadline, signature), [stakeTokenAbi])
    expect(revert.errorName).toBe('ERC2612InvalidSigner')
    expect((await stakesOf(user.address)).map((s) => s.amount)).toEqual([stk('8')])
  })
})
