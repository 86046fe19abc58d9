import { build, type Plugin } from 'vite'

/** Output chunk file name (e.g. assets/index-abc.js) → the source module ids bundled into it. */
export type ChunkModules = Map<string, string[]>

/**
 * Runs the production build (`vite build` with the project's vite.config.ts) and records, through a
 * read-only plugin, which modules went into each chunk: that is how WalletConnect code is found exactly.
 */
export async function buildWithModules(root: string): Promise<ChunkModules> {
  const chunkModules: ChunkModules = new Map()
  const recordChunks: Plugin = {
    name: 'bench-record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunkModules.set(output.fileName, [...output.moduleIds])
      }
    },
  }
  await build({ root, mode: 'production', logLevel: 'warn', plugins: [recordChunks] })
  return chunkModules
}
