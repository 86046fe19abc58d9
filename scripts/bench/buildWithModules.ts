import { build, type Plugin } from 'vite'

/** A module as bundled into a chunk; renderedLength is its code's length before minification. */
export type ChunkModule = { id: string; renderedLength: number }

/** Output chunk file name (e.g. assets/index-abc.js) → the source modules bundled into it. */
export type ChunkModules = Map<string, ChunkModule[]>

/** Output chunk file name → the chunks it imports statically. */
export type ChunkImports = Map<string, string[]>

export type BuildGraph = { chunkModules: ChunkModules; chunkImports: ChunkImports }

/**
 * Runs the production build (`vite build` with the project's vite.config.ts) and records, through a
 * read-only plugin, which modules went into each chunk and which chunks each imports: that is how WalletConnect code is found exactly,
 * and what the first-load breakdown by source is drawn from.
 */
export async function buildWithModules(root: string): Promise<BuildGraph> {
  const chunkModules: ChunkModules = new Map()
  const chunkImports: ChunkImports = new Map()
  const recordChunks: Plugin = {
    name: 'bench-record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = Object.entries(output.modules).map(([id, module]) => ({
          id,
          renderedLength: module.renderedLength,
        }))
        chunkModules.set(output.fileName, modules)
        chunkImports.set(output.fileName, [...output.imports])
      }
    },
  }
  await build({ root, mode: 'production', logLevel: 'warn', plugins: [recordChunks] })
  return { chunkModules, chunkImports }
}
