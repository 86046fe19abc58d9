import { gzipSync } from 'node:zlib'
import { compress } from '../../server/precompress.ts'

export type Size = { raw: number; gzip: number; brotli: number }

/**
 * Raw bytes, bytes after gzip level 9 (how the budget is defined) and after Brotli quality 11 (what
 * `npm run serve` sends browsers that accept it) of this file alone.
 */
export function sizeOf(body: Buffer): Size {
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, brotli: compress(body, 'br').length }
}

export function sumSizes(sizes: readonly Size[]): Size {
  return sizes.reduce(
    (total, size) => ({
      raw: total.raw + size.raw,
      gzip: total.gzip + size.gzip,
      brotli: total.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  )
}

/** kB of 1000 bytes, one decimal. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`
}
