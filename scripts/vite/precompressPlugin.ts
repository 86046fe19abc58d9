import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { precompressFolder } from '../../server/precompress.ts'

/**
 * Writes the `.br` (quality 11) and `.gz` beside each text file of the build, after everything else wrote its
 * output (the prerendered pages included), so `npm run serve` never compresses per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir)
      },
    },
  }
}
