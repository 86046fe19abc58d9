/**
 * Finds WalletConnect SDK code in a chunk. Import specifiers vanish when bundling, so the exact test is the
 * module list the build recorded; content markers only SDK code carries back it up. The bare word
 * 'WalletConnect' is not a marker: the app's wallet list names that option in its eager code.
 */
const sdkModulePattern = /[\\/]node_modules[\\/]((?:@walletconnect|@reown)[\\/].*)$/
const sdkContentMarkers = ['@walletconnect/', 'relay.walletconnect.', 'WalletConnectModal']
const sdkChunkNamePattern = /walletconnect|reown/i

/** Why this chunk counts as WalletConnect code, or undefined when it does not. */
export function walletConnectEvidence(
  fileName: string,
  content: string,
  moduleIds: readonly string[] = [],
): string | undefined {
  for (const id of moduleIds) {
    const sdkPath = sdkModulePattern.exec(id)?.[1]
    if (sdkPath) return `bundles ${sdkPath}`
  }
  const marker = sdkContentMarkers.find((candidate) => content.includes(candidate))
  if (marker) return `contains '${marker}'`
  if (sdkChunkNamePattern.test(fileName)) return 'chunk name'
  return undefined
}
