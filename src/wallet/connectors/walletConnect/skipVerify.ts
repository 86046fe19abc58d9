/**
 * WalletConnect's Verify API makes the app wait up to 5 s on each proposal and request for an iframe
 * from verify.walletconnect.org, which cannot attest an app on loopback and is unreachable offline.
 * SDK 2.25 has no option to skip it, and its test-run switch (`process.env.IS_VITEST`) is compiled away
 * in bundled code (the bundler turns `process.env` into `{}`), so the built client's Verify controller is
 * told to attest nothing: `register` answering `undefined` is what the SDK itself does in a test run.
 * Used only with a relay of one's own (development and tests); with WalletConnect's relay Verify stays on.
 */

/** The path to the SDK's Verify controller (EthereumProvider → UniversalProvider → SignClient → core). */
export interface WithVerify {
  readonly signer: {
    readonly client: {
      readonly core: {
        readonly verify: { register(params: { id: string; decryptedId: string }): Promise<string | undefined> }
      }
    }
  }
}

export function skipVerify<T extends WithVerify>(provider: T): T {
  provider.signer.client.core.verify.register = () => Promise.resolve(undefined)
  return provider
}
