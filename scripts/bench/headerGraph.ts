import type { ChunkImports, ChunkModules } from './buildWithModules.ts'

/** The module that renders the connected header (chain button, chain icon, account button). */
export const HEADER_MODULE = /[\\/]src[\\/]ui[\\/]shell[\\/]ConnectedControl\.tsx$/

/**
 * What must not be on the path to the address: viem's clients and transports (the read side, loaded
 * with the first read) and signature crypto (secp256k1 in @noble/curves). Keccak (@noble/hashes) is
 * allowed: the wallet module checksums addresses with it.
 */
export const HEAVY_FOR_HEADER: readonly { label: string; pattern: RegExp }[] = [
  { label: "viem's clients and transports", pattern: /[\\/]viem[\\/]_esm[\\/]clients[\\/]/ },
  { label: 'signature crypto (@noble/curves)', pattern: /[\\/]@noble[\\/]curves[\\/]/ },
]

export type HeaderCheck = {
  /** The chunk holding HEADER_MODULE; undefined when no chunk does (the check then fails). */
  chunk: string | undefined
  /** That chunk and every chunk it imports statically, transitively. */
  chunks: string[]
  offending: { module: string; label: string }[]
}

/** Follows the header chunk's static imports and lists the heavy modules they hold. */
export function checkHeaderGraph(chunkModules: ChunkModules, chunkImports: ChunkImports): HeaderCheck {
  const chunk = [...chunkModules].find(([, modules]) => modules.some((module) => HEADER_MODULE.test(module.id)))?.[0]
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    for (const imported of chunkImports.get(fileName) ?? []) visit(imported)
  }
  if (chunk) visit(chunk)
  const offending = [...seen].flatMap((fileName) =>
    (chunkModules.get(fileName) ?? []).flatMap((module) =>
      HEAVY_FOR_HEADER.filter(({ pattern }) => pattern.test(module.id)).map(({ label }) => ({
        module: module.id,
        label,
      })),
    ),
  )
  return { chunk, chunks: [...seen].sort(), offending }
}
