import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** One import edge between two source files of the repository (paths relative to the root). */
export interface ImportEdge {
  readonly from: string
  readonly to: string
  readonly specifier: string
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx']

/** Test files and test-only helpers are not part of the production graph. */
export function isTestFile(path: string): boolean {
  return /\.test(-d)?\.tsx?$/.test(path) || /(^|\/)(test|testing|__snapshots__)\//.test(path)
}

/** Every .ts/.tsx file below `dir` (relative to `root`), tests excluded. */
export function sourceFilesUnder(root: string, dir: string): string[] {
  const absolute = join(root, dir)
  if (!existsSync(absolute)) return []
  return readdirSync(absolute).flatMap((name) => {
    const path = join(absolute, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFilesUnder(root, relative(root, path))
    const rel = relative(root, path)
    return SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !isTestFile(rel) && !name.endsWith('.d.ts')
      ? [rel]
      : []
  })
}

/**
 * Every module specifier of a file: static imports and re-exports (type-only ones included) and
 * dynamic `import()` calls, as TypeScript's own pre-processor reads them.
 */
export function specifiersOf(source: string): string[] {
  const info = ts.preProcessFile(source, true, true)
  return info.importedFiles.map((file) => file.fileName)
}

/** The repository file a relative specifier points to, or undefined for packages and assets. */
export function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(root, dirname(from), specifier)
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ]
  const hit = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
  if (hit && SOURCE_EXTENSIONS.some((ext) => hit.endsWith(ext))) return relative(root, hit)
  if (hit) return undefined // a stylesheet, JSON or image
  return relative(root, base) // unresolved: reported by the caller as an edge to a missing file
}

/** The import edges between the given files and any repository file they point to. */
export function importEdges(root: string, files: readonly string[]): ImportEdge[] {
  return files.flatMap((from) =>
    specifiersOf(readFileSync(join(root, from), 'utf8')).flatMap((specifier) => {
      const to = resolveSpecifier(root, from, specifier)
      return to === undefined ? [] : [{ from, to, specifier }]
    }),
  )
}

/** Import circles (each as the list of files around it), found by Tarjan's strongly connected components. */
export function findCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to])
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let counter = 0
  const visit = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member === undefined) break
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    const selfLoop = (next.get(node) ?? []).includes(node)
    if (component.length > 1 || selfLoop) cycles.push(component.sort())
  }
  for (const node of next.keys()) if (!index.has(node)) visit(node)
  return cycles
}
