import { parseEther, parseEventLogs, type Address, type HDAccount } from 'viem'
import { describe, expect, it } from 'vitest'
import { collectionAbi } from '../../src/app/abi'
import { decodeTokenUri } from '../../src/app/metadata'
import { contractArtifacts, localDeployConfig } from '../../scripts/stack'
import { revertOf, withChain } from './helpers'

const price = parseEther('0.01')

/** Decodes a `data:<mime>;base64,` URI, failing on any other shape. */
function decodeDataUri(uri: string, mime: string): string {
  const prefix = `data:${mime};base64,`
  expect(uri.startsWith(prefix)).toBe(true)
  return Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')
}

describe('Collection', () => {
  const ctx = withChain()

  const collection = () => ({ address: ctx.deployment.collection, abi: collectionAbi }) as const
  const account = (index: number): HDAccount => {
    const found = ctx.accounts[index]
    if (!found) throw new Error(`no dev account ${index}`)
    return found
  }
  async function send(hash: Promise<`0x${string}`>) {
    const receipt = await ctx.publicClient.waitForTransactionReceipt({ hash: await hash })
    expect(receipt.status).toBe('success')
    return receipt
  }
  const mint = (who: HDAccount, quantity: bigint, value = price * quantity, address?: Address) =>
    ctx.walletFor(who).writeContract({
      address: address ?? ctx.deployment.collection,
      abi: collectionAbi,
      functionName: 'mint',
      args: [quantity],
      value,
    })
  async function deployCollection(maxSupply: bigint, maxPerWallet: bigint): Promise<Address> {
    const { collection: artifact } = contractArtifacts
    const hash = await ctx.walletFor(account(0)).deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode(),
      args: [price, maxSupply, maxPerWallet, account(0).address],
    })
    const { contractAddress } = await ctx.publicClient.waitForTransactionReceipt({ hash })
    if (!contractAddress) throw new Error('deploy failed')
    return contractAddress
  }

  it('is "StakeMint Genesis"/SMG at 0.01 ETH, 10 000 max, 5 per wallet, nothing minted', async () => {
    const c = collection()
    const read = ctx.publicClient.readContract
    expect(await read({ ...c, functionName: 'name' })).toBe('StakeMint Genesis')
    expect(await read({ ...c, functionName: 'symbol' })).toBe('SMG')
    expect(await read({ ...c, functionName: 'price' })).toBe(localDeployConfig.mintPrice)
    expect(await read({ ...c, functionName: 'maxSupply' })).toBe(10_000n)
    expect(await read({ ...c, functionName: 'maxPerWallet' })).toBe(5n)
    expect(await read({ ...c, functionName: 'totalSupply' })).toBe(0n)
    expect(await read({ ...c, functionName: 'owner' })).toBe(account(0).address)
  })

  it('mint() for the exact price gives sequential ids from 1 and counts per wallet', async () => {
    const alice = account(1)
    const bob = account(2)
    const first = await send(mint(alice, 1n))
    const [minted] = parseEventLogs({ abi: collectionAbi, logs: first.logs, eventName: 'Minted' })
    expect(minted?.args).toEqual({ to: alice.address, firstTokenId: 1n, quantity: 1n })
    await send(mint(bob, 2n))
    await send(mint(alice, 3n))

    const read = ctx.publicClient.readContract
    const c = collection()
    expect(await read({ ...c, functionName: 'ownerOf', args: [1n] })).toBe(alice.address)
    expect(await read({ ...c, functionName: 'tokensOfOwner', args: [alice.address] })).toEqual([1n, 4n, 5n, 6n])
    expect(await read({ ...c, functionName: 'tokensOfOwner', args: [bob.address] })).toEqual([2n, 3n])
    expect(await read({ ...c, functionName: 'tokensOfOwner', args: [account(3).address] })).toEqual([])
    expect(await read({ ...c, functionName: 'mintedBy', args: [alice.address] })).toBe(4n)
    expect(await read({ ...c, functionName: 'totalSupply' })).toBe(6n)
    expect(await ctx.publicClient.getBalance({ address: c.address })).toBe(price * 6n)
  })

  it('mint() rejects zero quantity and any payment other than price * quantity', async () => {
    const alice = account(1)
    expect(await revertOf(mint(alice, 0n, 0n))).toEqual({ errorName: 'ZeroQuantity', args: [] })
    expect(await revertOf(mint(alice, 2n, price))).toEqual({ errorName: 'WrongPayment', args: [price * 2n, price] })
    expect(await revertOf(mint(alice, 1n, price + 1n))).toEqual({
      errorName: 'WrongPayment',
      args: [price, price + 1n],
    })
    expect(await revertOf(mint(alice, 1n, 0n))).toEqual({ errorName: 'WrongPayment', args: [price, 0n] })
    expect(await ctx.publicClient.readContract({ ...collection(), functionName: 'totalSupply' })).toBe(0n)
  })

  it('mint() enforces the per-wallet limit, also after tokens are transferred away', async () => {
    const alice = account(1)
    expect(await revertOf(mint(alice, 6n))).toEqual({ errorName: 'WalletLimitExceeded', args: [5n, 0n] })
    await send(mint(alice, 3n))
    expect(await revertOf(mint(alice, 3n))).toEqual({ errorName: 'WalletLimitExceeded', args: [5n, 3n] })
    await send(
      ctx.walletFor(alice).writeContract({
        ...collection(),
        functionName: 'transferFrom',
        args: [alice.address, account(2).address, 1n],
      }),
    )
    await send(mint(alice, 2n))
    expect(await revertOf(mint(alice, 1n))).toEqual({ errorName: 'WalletLimitExceeded', args: [5n, 5n] })
  })

  it('mint() reverts ExceedsMaxSupply with what is left, then SoldOut', async () => {
    const small = await deployCollection(3n, 5n)
    await send(mint(account(1), 2n, price * 2n, small))
    expect(await revertOf(mint(account(2), 2n, price * 2n, small))).toEqual({
      errorName: 'ExceedsMaxSupply',
      args: [1n],
    })
    await send(mint(account(2), 1n, price, small))
    expect(await revertOf(mint(account(3), 1n, price, small))).toEqual({ errorName: 'SoldOut', args: [] })
  })

  it('tokenURI() is base64 JSON with name, description and an SVG drawn from the id', async () => {
    await send(mint(account(1), 2n))
    const read = (id: bigint) =>
      ctx.publicClient.readContract({ ...collection(), functionName: 'tokenURI', args: [id] })
    const metadata: unknown = JSON.parse(decodeDataUri(await read(1n), 'application/json'))
    expect(metadata).toMatchObject({
      name: 'StakeMint #1',
      description: expect.stringContaining('StakeMint Genesis'),
      attributes: [{ trait_type: 'Hue', value: 137 }],
    })
    const image = (metadata as { image: string }).image
    const svg = decodeDataUri(image, 'image/svg+xml')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
    expect(svg).toContain('hsl(137,80%,55%)')
    expect(svg).toContain('>#1</text>')

    const second = JSON.parse(decodeDataUri(await read(2n), 'application/json')) as { name: string; image: string }
    expect(second.name).toBe('StakeMint #2')
    const svg2 = decodeDataUri(second.image, 'image/svg+xml')
    expect(svg2).toContain('hsl(274,80%,55%)')
    expect(svg2).not.toBe(svg)
  })

  it('tokenURI() reverts ERC721NonexistentToken for ids never minted', async () => {
    for (const id of [0n, 1n, 10_001n]) {
      expect(
        await revertOf(ctx.publicClient.readContract({ ...collection(), functionName: 'tokenURI', args: [id] })),
      ).toEqual({ errorName: 'ERC721NonexistentToken', args: [id] })
    }
  })

  it('previewTokenURI(next id) decodes before the mint and equals tokenURI after it', async () => {
    const read = ctx.publicClient.readContract
    const c = collection()
    await send(mint(account(1), 1n))
    const nextId = (await read({ ...c, functionName: 'totalSupply' })) + 1n
    expect(nextId).toBe(2n)
    expect(await revertOf(read({ ...c, functionName: 'tokenURI', args: [nextId] }))).toEqual({
      errorName: 'ERC721NonexistentToken',
      args: [nextId],
    })
    const preview = await read({ ...c, functionName: 'previewTokenURI', args: [nextId] })
    const decoded = decodeTokenUri(preview)
    expect(decoded.ok && decoded.metadata.name).toBe('StakeMint #2')
    expect(decoded.ok && decoded.metadata.image).toMatch(/^data:image\/svg\+xml;base64,/)

    await send(mint(account(2), 1n))
    expect(await read({ ...c, functionName: 'tokenURI', args: [nextId] })).toBe(preview)
    expect(await read({ ...c, functionName: 'previewTokenURI', args: [1n] })).toBe(
      await read({ ...c, functionName: 'tokenURI', args: [1n] }),
    )
  })

  it('previewTokenURI() reverts ERC721NonexistentToken outside 1..maxSupply', async () => {
    for (const id of [0n, 10_001n]) {
      expect(
        await revertOf(ctx.publicClient.readContract({ ...collection(), functionName: 'previewTokenURI', args: [id] })),
      ).toEqual({ errorName: 'ERC721NonexistentToken', args: [id] })
    }
    const last = await ctx.publicClient.readContract({
      ...collection(),
      functionName: 'previewTokenURI',
      args: [10_000n],
    })
    expect(decodeTokenUri(last)).toMatchObject({ ok: true, metadata: { name: 'StakeMint #10000' } })
  })

  it('withdraw() sends the whole balance to the owner and is owner-only', async () => {
    await send(mint(account(1), 5n))
    await send(mint(account(2), 2n))
    const outsider = ctx.walletFor(account(3))
    expect(await revertOf(outsider.writeContract({ ...collection(), functionName: 'withdraw' }))).toEqual({
      errorName: 'OwnableUnauthorizedAccount',
      args: [account(3).address],
    })

    const owner = account(0)
    const before = await ctx.publicClient.getBalance({ address: owner.address })
    const receipt = await send(ctx.walletFor(owner).writeContract({ ...collection(), functionName: 'withdraw' }))
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await ctx.publicClient.getBalance({ address: owner.address })).toBe(before + price * 7n - gas)
    expect(await ctx.publicClient.getBalance({ address: ctx.deployment.collection })).toBe(0n)
    const [event] = parseEventLogs({ abi: collectionAbi, logs: receipt.logs, eventName: 'ProceedsWithdrawn' })
    expect(event?.args).toEqual({ to: owner.address, amount: price * 7n })

    expect(await revertOf(ctx.walletFor(owner).writeContract({ ...collection(), functionName: 'withdraw' }))).toEqual({
      errorName: 'NothingToWithdraw',
      args: [],
    })
  })

  it('withdraw() reverts WithdrawFailed and keeps the funds when the owner refuses ETH', async () => {
    await send(mint(account(1), 1n))
    // the StakeToken contract has no receive(): make it the owner and act as it
    const refuser = ctx.deployment.stakeToken
    await send(
      ctx.walletFor(account(0)).writeContract({ ...collection(), functionName: 'transferOwnership', args: [refuser] }),
    )
    const failed = await revertOf(
      ctx.publicClient.simulateContract({ ...collection(), functionName: 'withdraw', account: refuser }),
    )
    expect(failed).toEqual({ errorName: 'WithdrawFailed', args: [refuser, price] })

    // sent for real (anvil acting as the token contract), the transaction reverts and nothing moves
    await ctx.testClient.impersonateAccount({ address: refuser })
    await ctx.testClient.setBalance({ address: refuser, value: parseEther('1') })
    const hash = await ctx.testClient.writeContract({
      ...collection(),
      functionName: 'withdraw',
      account: refuser,
      chain: ctx.chain,
      gas: 200_000n,
    })
    await ctx.testClient.stopImpersonatingAccount({ address: refuser })
    expect((await ctx.publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted')
    expect(await ctx.publicClient.getBalance({ address: ctx.deployment.collection })).toBe(price)
  })
})
