/**
 * ERC-2612 permit typed data for a token that exposes its EIP-712 domain (ERC-5267 `eip712Domain`,
 * as OpenZeppelin's ERC20Permit does), so the domain is read from the token, never guessed.
 */
import { hexToNumber, type Address, type Client, type Hex, type TypedDataDomain } from 'viem'
import { getEip712Domain, readContract } from 'viem/actions'
import { stakeTokenAbi } from '../abi/index.ts'

export const permitTypes = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** ERC-5267 `fields` bits: which domain members the token signs over (OpenZeppelin: all but salt). */
const domainFieldBits = { name: 0x01, version: 0x02, chainId: 0x04, verifyingContract: 0x08, salt: 0x10 } as const

/** Only the members `fields` marks: an unmarked zero salt would change the domain separator. */
function signedDomain(domain: TypedDataDomain, fields: Hex): TypedDataDomain {
  const used = hexToNumber(fields)
  const signed: Record<string, unknown> = {}
  for (const [member, bit] of Object.entries(domainFieldBits)) {
    if (used & bit) signed[member] = domain[member as keyof TypedDataDomain]
  }
  return signed as TypedDataDomain
}

export interface PermitRequest {
  readonly token: Address
  readonly owner: Address
  readonly spender: Address
  readonly value: bigint
  /** Unix seconds after which the signature is void. */
  readonly deadline: bigint
}

/** The typed data the owner signs (eth_signTypedData_v4) to let `spender` move `value` until `deadline`. */
export async function readPermitTypedData(client: Client, request: PermitRequest) {
  const [{ domain, fields }, nonce] = await Promise.all([
    getEip712Domain(client, { address: request.token }),
    readContract(client, {
      address: request.token,
      abi: stakeTokenAbi,
      functionName: 'nonces',
      args: [request.owner],
    }),
  ])
  const { owner, spender, value, deadline } = request
  return {
    domain: signedDomain(domain, fields),
    types: permitTypes,
    primaryType: 'Permit' as const,
    message: { owner, spender, value, nonce, deadline },
  }
}
