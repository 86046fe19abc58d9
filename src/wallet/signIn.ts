// Entry `<package>/sign-in`: Sign-In with Ethereum (EIP-4361) on top of a wallet.
export * from './signIn/index.ts'
