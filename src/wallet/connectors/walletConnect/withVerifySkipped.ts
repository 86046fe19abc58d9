/**
 * WalletConnect's Verify API makes the app wait up to 5 s on each proposal and request for an iframe
 * from verify.walletconnect.org, which cannot attest an app on loopback and is unreachable offline.
 * SDK 2.25 has no option to skip it; its own test-run switch does (`isTestRun` in @walletconnect/utils
 * reads `process.env.IS_VITEST`, and the Verify controller reads it once, when the SDK's core is built).
 * The switch is on only while `start` builds the client, because the SDK's link-mode code also reads it
 * later and then expects React Native's `global`. Used only with a relay of one's own (development and
 * tests); with WalletConnect's relay Verify stays on.
 */
export function withVerifySkipped<T>(start: () => T): T {
  const scope = globalThis as { process?: { env?: Record<string, string | undefined> } }
  const hadProcess = scope.process !== undefined
  scope.process ??= {}
  scope.process.env ??= {}
  const env = scope.process.env
  const previous = env.IS_VITEST
  env.IS_VITEST = 'true'
  try {
    return start() // EthereumProvider.init builds the core synchronously, before its first await
  } finally {
    if (previous === undefined) delete env.IS_VITEST
    else env.IS_VITEST = previous
    if (!hadProcess) delete scope.process
  }
}
