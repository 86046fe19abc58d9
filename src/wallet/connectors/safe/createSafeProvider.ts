/**
 * EIP-1193 over the Safe Apps protocol: the Safe's address is the one account, transactions are
 * proposed to the Safe (the answer is the safeTxHash), messages go through signMessage, and every
 * other method is relayed to the Safe's own node with rpcCall.
 */
import { isAddress, numberToHex, type Address } from 'viem'
import { UnsupportedMethodError } from '../../errors/providerErrors.ts'
import { InvalidRequestError } from '../../errors/rpcErrors.ts'
import type { Eip1193Provider, RequestArguments } from '../../types.ts'
import type { SafeCommunicator } from './createSafeCommunicator.ts'
import type { SafeTransaction } from './safeMessages.ts'

export interface SafeInfo {
  readonly safeAddress: Address
  readonly chainId: number
}

/** Prompts wait on the Safe's owners; the same limit as a WalletConnect session request (5 minutes). */
export const SAFE_PROMPT_TIMEOUT_MS = 300_000
/** Node reads relayed by the Safe. */
export const SAFE_RPC_TIMEOUT_MS = 30_000

export function createSafeProvider(communicator: SafeCommunicator, info: SafeInfo): Eip1193Provider {
  return {
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const list: readonly unknown[] = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [info.safeAddress]
        case 'eth_chainId':
          return numberToHex(info.chainId)
        case 'net_version':
          return String(info.chainId)
        case 'eth_sendTransaction': {
          const answer = await communicator.send(
            'sendTransactions',
            { txs: [toSafeTransaction(list[0])] },
            SAFE_PROMPT_TIMEOUT_MS,
          )
          return field(answer, 'safeTxHash')
        }
        case 'personal_sign': {
          assertSafeAddress(list[1], info)
          const answer = await communicator.send('signMessage', { message: list[0] }, SAFE_PROMPT_TIMEOUT_MS)
          return signatureOf(answer)
        }
        case 'eth_signTypedData_v4': {
          assertSafeAddress(list[0], info)
          const typedData: unknown = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
          const answer = await communicator.send('signTypedMessage', { typedData }, SAFE_PROMPT_TIMEOUT_MS)
          return signatureOf(answer)
        }
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain':
          // A Safe lives on one chain; the app must follow it.
          throw new UnsupportedMethodError({ details: 'A Safe account exists on one network only.' })
        default:
          return communicator.send('rpcCall', { call: method, params: list }, SAFE_RPC_TIMEOUT_MS)
      }
    },
  }
}

function toSafeTransaction(raw: unknown): SafeTransaction {
  if (typeof raw !== 'object' || raw === null)
    throw new InvalidRequestError({ details: 'eth_sendTransaction needs a transaction object' })
  const to = 'to' in raw ? raw.to : undefined
  if (typeof to !== 'string' || !isAddress(to, { strict: false }))
    throw new InvalidRequestError({ details: 'a Safe transaction needs a valid "to" address' })
  const value = 'value' in raw && raw.value !== undefined ? raw.value : '0x0'
  const data = 'data' in raw && typeof raw.data === 'string' ? raw.data : '0x'
  if (typeof value !== 'string' && typeof value !== 'bigint')
    throw new InvalidRequestError({ details: 'transaction value must be a hex string' })
  return { to, value: BigInt(value).toString(), data }
}

function assertSafeAddress(address: unknown, info: SafeInfo): void {
  if (typeof address !== 'string' || address.toLowerCase() !== info.safeAddress.toLowerCase()) {
    throw new InvalidRequestError({ details: `only the Safe ${info.safeAddress} can sign here` })
  }
}

/** Off-chain signing answers the signature; on-chain signing only proposes it ('0x', like the Safe's own provider). */
function signatureOf(answer: unknown): unknown {
  const signature =
    typeof answer === 'object' && answer !== null && 'signature' in answer ? answer.signature : undefined
  return typeof signature === 'string' ? signature : '0x'
}

function field(answer: unknown, key: string): unknown {
  if (typeof answer === 'object' && answer !== null && key in answer) return (answer as Record<string, unknown>)[key]
  throw new InvalidRequestError({ details: `the Safe answered without ${key}` })
}
