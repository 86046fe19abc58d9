import type { RpcErrorShape } from './types.ts'

/** A wallet-side failure with its EIP-1193 / JSON-RPC code, returned to the page in an envelope. */
export class TestWalletRpcError extends Error {
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'TestWalletRpcError'
    this.code = code
    this.data = data
  }

  toShape(): RpcErrorShape {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

export const userRejected = (code = 4001) => new TestWalletRpcError(code, 'User rejected the request.')
export const unauthorized = () =>
  new TestWalletRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
export const unknownChain = (chainId: number) =>
  new TestWalletRpcError(
    4902,
    `Unrecognized chain ID "0x${chainId.toString(16)}". Try adding the chain using wallet_addEthereumChain first.`,
  )
export const invalidParams = (message: string) => new TestWalletRpcError(-32602, message)
export const unsupportedMethod = (method: string) =>
  new TestWalletRpcError(4200, `The requested method ${method} is not supported by this wallet.`)
