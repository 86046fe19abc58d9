import { gzipSync } from 'node:zlib'

export type Size = { raw: number; gzip: number }

/** Raw bytes and bytes after gzip level 9 of this file alone (how the budget is defined). */
export function sizeOf(body: Buffer): Size {
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
}

export function sumSizes(sizes: readonly Size[]): Size {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  })
}

/** kB of 1000 bytes, one decimal. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`
}
