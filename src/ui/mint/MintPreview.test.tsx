import { cleanup, render, screen } from '@testing-library/react'
import { createClient, custom, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { foundry } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../app/index.ts'
import { collectionAbi } from '../../app/abi/index.ts'
import type { ChainClient } from '../../chains/index.ts'
import { createIdleTransactions, createIdleWallet } from '../wallet/idleWallet'
import { AppServicesProvider } from '../app/AppServices.tsx'
import { testServices } from '../test/renderWithWallet'

import { MintPreview, PREVIEW_FAILED_MESSAGE } from './MintPreview'

const noWallet = () => Promise.reject(new Error('no wallet in this test'))

const COLLECTION = '0x0000000000000000000000000000000000000003'
const wallet = createIdleWallet([foundry], noWallet, noWallet)
const base = testServices(wallet, createIdleTransactions(), {
  contracts: {
    [foundry.id]: {
      stakeToken: '0x0000000000000000000000000000000000000001',
      staking: '0x0000000000000000000000000000000000000002',
      collection: COLLECTION,
    },
  },
})
/** A read client over a scripted node: eth_call answers previewTokenURI with `answer(id)`, or fails. */
const calls: bigint[] = []
let answer: (id: bigint) => string | Error = () => new Error('no answer set')
const client: ChainClient = createClient({
  chain: foundry,
  transport: custom(
    {
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
        const [{ data }] = params as [{ data: Hex }]
        const { functionName, args } = decodeFunctionData({ abi: collectionAbi, data })
        if (functionName !== 'previewTokenURI') throw new Error(`unexpected ${functionName}`)
        const [id] = args
        calls.push(id)
        const result = answer(id)
        if (result instanceof Error) throw result
        return encodeFunctionResult({ abi: collectionAbi, functionName, result })
      },
    },
    { retryCount: 0 },
  ),
})
const idle = base.currentContext()
if (!idle) throw new Error('test services hold a context from the start')
const context: AppContext = { ...idle, client: () => client }
const services = { ...base, loadContext: () => Promise.resolve(context), currentContext: () => context }

const stats = { price: 1n, maxSupply: 100n, maxPerWallet: 5n, totalSupply: 30n }
const metadataUri = (name: string) =>
  `data:application/json;base64,${btoa(JSON.stringify({ name, image: `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}` }))}`

const show = (props: Parameters<typeof MintPreview>[0]) =>
  render(
    <AppServicesProvider services={services}>
      <MintPreview {...props} />
    </AppServicesProvider>,
  )
const caption = () => screen.getByTestId('mint-preview-caption').textContent

beforeEach(() => {
  calls.length = 0
})
afterEach(cleanup)

describe('MintPreview', () => {
  it('waits behind a skeleton until the collection is read', () => {
    show({ stats: undefined, chainKey: 'k' })
    expect(screen.getByRole('img', { name: "Loading the next token's art" })).toBeTruthy()
    expect(calls).toEqual([])
  })

  it("reads previewTokenURI for totalSupply + 1 and captions it 'Next'", async () => {
    answer = () => metadataUri('StakeMint #31')
    show({ stats, chainKey: 'k' })
    expect((await screen.findByRole('img', { name: 'StakeMint #31' })).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml;base64,/,
    )
    expect(caption()).toBe('Next: StakeMint #31')
    expect(calls).toEqual([31n])
  })

  it('shows the last token once sold out', async () => {
    answer = () => metadataUri('StakeMint #100')
    show({ stats: { ...stats, totalSupply: 100n }, chainKey: 'k' })
    await screen.findByRole('img', { name: 'StakeMint #100' })
    expect(caption()).toBe('Last: StakeMint #100')
    expect(calls).toEqual([100n])
  })

  it('says the art could not be read when the call fails', async () => {
    answer = () => Object.assign(new Error('execution reverted'), { code: 3 })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    show({ stats, chainKey: 'k' })
    expect(await screen.findByText(PREVIEW_FAILED_MESSAGE)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Preview unavailable' })).toBeTruthy()
    expect(calls).toEqual([31n])
    logged.mockRestore()
  })

  it('shows a placeholder, not the payload, for metadata that does not decode', async () => {
    answer = () => 'data:application/json;base64,<script>'
    show({ stats, chainKey: 'k' })
    expect(await screen.findByRole('img', { name: 'Token #31: image unavailable' })).toBeTruthy()
    expect(caption()).toBe('Next: Token #31')
    expect(document.querySelector('img')).toBeNull()
  })
})
