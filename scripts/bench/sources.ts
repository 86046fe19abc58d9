import { relative, sep } from 'node:path'
import type { ChunkModules } from './buildWithModules.ts'
import type { FileSize } from './report.ts'

export type SourceShare = { source: string; gzip: number }

/** Groups a module id: an npm package by name, app code by its top two folders (src/wallet). */
export function sourceOf(moduleId: string, root: string): string {
  const id = moduleId.split('?')[0] ?? moduleId
  const inPackage = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]
  if (inPackage) return inPackage.replace(/\\/g, '/')
  if (id.startsWith('\0') || !id.startsWith(root)) return '(bundler runtime)'
  return relative(root, id).split(sep).slice(0, 2).join('/')
}

/**
 * Estimated gzip bytes per source in the first load: each chunk's gzip size split in proportion to its
 * modules' rendered (pre-minification) length. An estimate, good for finding what to move out.
 */
export function firstLoadBySource(
  firstLoad: readonly FileSize[],
  chunkModules: ChunkModules,
  root: string,
): SourceShare[] {
  const totals = new Map<string, number>()
  for (const file of firstLoad) {
    const modules = chunkModules.get(file.file.slice(1)) ?? []
    const rendered = modules.reduce((sum, module) => sum + module.renderedLength, 0)
    if (rendered === 0) {
      totals.set('(unattributed)', (totals.get('(unattributed)') ?? 0) + file.gzip)
      continue
    }
    for (const module of modules) {
      const source = sourceOf(module.id, root)
      totals.set(source, (totals.get(source) ?? 0) + (file.gzip * module.renderedLength) / rendered)
    }
  }
  return [...totals].map(([source, gzip]) => ({ source, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip)
}
