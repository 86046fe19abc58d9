import { build, minifySync, type Plugin } from 'vite'

/**
 * A module as bundled into a chunk: `renderedLength` is its code's length before minification,
 * `minifiedLength` after minifying that code on its own (how much of the shipped chunk it takes, roughly).
 */
export type ChunkModule = { id: string; renderedLength: number; minifiedLength?: number | undefined }

/** Output chunk file name (e.g. assets/index-abc.js) → the source modules bundled into it. */
export type ChunkModules = Map<string, ChunkModule[]>

/** Output chunk file name → the chunks it imports statically. */
export type ChunkImports = Map<string, string[]>

export type BuildGraph = { chunkModules: ChunkModules; chunkImports: ChunkImports }

/**
 * The module's rendered code minified alone, or undefined when it cannot be. A fragment of a chunk, so minified as a
 * script (module mode would drop its exports as unused) with its top-level names mangled as the chunk's are.
 */
function minifiedLength(code: string | null): number | undefined {
  if (!code) return 0
  try {
    return minifySync('module.js', code, { module: false, compress: true, mangle: { toplevel: true } }).code.length
  } catch {
    return undefined
  }
}

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
          minifiedLength: minifiedLength(module.code),
        }))
        chunkModules.set(output.fileName, modules)
        chunkImports.set(output.fileName, [...output.imports])
      }
    },
  }
  await build({ root, mode: 'production', logLevel: 'warn', plugins: [recordChunks] })
  return { chunkModules, chunkImports }
}
