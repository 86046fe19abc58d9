import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { contentTypeFor, isCompressible } from './contentTypes.ts'

/** The encodings the server answers with, best first, and the file beside each asset that holds it. */
export const PRECOMPRESSED = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const

export type ContentCoding = (typeof PRECOMPRESSED)[number]['coding']

/** Below this, the encoding headers cost about what compression saves. */
const minBytes = 512

/** Brotli at quality 11 and gzip at level 9: paid once at build time, never per request. */
export function compress(body: Buffer, coding: ContentCoding): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: 9 })
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  })
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of `root` worth compressing (when smaller than the
 * file itself). Returns how many compressed files it wrote.
 */
export async function precompressFolder(root: string): Promise<number> {
  const suffixes: readonly string[] = PRECOMPRESSED.map((variant) => variant.suffix)
  let written = 0
  for (const path of await filesUnder(root)) {
    if (suffixes.some((suffix) => path.endsWith(suffix)) || !isCompressible(contentTypeFor(path))) continue
    const body = await readFile(path)
    if (body.length < minBytes) continue
    for (const { coding, suffix } of PRECOMPRESSED) {
      const compressed = compress(body, coding)
      if (compressed.length >= body.length) continue
      await writeFile(`${path}${suffix}`, compressed)
      written++
    }
  }
  return written
}
