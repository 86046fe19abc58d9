import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { compress, PRECOMPRESSED } from '../../../server/precompress.ts'

/** Where the copy is served: `npm run serve` answers /static-copy with static-copy.html. */
export const STATIC_COPY_PATH = '/static-copy'

/** The prerendered page without anything that runs: module scripts, modulepreloads and the idle-hint list. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<meta name="idle-prefetch"[^>]*>\s*/g, '')
}

/**
 * Writes a static copy of the build's home page (the same HTML and stylesheets, no scripts) beside it, with its
 * .br and .gz like every page, so the bench can tell what the scripts cost the first paint.
 */
export async function writeStaticCopy(distDir: string): Promise<void> {
  const copy = Buffer.from(withoutScripts(await readFile(join(distDir, 'index.html'), 'utf8')))
  const file = join(distDir, `${STATIC_COPY_PATH.slice(1)}.html`)
  await writeFile(file, copy)
  for (const { coding, suffix } of PRECOMPRESSED) await writeFile(`${file}${suffix}`, compress(copy, coding))
}
