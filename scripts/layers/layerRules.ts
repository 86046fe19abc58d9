import type { ImportEdge } from './importGraph.ts'

/** A layer of the house: the folder it owns, its rank (lower layers never import higher ones) and its public entries. */
export interface Layer {
  readonly name: string
  /** Folder prefixes (relative to the repository root) or single files this layer owns. */
  readonly owns: readonly string[]
  readonly rank: number
  /** The files other layers may import; empty: no other layer imports it. */
  readonly entries: readonly string[]
  /** Layers this one must never import, whatever their rank (server and browser code stay apart). */
  readonly never?: readonly string[]
}

/**
 * The layers, bottom to top (docs/architecture.md, "Layers"): the wallet module, the chain library, the
 * app logic, the React views, and the setup that builds the app's singletons and hands them down.
 * The server stands beside them and may use the two libraries' public entries only.
 */
export const LAYERS: readonly Layer[] = [
  {
    name: 'wallet',
    owns: ['src/wallet/'],
    rank: 0,
    entries: [
      'src/wallet/index.ts',
      'src/wallet/walletconnect.ts',
      'src/wallet/safe.ts',
      'src/wallet/dev.ts',
      'src/wallet/signIn.ts',
    ],
  },
  { name: 'chains', owns: ['src/chains/'], rank: 1, entries: ['src/chains/index.ts'] },
  { name: 'app', owns: ['src/app/'], rank: 2, entries: ['src/app/index.ts', 'src/app/decode.ts'] },
  { name: 'ui', owns: ['src/ui/'], rank: 3, entries: ['src/ui/index.ts'] },
  { name: 'setup', owns: ['src/'], rank: 4, entries: [], never: ['server'] },
  { name: 'server', owns: ['server/'], rank: 4, entries: [], never: ['app', 'ui', 'setup'] },
]

/** The layer owning a file: the longest matching prefix wins (src/wallet/ before src/). */
export function layerOf(file: string, layers: readonly Layer[] = LAYERS): Layer | undefined {
  let best: Layer | undefined
  let bestLength = -1
  for (const layer of layers) {
    for (const prefix of layer.owns) {
      if ((file === prefix || file.startsWith(prefix)) && prefix.length > bestLength) {
        best = layer
        bestLength = prefix.length
      }
    }
  }
  return best
}

/** Every edge that breaks the layering: an upward import, an import of a forbidden layer, or a deep import into another layer. */
export function layerViolations(edges: readonly ImportEdge[], layers: readonly Layer[] = LAYERS): string[] {
  return edges.flatMap(({ from, to }) => {
    const source = layerOf(from, layers)
    const target = layerOf(to, layers)
    if (!source || !target || source === target) return []
    if (source.never?.includes(target.name)) return [`${from} → ${to}: ${source.name} must not import ${target.name}`]
    if (target.rank > source.rank) return [`${from} → ${to}: upward import (${source.name} → ${target.name})`]
    if (!target.entries.includes(to))
      return [`${from} → ${to}: deep import into ${target.name}; use ${target.entries.join(' or ') || 'nothing'}`]
    return []
  })
}
