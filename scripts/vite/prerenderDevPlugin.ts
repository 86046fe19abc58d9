import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { pageHtml, RENDER_ENTRY } from './prerenderPlugin.ts'
import { type PrerenderedRoute, prerenderedRoutes } from './prerenderRoutes.ts'

/** The routed pages by their URL path under `base` ('/stake'); the 404 page stays the client's (any other path). */
function routesByPath(base: string): Map<string, PrerenderedRoute> {
  const basePath = base.replace(/\/$/, '')
  return new Map(
    prerenderedRoutes
      .filter((route) => route.file !== '404.html')
      .map((route) => [route.path === '/' ? `${basePath}/` : `${basePath}${route.path}`, route]),
  )
}

/** index.html as the dev server sends it, with the route rendered by src/prerender.tsx in #root. */
async function renderPage(server: ViteDevServer, route: PrerenderedRoute, url: string): Promise<string> {
  const template = await readFile(join(server.config.root, 'index.html'), 'utf8')
  const html = await server.transformIndexHtml(url, template)
  const { renderRoute } = (await server.ssrLoadModule(RENDER_ENTRY)) as {
    renderRoute(path: string): Promise<string>
  }
  // Dev has no built files to link: each module brings its own stylesheet when it runs.
  return pageHtml(html, await renderRoute(route.path), { scripts: [], styles: [] }, route.title, server.config.base)
}

/**
 * The dev server answers `/` and each static route with the page already rendered, as `npm run serve` sends
 * the build's prerendered files, so development hydrates the same markup production does. Any other path
 * falls through to Vite's own index.html (an empty root the client renders: its 404 view for an unknown path).
 */
export function prerenderInDev(): Plugin {
  return {
    name: 'prerender-dev',
    apply: 'serve',
    configureServer(server) {
      const routes = routesByPath(server.config.base)
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/'
        const route = routes.get(new URL(url, 'http://dev.invalid').pathname)
        const wantsHtml = (request.headers.accept ?? '').includes('text/html')
        if (!route || !wantsHtml || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
        renderPage(server, route, url).then(
          (html) => {
            response.statusCode = 200
            response.setHeader('Content-Type', 'text/html; charset=utf-8')
            response.setHeader('Cache-Control', 'no-cache')
            response.end(request.method === 'HEAD' ? undefined : html)
          },
          (error: unknown) => {
            // A render that throws must not stop development: say why and send the unrendered app instead.
            if (error instanceof Error) server.ssrFixStacktrace(error)
            server.config.logger.error(`prerender of ${route.path} failed, serving the empty root: ${String(error)}`)
            next()
          },
        )
      })
    },
  }
}
