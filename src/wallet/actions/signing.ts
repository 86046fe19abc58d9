/**
 * personal_sign and eth_signTypedData_v4 through viem's actions (message encoding, typed data
 * validation and serialisation), over the module's request path. Loaded on first use.
 */
import type { Address, Chain, Hex, SignableMessage, TypedData, TypedDataDefinition } from 'viem'
import { signMessage, signTypedData } from 'viem/actions'
import { actionClient, type Request } from './viemClient.ts'

export function signMessageWith(
  request: Request,
  account: Address,
  chain: Chain | undefined,
  message: SignableMessage,
): Promise<Hex> {
  return signMessage(actionClient(request, account, chain), { account, message })
}

export function signTypedDataWith<
  const T extends TypedData | Record<string, unknown>,
  P extends keyof T | 'EIP712Domain',
>(request: Request, account: Address, chain: Chain | undefined, typedData: TypedDataDefinition<T, P>): Promise<Hex> {
  return signTypedData(actionClient(request, account, chain), { account, ...typedData } as Parameters<
    typeof signTypedData
  >[1])
}
