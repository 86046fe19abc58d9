import { isAddressEqual, isErc6492Signature, recoverMessageAddress, type Address, type Hex } from 'viem'

/** What verification needs from the chains (ERC-1271 / ERC-6492 go through each chain's RPC). */
export interface SiweVerifier {
  /** The chains this site signs in on. */
  readonly chainIds: () => Promise<readonly number[]>
  /** Whether the account has contract code (a smart account) on the chain. */
  readonly hasCode: (chainId: number, address: Address) => Promise<boolean>
  /** The full check through the chain's node, smart accounts included. */
  readonly verifySiweMessage: (chainId: number, args: SignatureArgs) => Promise<boolean>
}

export type SignatureArgs = { message: string; signature: Hex; domain: string; nonce: string; time: Date }

/**
 * Decides a signature as cheaply as possible: a plain signature that recovers to the address needs no node;
 * the chain (ERC-1271 / ERC-6492 through viem) is asked only for an ERC-6492-wrapped signature or an address
 * that has code. A junk signature for an account without code is refused without an eth_call.
 */
export async function checkSignature(
  verifier: SiweVerifier,
  chainId: number,
  address: Address,
  args: SignatureArgs,
): Promise<boolean> {
  if (isErc6492Signature(args.signature)) return verifier.verifySiweMessage(chainId, args)
  const recovered = await recoverMessageAddress({ message: args.message, signature: args.signature }).catch(
    () => undefined,
  )
  if (recovered && isAddressEqual(recovered, address)) return true
  if (!(await verifier.hasCode(chainId, address))) return false
  return verifier.verifySiweMessage(chainId, args)
}
