import {
  isAddressEqual,
  isErc6492Signature,
  parseErc6492Signature,
  recoverMessageAddress,
  type Address,
  type Hex,
} from 'viem'

/** What verification needs from the chains (ERC-1271 / ERC-6492 go through each chain's RPC). */
export interface SiweVerifier {
  /** The chains this site signs in on. */
  readonly chainIds: () => Promise<readonly number[]>
  /** Whether the site signs in on `chainId`, answered without a node once that chain's node is known (default: chainIds). */
  readonly supportsChain?: (chainId: number) => Promise<boolean>
  /** Whether the account has contract code (a smart account) on the chain: one eth_getCode. */
  readonly hasCode: (chainId: number, address: Address) => Promise<boolean>
  /** The full check through the chain's node, smart accounts included: one eth_call. */
  readonly verifySiweMessage: (chainId: number, args: SignatureArgs) => Promise<boolean>
}

export type SignatureArgs = { message: string; signature: Hex; domain: string; nonce: string; time: Date }

/** The node's side, as verification may use it for one request: cached, and within its client's share of the budget (nodeBudget.ts). */
export interface NodeGate {
  /** Whether the account has code; cached per address, answers included that there is none. */
  readonly hasCode: (chainId: number, address: Address) => Promise<boolean>
  /** Takes a token for one signature check of the account on chain (waiting briefly in line), or throws 503. */
  readonly beforeCall: (chainId: number, address: Address) => Promise<void>
  /** The node said the account's signature is valid: its later checks may use the budget's reserve. */
  readonly verified: (chainId: number, address: Address) => Promise<void>
  /** Whether an ERC-6492 wrapper naming this factory may be simulated for an account without code. */
  readonly factoryAllowed: (factory: Address) => boolean
}

/**
 * Decides a signature as cheaply as possible: one that recovers to the address (plain, or inside an ERC-6492
 * wrapper) needs no node. The chain is asked only for an account with code (ERC-1271) or a counterfactual one
 * whose wrapper names an allowed factory; anything else is refused without an eth_call.
 */
export async function checkSignature(
  verifier: SiweVerifier,
  gate: NodeGate,
  chainId: number,
  address: Address,
  args: SignatureArgs,
): Promise<boolean> {
  const wrapped = isErc6492Signature(args.signature) ? unwrap(args.signature) : undefined
  if (wrapped === null) return false
  const recovered = await recoverMessageAddress({
    message: args.message,
    signature: wrapped?.signature ?? args.signature,
  }).catch(() => undefined)
  if (recovered && isAddressEqual(recovered, address)) return true
  const worthACall = (wrapped && gate.factoryAllowed(wrapped.address)) || (await gate.hasCode(chainId, address))
  if (!worthACall) return false
  await gate.beforeCall(chainId, address)
  const valid = await verifier.verifySiweMessage(chainId, args)
  if (valid) await gate.verified(chainId, address)
  return valid
}

/** The parts of an ERC-6492 wrapper, or null when its encoding is broken. */
function unwrap(signature: Hex): { address: Address; signature: Hex } | null {
  try {
    const { address, signature: inner } = parseErc6492Signature(signature)
    return address ? { address, signature: inner } : null
  } catch {
    return null
  }
}
