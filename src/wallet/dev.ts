// Entry `<package>/dev`: the Dev Wallet (a funded local account on chain 31337), for development builds only.
export { devWallet, DEV_MNEMONIC, DEV_CHAIN_ID, showDevPrompt, createDevProvider } from './connectors/dev/index.ts'
export type {
  DevWalletOptions,
  DevConfirm,
  DevDescribe,
  DevNetwork,
  DevPromptRequest,
} from './connectors/dev/index.ts'
