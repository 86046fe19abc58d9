/**
 * What the Dev Phone Wallet does once a person approves a request: sign with its local account, or
 * send the transaction to the chain's RPC. Errors carry EIP-1193 codes, as a phone wallet answers.
 */
import { createWalletClient, hexToBigInt, http, numberToHex, type Chain, type Hex, type LocalAccount } from 'viem'

export class WalletAnswerError extends Error {
  override name = 'WalletAnswerError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export interface AnswerContext {
  readonly account: LocalAccount
  readonly chain: Chain
  readonly rpcUrl: string
}

type TransactionFields = { to?: Hex; data?: Hex; value?: bigint; gas?: bigint }

function readTransaction(raw: unknown): TransactionFields {
  if (typeof raw !== 'object' || raw === null)
    throw new WalletAnswerError(-32602, 'eth_sendTransaction needs an object')
  const tx = raw as Record<string, unknown>
  const hex = (name: string): Hex | undefined => {
    const value = tx[name]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value))
      throw new WalletAnswerError(-32602, `eth_sendTransaction: ${name} is not hex`)
    return value as Hex
  }
  const value = hex('value')
  const gas = hex('gas')
  return {
    ...(hex('to') ? { to: hex('to') } : {}),
    ...((hex('data') ?? hex('input')) ? { data: hex('data') ?? hex('input') } : {}),
    ...(value ? { value: hexToBigInt(value) } : {}),
    ...(gas ? { gas: hexToBigInt(gas) } : {}),
  }
}

export async function answerRequest(
  method: string,
  params: readonly unknown[],
  context: AnswerContext,
): Promise<unknown> {
  const { account, chain } = context
  switch (method) {
    case 'personal_sign':
      return account.signMessage({ message: { raw: params[0] as Hex } })
    case 'eth_signTypedData_v4':
    case 'eth_signTypedData': {
      const json = params[1]
      const typedData: unknown = typeof json === 'string' ? JSON.parse(json) : json
      return account.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    }
    case 'wallet_getCapabilities': {
      // It signs one transaction at a time: no atomic batches on any chain asked (EIP-5792).
      const asked = Array.isArray(params[1]) ? (params[1] as unknown[]).map(String) : [numberToHex(chain.id)]
      return Object.fromEntries(asked.map((id) => [id, { atomic: { status: 'unsupported' } }]))
    }
    case 'eth_sendTransaction': {
      const signer = createWalletClient({ account, chain, transport: http(context.rpcUrl) })
      return signer.sendTransaction({ account, chain, ...readTransaction(params[0]) })
    }
    default:
      throw new WalletAnswerError(4200, `The Dev Phone Wallet does not support ${method}.`)
  }
}
