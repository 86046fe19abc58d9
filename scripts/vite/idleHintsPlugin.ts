import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The meta tag src/setup/idleHints.ts reads: space-separated URLs to prefetch once the page is idle. */
export const IDLE_HINTS_META = 'idle-prefetch'

function chunksByFile(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>()
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
  return chunks
}

/** `start` and every chunk it imports statically, transitively. */
function staticClosure(start: OutputChunk, chunks: Map<string, OutputChunk>): Set<string> {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  visit(start.fileName)
  return seen
}

/**
 * The files the chunk named `chunkName` needs beyond what the entry already loaded: the chunk, the facade
 * chunks through which its modules are imported dynamically, their static imports and their stylesheets.
 * Exported for the bench's tests.
 */
export function idleHintFiles(bundle: OutputBundle, chunkName: string): string[] {
  const chunks = chunksByFile(bundle)
  const all = [...chunks.values()]
  const target = all.find((chunk) => chunk.name === chunkName && !chunk.isEntry)
  if (!target) throw new Error(`idle hints: no chunk named '${chunkName}' in the build`)
  const loaded = new Set(all.filter((chunk) => chunk.isEntry).flatMap((entry) => [...staticClosure(entry, chunks)]))
  // The dynamic imports of modules inside the chunk land on small facade chunks that re-export from it.
  const facades = all.filter(
    (chunk) => chunk !== target && chunk.facadeModuleId && target.moduleIds.includes(chunk.facadeModuleId),
  )
  const closure = new Set([target, ...facades].flatMap((chunk) => [...staticClosure(chunk, chunks)]))
  const needed = [...closure].filter((fileName) => !loaded.has(fileName))
  const styles = needed.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])])
  return [...needed, ...styles]
}

/**
 * Names the connect path's files in index.html (a meta tag, not a link: src/setup/idleHints.ts decides
 * whether and when to fetch them, so a first load never includes them and Save-Data is honoured).
 */
export function idleHints(chunkName: string): Plugin {
  let base = '/'
  return {
    name: 'idle-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return []
        const urls = idleHintFiles(context.bundle, chunkName).map((fileName) => `${base}${fileName}`)
        return [{ tag: 'meta', attrs: { name: IDLE_HINTS_META, content: urls.join(' ') }, injectTo: 'head' }]
      },
    },
  }
}
