/**
 * A fee estimate the node answers with a revert reads as the contract's error in words, never as the library's
 * 'The contract function "mint" reverted.': every custom error of the app's contracts (src/app/abi) and Solidity's
 * Error(string) / Panic(uint256), with any arguments, through both estimate paths (one call by eth_estimateGas,
 * several by eth_simulateV1), the failing call's contract or another one's error (the token's, under Staking).
 */
import fc from 'fast-check'
import {
  bytesToHex,
  createPublicClient,
  custom,
  encodeErrorResult,
  getAddress,
  type Abi,
  type AbiParameter,
  type Hex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { batchExecutorAbi, collectionAbi, stakeTokenAbi, stakingAbi } from '../../../src/app/abi/index.ts'
import type { AppContext } from '../../../src/app/context.ts'
import { GENERIC_REVERT_SENTENCE } from '../../../src/app/contractErrors.ts'
import { ContractRevertError } from '../../../src/app/errors.ts'
import { estimateNetworkFee } from '../../../src/app/fees/estimateNetworkFee.ts'
import { claimCall, mintCall, stakeCalls } from '../../../src/app/write/writeCalls.ts'
import { localChain } from '../../../src/chains/index.ts'
import { PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

type AbiError = Extract<Abi[number], { type: 'error' }>

const SOLIDITY_ERRORS: Abi = [
  { type: 'error', name: 'Error', inputs: [{ type: 'string', name: 'reason' }] },
  { type: 'error', name: 'Panic', inputs: [{ type: 'uint256', name: 'code' }] },
]
const abiErrors = (abi: Abi): AbiError[] => abi.filter((item): item is AbiError => item.type === 'error')
const ERRORS = [stakingAbi, stakeTokenAbi, collectionAbi, batchExecutorAbi, SOLIDITY_ERRORS].flatMap(abiErrors)

/** Library wording that must never reach a person (viem's short messages and details). */
const LIBRARY_TEXT = /contract function|reverted|execution|signature:|Version: viem|Details:|\(\)|undefined|NaN/i

const bytes = (length: number) =>
  fc.uint8Array({ minLength: length, maxLength: length }).map((value) => bytesToHex(value))

function argumentOf(parameter: AbiParameter): fc.Arbitrary<unknown> {
  const { type } = parameter
  if (type === 'address') return bytes(20).map((hex) => getAddress(hex))
  if (type === 'string') return fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}$/)
  if (type === 'bytes') return fc.uint8Array({ maxLength: 68 }).map((value) => bytesToHex(value))
  const fixed = /^bytes(\d+)$/.exec(type)
  if (fixed) return bytes(Number(fixed[1]))
  const uint = /^uint(\d+)$/.exec(type)
  if (uint) return fc.bigInt({ min: 0n, max: 2n ** BigInt(uint[1] ?? '256') - 1n })
  throw new Error(`no generator for ${type}`)
}

/** One app error with arguments of its ABI types, as revert data. */
const revert = fc.constantFrom(...ERRORS).chain((error) =>
  fc.tuple(...error.inputs.map(argumentOf)).map((args) => ({
    name: error.name,
    data: encodeErrorResult({ abi: [error], errorName: error.name, args }),
  })),
)

const ACCOUNT = getAddress(`0x${'70'.repeat(20)}`)
const contracts = {
  stakeToken: getAddress(`0x${'01'.repeat(20)}`),
  staking: getAddress(`0x${'02'.repeat(20)}`),
  collection: getAddress(`0x${'03'.repeat(20)}`),
}
const chain = localChain('http://127.0.0.1:8545')
const BLOCK = {
  number: '0x10',
  hash: `0x${'ab'.repeat(32)}`,
  timestamp: '0x1',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  baseFeePerGas: '0x3b9aca00',
  transactions: [],
}

/** The node: eth_estimateGas and the last call of eth_simulateV1 revert with `data`; fees are answered. */
function revertingNode(data: Hex) {
  const revertError = Object.assign(new Error('execution reverted'), { code: 3, data })
  return custom(
    {
      async request({ method }: { method: string }) {
        if (method === 'eth_estimateGas') throw revertError
        if (method === 'eth_simulateV1') {
          const ok = { status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: [] }
          const failed = { status: '0x0', returnData: data, gasUsed: '0x0', logs: [], error: { code: 3, data } }
          // viem appends a call of its own (to the zero address) and drops its result
          return [{ ...BLOCK, calls: [ok, failed, ok] }]
        }
        if (method === 'eth_getBlockByNumber') return BLOCK
        if (method === 'eth_maxPriorityFeePerGas') return '0x59682f00'
        if (method === 'eth_chainId') return '0x7a69'
        throw new Error(`unexpected ${method}`)
      },
    },
    { retryCount: 0 },
  )
}

function contextOn(data: Hex): AppContext {
  const client = createPublicClient({ chain, transport: revertingNode(data) })
  return {
    chains: [chain],
    contracts: { [chain.id]: contracts },
    rpcUrls: {},
    client: () => client,
    wallet: { state: { status: 'connected', address: ACCOUNT, chainId: chain.id, unsupported: false } },
  } as unknown as AppContext
}

const WRITES = {
  'mint (eth_estimateGas)': () => [mintCall(contracts, 1n, 10n ** 16n)],
  'claim (eth_estimateGas)': () => [claimCall(contracts, 1n)],
  'approve + stake (eth_simulateV1)': () => stakeCalls(contracts, { amount: 10n ** 18n, lockPeriod: 2_592_000 }, true),
}

describe('a reverting fee estimate reads as a sentence', () => {
  it(
    "every app error, any arguments, each write's path: the error's own sentence, never the library's text",
    async () => {
      const write = fc.constantFrom(...Object.values(WRITES))
      await fc.assert(
        fc.asyncProperty(revert, write, async ({ name, data }, callsOf) => {
          const failure = await estimateNetworkFee(contextOn(data), callsOf).then(
            () => undefined,
            (error: unknown) => error,
          )
          expect(failure).toBeInstanceOf(ContractRevertError)
          const { code, shortMessage } = failure as ContractRevertError
          // A batch's CallFailed names the call it wraps when that is an app error: either is a named error.
          if (name !== 'CallFailed') expect(code).toBe(name)
          expect(shortMessage).not.toBe(GENERIC_REVERT_SENTENCE)
          expect(shortMessage).not.toMatch(LIBRARY_TEXT)
          expect(shortMessage).toMatch(/^[A-Z].*[.]$/s)
        }),
        runParameters(),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('a revert without data, or with data no app ABI knows, is the generic sentence', async () => {
    for (const data of ['0x', '0xdeadbeef', `0x12345678${'00'.repeat(32)}`] as const) {
      for (const callsOf of Object.values(WRITES)) {
        const failure = await estimateNetworkFee(contextOn(data), callsOf).catch((error: unknown) => error)
        expect(failure).toBeInstanceOf(ContractRevertError)
        expect((failure as ContractRevertError).shortMessage).toBe(GENERIC_REVERT_SENTENCE)
      }
    }
  })
})
