/**
 * The Dev Wallet's EIP-5792 answers. With `batchExecutor` (a BatchExecutor contract, deployed by the
 * local stack) the account runs a batch as one atomic transaction to itself through an EIP-7702
 * delegation to that code: viem signs the authorization the first time, later batches reuse it.
 * Without it the wallet says `atomic: unsupported` and sends the calls one by one, in order.
 * A calls id is the batch's transaction hashes joined, so wallet_getCallsStatus needs no memory.
 */
import {
  concatHex,
  encodeFunctionData,
  hexToBigInt,
  isAddress,
  isHex,
  numberToHex,
  parseAbi,
  sliceHex,
  type Address,
  type Chain,
  type Client,
  type Hex,
  type LocalAccount,
  type WalletClient,
} from 'viem'
import { getCode, getTransactionReceipt } from 'viem/actions'

/** BatchExecutor.execute (contracts/BatchExecutor.sol); the wallet module carries its one function itself. */
const batchExecutorAbi = parseAbi(['function execute((address to, uint256 value, bytes data)[] calls) payable'])

export interface DevCall {
  readonly to: Address
  readonly value: bigint
  readonly data: Hex
}

export interface DevCallsOptions {
  readonly account: LocalAccount
  readonly chain: Chain
  readonly rpc: Client
  readonly signer: WalletClient
  readonly batchExecutor: Address | undefined
}

/** EIP-5792 status codes: 100 pending, 200 confirmed, 500 reverted on-chain (nothing applied), 600 partly. */
const STATUS = { pending: 100, confirmed: 200, reverted: 500, partial: 600 } as const

export class DevCallsError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'DevCallsError'
  }
}

/** Reads wallet_sendCalls' one parameter: the calls of the batch on our chain, from our account. */
export function parseSendCalls(raw: unknown, options: Pick<DevCallsOptions, 'account' | 'chain'>): DevCall[] {
  if (typeof raw !== 'object' || raw === null)
    throw new DevCallsError(-32602, 'wallet_sendCalls needs a request object')
  const request = raw as { chainId?: unknown; from?: unknown; calls?: unknown }
  if (request.chainId !== undefined && request.chainId !== numberToHex(options.chain.id)) {
    throw new DevCallsError(5710, `The Dev Wallet only runs calls on chain ${options.chain.id}.`)
  }
  if (typeof request.from === 'string' && request.from.toLowerCase() !== options.account.address.toLowerCase()) {
    throw new DevCallsError(4100, 'The Dev Wallet only sends from its own account.')
  }
  if (!Array.isArray(request.calls) || request.calls.length === 0) {
    throw new DevCallsError(-32602, 'wallet_sendCalls needs at least one call')
  }
  return request.calls.map((call: unknown, index) => {
    const { to, value, data } = (call ?? {}) as { to?: unknown; value?: unknown; data?: unknown }
    if (typeof to !== 'string' || !isAddress(to, { strict: false })) {
      throw new DevCallsError(-32602, `call ${index} needs a 'to' address`)
    }
    if (value !== undefined && (typeof value !== 'string' || !isHex(value))) {
      throw new DevCallsError(-32602, `call ${index}: value must be hex`)
    }
    if (data !== undefined && (typeof data !== 'string' || !isHex(data))) {
      throw new DevCallsError(-32602, `call ${index}: data must be hex`)
    }
    return { to: to as Address, value: value ? hexToBigInt(value) : 0n, data: (data as Hex | undefined) ?? '0x' }
  })
}

/** The batch as the prompt lists it: one line per call, its target and its function selector. */
export function describeCalls(calls: readonly DevCall[], atomic: boolean): string {
  const lines = calls.map((call, index) => {
    const selector = call.data.length >= 10 ? sliceHex(call.data, 0, 4) : '(no data)'
    const value = call.value > 0n ? `, value ${call.value} wei` : ''
    return `${index + 1}. to ${call.to}: ${selector}${value}`
  })
  return [...lines, batchOrder(atomic)].join('\n')
}

/** How the batch will run, the prompt's last line. */
export function batchOrder(atomic: boolean): string {
  return atomic ? 'As one transaction: all of them or none.' : 'One transaction each, in this order.'
}

export function devCalls(options: DevCallsOptions) {
  const { account, chain, rpc, signer, batchExecutor } = options
  const delegated = batchExecutor ? concatHex(['0xef0100', batchExecutor]).toLowerCase() : undefined

  const capabilities = () => ({
    [numberToHex(chain.id)]: { atomic: { status: batchExecutor ? 'supported' : 'unsupported' } },
  })

  /** One type-4 transaction to itself, delegating first if the account is not delegated yet. */
  async function sendAtomic(calls: readonly DevCall[], executor: Address): Promise<Hex[]> {
    const code = await getCode(rpc, { address: account.address })
    const authorizationList =
      code?.toLowerCase() === delegated
        ? undefined
        : [await signer.signAuthorization({ account, contractAddress: executor, executor: 'self' })]
    const data = encodeFunctionData({ abi: batchExecutorAbi, functionName: 'execute', args: [calls] })
    const hash = await signer.sendTransaction({
      account,
      chain,
      to: account.address,
      data,
      ...(authorizationList ? { authorizationList } : {}),
    })
    return [hash]
  }

  async function sendInOrder(calls: readonly DevCall[]): Promise<Hex[]> {
    const hashes: Hex[] = []
    for (const call of calls) {
      hashes.push(await signer.sendTransaction({ account, chain, to: call.to, data: call.data, value: call.value }))
    }
    return hashes
  }

  async function status(id: unknown) {
    if (typeof id !== 'string' || !isHex(id) || id.length < 66 || (id.length - 2) % 64 !== 0) {
      throw new DevCallsError(5730, 'Unknown calls id.')
    }
    const hashes = Array.from({ length: (id.length - 2) / 64 }, (_, i) => sliceHex(id as Hex, i * 32, i * 32 + 32))
    const receipts = await Promise.all(
      hashes.map((hash) => getTransactionReceipt(rpc, { hash }).catch(() => undefined)),
    )
    const known = receipts.filter((receipt) => receipt !== undefined)
    const atomic = hashes.length === 1
    const settled = known.length === hashes.length
    const reverted = known.filter((receipt) => receipt.status !== 'success').length
    const code = !settled
      ? STATUS.pending
      : reverted === 0
        ? STATUS.confirmed
        : reverted === known.length
          ? STATUS.reverted
          : STATUS.partial
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(chain.id),
      status: code,
      atomic,
      receipts: settled
        ? known.map((receipt) => ({
            logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
            status: receipt.status === 'success' ? '0x1' : '0x0',
            blockHash: receipt.blockHash,
            blockNumber: numberToHex(receipt.blockNumber),
            gasUsed: numberToHex(receipt.gasUsed),
            transactionHash: receipt.transactionHash,
          }))
        : undefined,
    }
  }

  return {
    capabilities,
    atomic: batchExecutor !== undefined,
    /** Sends the approved batch; returns its calls id. */
    async send(calls: readonly DevCall[]): Promise<{ id: Hex }> {
      const hashes = batchExecutor ? await sendAtomic(calls, batchExecutor) : await sendInOrder(calls)
      return { id: concatHex(hashes) }
    },
    status,
  }
}
