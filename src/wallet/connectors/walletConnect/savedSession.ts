/**
 * Storage key marking that an option holds a WalletConnect session, so a reload resumes it and,
 * when there is none, resume() returns at once without loading the SDK.
 */
export function savedSessionKey(optionId: string): string {
  return `${optionId}.walletConnectSession`
}
