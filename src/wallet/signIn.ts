/** Sign-In with Ethereum: the adapter and the verify state machine (loaded on demand). */
export * from './signIn/index.ts'
