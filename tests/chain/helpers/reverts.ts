import { BaseError, ContractFunctionRevertedError, decodeErrorResult, isHex, type Abi, type Hex } from 'viem'

export type DecodedRevert = { errorName: string; args: readonly unknown[] }

/** The raw revert data somewhere in a viem error chain (RPC errors carry it as `data`). */
function rawRevertData(error: BaseError): Hex | undefined {
  let found: Hex | undefined
  error.walk((cause) => {
    const data = (cause as { data?: unknown; raw?: unknown }).raw ?? (cause as { data?: unknown }).data
    if (typeof data === 'string' && isHex(data) && data.length >= 10) found = data
    return false
  })
  return found
}

/**
 * Awaits a contract call that must revert and returns the decoded custom error. viem decodes errors
 * of the called contract's ABI; errors raised by another contract (e.g. the token inside stake())
 * are decoded with `otherAbis`. Throws when the call succeeds or fails for another reason.
 */
export async function revertOf(call: Promise<unknown>, otherAbis: readonly Abi[] = []): Promise<DecodedRevert> {
  try {
    await call
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
    if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
      return { errorName: reverted.data.errorName, args: reverted.data.args ?? [] }
    }
    const data = rawRevertData(error)
    for (const abi of otherAbis) {
      if (!data) break
      try {
        const decoded = decodeErrorResult({ abi, data })
        return { errorName: decoded.errorName, args: decoded.args ?? [] }
      } catch {
        // not an error of this ABI: try the next
      }
    }
    throw error
  }
  throw new Error('expected the call to revert, but it succeeded')
}
