/** The Dev Wallet: a funded local account for development against the local chain only. */
export * from './connectors/dev/index.ts'
