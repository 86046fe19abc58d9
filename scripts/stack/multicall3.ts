import { createTestClient, http, keccak256, publicActions, type Address, type Hex } from 'viem'
import { multicall3RuntimeBytecode } from './multicall3Bytecode'
import { MULTICALL3_ADDRESS } from '../../src/chains/index.ts'

/** Same address on every chain (mds1/multicall keyless deployment). */
export const multicall3Address: Address = MULTICALL3_ADDRESS
/** keccak256 of the canonical runtime code (3808 bytes). */
export const multicall3CodeHash: Hex = '0xd5c15df687b16f2ff992fc8d767b4216323184a2bbc6ee2f9c398c318e770891'

export class Multicall3InstallError extends Error {
  override name = 'Multicall3InstallError'
}

/**
 * Places the canonical Multicall3 runtime code at its canonical address with anvil_setCode
 * (a fresh anvil has none, and viem's multicall then fails every call), then checks the code hash.
 */
export async function installMulticall3(rpcUrl: string): Promise<Address> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  await client.setCode({ address: multicall3Address, bytecode: multicall3RuntimeBytecode })
  const code = await client.getCode({ address: multicall3Address })
  if (!code || keccak256(code) !== multicall3CodeHash) {
    throw new Multicall3InstallError(`Multicall3 code at ${multicall3Address} does not match the canonical code`)
  }
  return multicall3Address
}
