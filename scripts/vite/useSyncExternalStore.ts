/**
 * Stands in for `use-sync-external-store/shim` (wouter imports it for React < 18): React 19 has the hook
 * itself, and the shim's fallback code would otherwise ride in the startup chunk.
 */
export { useSyncExternalStore } from 'react'
