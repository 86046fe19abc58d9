import { relative, sep } from 'node:path'
import type { ChunkModule, ChunkModules } from './buildWithModules.ts'
import type { FileSize } from './report.ts'

export type SourceShare = { source: string; gzip: number }
export type ModuleShare = { module: string; file: string; gzip: number }

/** Groups a module id: an npm package by name, app code by its top two folders (src/wallet). */
export function sourceOf(moduleId: string, root: string): string {
  const id = moduleId.split('?')[0] ?? moduleId
  const inPackage = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]
  if (inPackage) return inPackage.replace(/\\/g, '/')
  if (id.startsWith('\0') || !id.startsWith(root)) return '(bundler runtime)'
  return relative(root, id).split(sep).slice(0, 2).join('/')
}

/** A module id as a reader looks for it: the path inside its package, or inside the repository. */
export function moduleName(moduleId: string, root: string): string {
  const id = moduleId.split('?')[0] ?? moduleId
  const inPackage = /.*[\\/]node_modules[\\/](.+)$/.exec(id)?.[1]
  if (inPackage) return inPackage.replace(/\\/g, '/')
  if (id.startsWith('\0') || !id.startsWith(root)) return id.replace(/^\0/, '')
  return relative(root, id).split(sep).join('/')
}

/** How much of its chunk a module takes: its minified length where known, else its rendered length. */
const weightOf = (module: ChunkModule): number => module.minifiedLength ?? module.renderedLength

/** A module's (unrounded) share of the first load; id undefined: a file whose modules are unknown. */
type Share = { id: string | undefined; file: string; gzip: number }

/**
 * Each first-load file's gzip size split in proportion to its modules' minified length. An estimate (gzip is
 * not additive), good for finding what to move out.
 */
function firstLoadShares(firstLoad: readonly FileSize[], chunkModules: ChunkModules): Share[] {
  return firstLoad.flatMap((file): Share[] => {
    const modules = chunkModules.get(file.file.slice(1)) ?? []
    const total = modules.reduce((sum, module) => sum + weightOf(module), 0)
    if (total === 0) return [{ id: undefined, file: file.file, gzip: file.gzip }]
    return modules.map((module) => ({ id: module.id, file: file.file, gzip: (file.gzip * weightOf(module)) / total }))
  })
}

/** Estimated gzip bytes per module of the first load, largest first. */
export function firstLoadByModule(
  firstLoad: readonly FileSize[],
  chunkModules: ChunkModules,
  root: string,
): ModuleShare[] {
  return firstLoadShares(firstLoad, chunkModules)
    .map(({ id, file, gzip }) => ({
      module: id === undefined ? '(unattributed)' : moduleName(id, root),
      file,
      gzip: Math.round(gzip),
    }))
    .sort((a, b) => b.gzip - a.gzip)
}

/** The same estimate summed per source (`sourceOf`): npm package or app folder, largest first. */
export function firstLoadBySource(
  firstLoad: readonly FileSize[],
  chunkModules: ChunkModules,
  root: string,
): SourceShare[] {
  const totals = new Map<string, number>()
  for (const { id, gzip } of firstLoadShares(firstLoad, chunkModules)) {
    const source = id === undefined ? '(unattributed)' : sourceOf(id, root)
    totals.set(source, (totals.get(source) ?? 0) + gzip)
  }
  return [...totals].map(([source, gzip]) => ({ source, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip)
}
