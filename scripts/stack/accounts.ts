import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { devMnemonic } from './anvil'

/** The funded anvil dev accounts (`test … junk` mnemonic, m/44'/60'/0'/0/i), derived rather than typed in. */
export function devAccounts(count = 10): HDAccount[] {
  return Array.from({ length: count }, (_, addressIndex) => mnemonicToAccount(devMnemonic, { addressIndex }))
}
