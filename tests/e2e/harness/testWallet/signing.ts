import { isHex, type Hex, type HDAccount, type TypedDataDefinition } from 'viem'
import { invalidParams } from './rpcError.ts'

/** personal_sign: params [message, address]; a hex message is signed as raw bytes, like MetaMask does. */
export function personalSign(account: HDAccount, message: unknown): Promise<Hex> {
  if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** eth_signTypedData_v4: params [address, typedData (JSON string or object)]. */
export function signTypedDataV4(account: HDAccount, typedData: unknown): Promise<Hex> {
  let parsed: unknown = typedData
  if (typeof typedData === 'string') {
    try {
      parsed = JSON.parse(typedData)
    } catch {
      throw invalidParams('eth_signTypedData_v4: typed data is not valid JSON')
    }
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('types' in parsed) ||
    !('primaryType' in parsed) ||
    !('message' in parsed)
  ) {
    throw invalidParams('eth_signTypedData_v4: typed data needs types, primaryType and message')
  }
  const { EIP712Domain: _domainType, ...types } = parsed.types as Record<string, unknown>
  const definition = { ...parsed, types } as unknown as TypedDataDefinition
  return account.signTypedData(definition)
}
