import { ContractFunctionExecutionError, ContractFunctionRevertedError, encodeErrorResult } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../../wallet/index.ts'
import { collectionAbi } from '../abi/index.ts'
import type { AppContext } from '../context.ts'
import { flowState } from '../flows/flowState.ts'
import { appState, initialReads } from '../state.ts'

const mocks = vi.hoisted(() => ({
  simulateContract: vi.fn(),
  estimateContractGas: vi.fn(),
  waitForTransactionReceipt: vi.fn(),
  sendTransaction: vi.fn(),
  end: vi.fn(),
}))

vi.mock('viem/actions', () => ({
  simulateContract: mocks.simulateContract,
  estimateContractGas: mocks.estimateContractGas,
  waitForTransactionReceipt: mocks.waitForTransactionReceipt,
}))

const { mintTokens, MINT_BUSY_KEY } = await import('./mintActions.ts')

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const COLLECTION = '0x0000000000000000000000000000000000000003'
const ETHER = 10n ** 18n

/** A wallet connected on 31337, where the collection lives; every write's operation is the one spy. */
const context = {
  chains: [{ id: 31337 }],
  contracts: { 31337: { collection: COLLECTION } },
  client: () => ({}),
  transactions: { add: vi.fn() },
  wallet: {
    state: { status: 'connected', address: ACCOUNT, chainId: 31337, unsupported: false },
    operation: vi.fn(() => ({ id: 'op-1', sendTransaction: mocks.sendTransaction, end: mocks.end })),
  },
} as unknown as AppContext

/** The revert the node answers the mint's fee estimate with: this wallet has minted its 5. */
function walletLimitRevert() {
  const data = encodeErrorResult({ abi: collectionAbi, errorName: 'WalletLimitExceeded', args: [5n, 5n] })
  const cause = new ContractFunctionRevertedError({ abi: collectionAbi, data, functionName: 'mint' })
  return new ContractFunctionExecutionError(cause, { abi: collectionAbi, functionName: 'mint', args: [1n] })
}

beforeEach(() => {
  vi.clearAllMocks()
  appState.reads = {
    ...initialReads(),
    nativeBalance: ETHER,
    mintedByUser: 0n,
    collection: { price: ETHER / 100n, maxSupply: 10_000n, maxPerWallet: 5n, totalSupply: 2n },
  }
})

afterEach(() => {
  for (const key of Object.keys(flowState.flows)) delete flowState.flows[key]
  appState.reads = initialReads()
})

describe('mintTokens and its call-log operation', () => {
  it('a mint the fee estimate refuses ends its operation as not sent, with the sentence the page shows', async () => {
    mocks.simulateContract.mockRejectedValue(walletLimitRevert())
    const error = await mintTokens(context, 1n, 'ETH').catch((caught: unknown) => caught)
    const reason = 'Each wallet may mint 5 tokens and this one has already minted 5.'
    expect(error).toMatchObject({ shortMessage: reason })
    expect(mocks.sendTransaction).not.toHaveBeenCalled()
    expect(context.wallet.operation).toHaveBeenCalledExactlyOnceWith('Mint 1 token')
    expect(mocks.end).toHaveBeenCalledExactlyOnceWith({ status: 'not-sent', reason })
    // The page says the same: 'Not sent: <reason>' (toastModel), from this record.
    expect(flowState.flows[MINT_BUSY_KEY]).toMatchObject({ phase: 'failed', failedBeforeSend: true })
  })

  it('a mint the person rejects in the wallet ends as rejected', async () => {
    mocks.simulateContract.mockResolvedValue({ result: undefined, request: {} })
    mocks.estimateContractGas.mockResolvedValue(100_000n)
    mocks.sendTransaction.mockRejectedValue(new UserRejectedError())
    await expect(mintTokens(context, 1n, 'ETH')).rejects.toBeInstanceOf(UserRejectedError)
    expect(mocks.end).toHaveBeenCalledExactlyOnceWith({
      status: 'rejected',
      reason: 'You rejected the request in your wallet.',
    })
  })

  it('a quantity over the limit is refused before any operation opens', async () => {
    await expect(mintTokens(context, 6n, 'ETH')).rejects.toMatchObject({ code: 'invalid-input' })
    expect(context.wallet.operation).not.toHaveBeenCalled()
    expect(mocks.end).not.toHaveBeenCalled()
  })
})
