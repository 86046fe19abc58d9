/** Canonical Multicall3 address, the same on every chain; scripts/stack installs its bytecode there on anvil. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const
