import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Address } from 'viem'
import { ACCOUNT_VARIANT_DIR, VARIANT_ACCOUNT } from '../../server/accountPage.ts'
import { shortenAddress } from '../../src/wallet/index.ts'
import { createServer, type Plugin, type ResolvedConfig, type Rolldown } from 'vite'
import { prerenderedRoutes } from './prerenderRoutes.ts'
import { themeCss } from './themeCssPlugin.ts'

/** What the prerender needs of an output chunk, copied while the bundle is alive (in writeBundle). */
export type ChunkFacts = {
  readonly fileName: string
  readonly imports: readonly string[]
  readonly moduleIds: readonly string[]
  /** The module a facade chunk re-exports (the file a dynamic import of that module fetches), if it is one. */
  readonly facadeModuleId?: string | undefined
  readonly css: readonly string[]
}

function chunkFacts(bundle: Rolldown.OutputBundle): ChunkFacts[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            imports: [...output.imports],
            moduleIds: [...output.moduleIds],
            facadeModuleId: output.facadeModuleId ?? undefined,
            css: [...(output.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  )
}

/** The build-time renderer's entry (src/prerender.tsx). */
const RENDER_ENTRY = '/src/prerender.tsx'

/** What a prerendered page links besides index.html's own files: its page's chunks and their stylesheets. */
type PageFiles = { scripts: string[]; styles: string[] }

/** The chunks index.html's module scripts load (their file names, as the bundle names them). */
function scriptsOf(html: string, base: string): string[] {
  return [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').slice(base.length),
  )
}

/**
 * The chunks of the page's modules (the page, and what it renders with) and every chunk they import statically that
 * index.html's scripts do not already load.
 */
export function pageFiles(
  chunks: readonly ChunkFacts[],
  pageModules: readonly string[],
  entryFiles: readonly string[],
): PageFiles {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(start)) return seen
    seen.add(start)
    for (const imported of byFile.get(start)?.imports ?? []) closure(imported, seen)
    return seen
  }
  const loaded = new Set(entryFiles.flatMap((file) => [...closure(file)]))
  const needed = new Set<string>()
  const isModule = (id: string | undefined, module: string) => id?.replaceAll('\\', '/').endsWith(`/${module}`) === true
  for (const module of pageModules) {
    const chunk = chunks.find((entry) => entry.moduleIds.some((id) => isModule(id, module)))
    if (!chunk) throw new Error(`prerender: no chunk holds ${module}`)
    closure(chunk.fileName, needed)
    // The page's dynamic import fetches its facade chunk when the module sits in another chunk (the home page in
    // the startup's): preloaded too, or src/main.tsx would wait a round trip for it before hydrating.
    for (const facade of chunks.filter((entry) => entry !== chunk && isModule(entry.facadeModuleId, module)))
      closure(facade.fileName, needed)
  }
  const scripts = [...needed].filter((file) => !loaded.has(file))
  const styles = scripts.flatMap((file) => byFile.get(file)?.css ?? [])
  return { scripts, styles }
}

/** index.html with the route's markup in #root, its title, and its page's stylesheets and chunks linked. */
export function pageHtml(template: string, body: string, files: PageFiles, title: string, base: string): string {
  const links = [
    ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ]
  const withRoot = template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  if (withRoot === template) throw new Error('prerender: index.html has no empty <div id="root"></div>')
  return withRoot
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
}

async function renderAll(config: ResolvedConfig, chunks: readonly ChunkFacts[]): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir)
  const template = await readFile(join(outDir, 'index.html'), 'utf8')
  // A Vite server in middleware mode loads the app's source the way the client build saw it (same mode and
  // env, CSS imports dropped) without listening anywhere; it never reads vite.config.ts, so it takes the one plugin
  // the app's imports need to resolve (the theme's stylesheet).
  const server = await createServer({
    configFile: false,
    plugins: [themeCss()],
    root: config.root,
    base: config.base,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  })
  try {
    const { renderRoute, hasContracts } = (await server.ssrLoadModule(RENDER_ENTRY)) as {
      renderRoute(path: string, rememberedAccount?: Address): Promise<string>
      hasContracts(): boolean
    }
    await mkdir(join(outDir, ACCOUNT_VARIANT_DIR), { recursive: true })
    for (const route of prerenderedRoutes) {
      // A contract page hydrates once its app context is here (src/main.tsx): its chunks load beside the startup's.
      const modules = [route.pageModule, ...(hasContracts() ? route.contextModules : [])]
      const files = pageFiles(chunks, modules, scriptsOf(template, config.base))
      const page = (body: string) => pageHtml(template, body, files, route.title, config.base)
      // A page for many paths sits in a folder of its own (token/[id].html).
      await mkdir(dirname(join(outDir, ACCOUNT_VARIANT_DIR, route.file)), { recursive: true })
      await mkdir(dirname(join(outDir, route.file)), { recursive: true })
      await writeFile(join(outDir, route.file), page(await renderRoute(route.path)))
      // The same page served for a returning visitor's account cookie, rendered for a stand-in account whose short
      // address server/static.ts swaps for the visitor's.
      const variant = page(await renderRoute(route.path, VARIANT_ACCOUNT))
      if (!variant.includes(`data-account="${shortenAddress(VARIANT_ACCOUNT)}"`))
        throw new Error(`prerender: ${route.file} does not name the remembered account in its header`)
      await writeFile(join(outDir, ACCOUNT_VARIANT_DIR, route.file), variant)
    }
  } finally {
    await server.close()
  }
}

/**
 * Writes each route of `prerenderedRoutes` as HTML that already holds the page's first paint, rendered by
 * React's server renderer from the app's own components (src/prerender.tsx); src/main.tsx hydrates it.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig
  let chunks: ChunkFacts[] = []
  return {
    name: 'prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    writeBundle(_options, bundle) {
      chunks = chunkFacts(bundle)
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await renderAll(config, chunks)
      },
    },
  }
}
