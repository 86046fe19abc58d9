import type { Address } from 'viem'

/**
 * ERC-6492 factories whose deployment the server simulates for an account that has no code yet (SIWE_ERC6492_FACTORIES
 * replaces the list). The defaults are the Coinbase Smart Wallet factories (v1 and v1.1, the same address on every
 * chain they are on): that wallet signs with ERC-6492 before its first transaction. Any other counterfactual account
 * signs in once its factory is listed or once it is deployed (then ERC-1271 applies and no factory is called).
 */
export const DEFAULT_ERC6492_FACTORIES: readonly Address[] = [
  '0x0BA5ED0c6AA8c49038F819E587E2633c4A9F428a',
  '0xBA5ED110eFDBa3D005bfC882d75358ACBbB85842',
]
