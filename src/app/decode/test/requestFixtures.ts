/** Requests as the app sends them, for the tests of their descriptions (/calls, the Dev Wallet, the Dev Phone Wallet). */
import { getTypesForEIP712Domain, serializeTypedData, type Address } from 'viem'
import { permitTypes } from '../../write/permitTypedData.ts'

export const account: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The local chain's deployment (anvil's first addresses). */
export const local = {
  stakeToken: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  staking: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  collection: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
} as const
export const contracts = { 31337: local }

/** A permit of 17 STK to the staking contract until 2027-01-15 08:00 UTC, as JSON text the way viem sends it. */
export function permitJson(
  overrides: { spender?: Address; token?: Address; value?: bigint; deadline?: bigint } = {},
): string {
  const domain = {
    name: 'StakeToken',
    version: '1',
    chainId: 31337,
    verifyingContract: overrides.token ?? local.stakeToken,
  }
  return serializeTypedData({
    domain,
    // viem writes the domain's fields its EIP712Domain type lists, as its signTypedData does
    types: { EIP712Domain: getTypesForEIP712Domain({ domain }), ...permitTypes } as typeof permitTypes,
    primaryType: 'Permit',
    message: {
      owner: account,
      spender: overrides.spender ?? local.staking,
      value: overrides.value ?? 17n * 10n ** 18n,
      nonce: 0n,
      deadline: overrides.deadline ?? 1_800_000_000n,
    },
  })
}
