import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/** Every .js file under dist, as URL paths (/assets/x.js). */
export async function listJsFiles(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort()
}

/** The JS index.html loads eagerly: module scripts and modulepreload links, in document order. */
export async function eagerFromIndexHtml(distDir: string): Promise<string[]> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8')
  const eager: string[] = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag)
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload/i.test(tag)
    const url = /\b(?:src|href)=["']?([^"' >]+)/i.exec(tag)?.[1]
    if ((isModuleScript || isPreload) && url) eager.push(new URL(url, 'http://x/').pathname)
  }
  return eager
}
