import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { accountFromCookie } from '../src/wallet/index.ts'
import { ACCOUNT_VARIANT_DIR, accountPage } from './accountPage.ts'
import { createAccountPageCache } from './accountPageCache.ts'
import { contentTypeFor, isCompressible } from './contentTypes.ts'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type ContentCoding, PRECOMPRESSED } from './precompress.ts'

/**
 * A request handler tried before the static files (the seam for the sign-in API).
 * Returns true when it answered the request.
 */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse, url: URL) => boolean | Promise<boolean>

export type StaticServerOptions = {
  /** Folder with the production build (index.html + assets/). */
  root: string
  routes?: readonly RouteHandler[]
  /** Headers set on every response, API answers included (security headers from server/headers.ts). */
  headers?: (request: IncomingMessage) => Record<string, string>
}

const immutableCache = 'public, max-age=31536000, immutable'

/** Whether the client takes `coding`: named or '*' with q > 0, and not refused by e.g. 'gzip;q=0'. */
export function acceptsEncoding(header: string | string[] | undefined, coding: ContentCoding): boolean {
  const weights = new Map<string, number>()
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!name) continue
    const q = params.find((param) => param.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const named = coding === 'gzip' ? (weights.get('gzip') ?? weights.get('x-gzip')) : weights.get(coding)
  return (named ?? weights.get('*') ?? 0) > 0
}

/**
 * A returning visitor's page (server/accountPage.ts) in the coding the client takes, at a quick setting: made once per
 * page, address and coding, then served from server/accountPageCache.ts.
 */
function encode(body: Buffer, coding: ContentCoding | undefined): Buffer {
  if (coding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  if (coding === 'gzip') return gzipSync(body, { level: 6 })
  return body
}

/** The build's folder of account variants, however a request spells it (case, trailing dots or spaces). */
function isVariantPath(relativePath: string): boolean {
  const first = relativePath.split(sep)[0] ?? ''
  return first.toLowerCase().replace(/[. ]+$/, '') === ACCOUNT_VARIANT_DIR
}

/** One path segment decoded; undefined when it does not decode. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** Node keeps only the first of repeated Host headers; a request carrying two is ambiguous, so refused. */
function hostHeaderCount(request: IncomingMessage): number {
  let count = 0
  for (let index = 0; index < request.rawHeaders.length; index += 2)
    if (request.rawHeaders[index]?.toLowerCase() === 'host') count++
  return count
}
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Serves a Vite build: the `.br` / `.gz` files the build wrote beside each text asset (server/precompress.ts; never
 * compressed per request), long cache for hashed /assets, SPA fallback for extension-less paths. A page route with
 * an account cookie gets the page as prerendered for a returning visitor (server/accountPage.ts), compressed once
 * per page and address and kept (server/accountPageCache.ts); the variants' folder itself is never served directly.
 */
export function createStaticHandler(
  options: StaticServerOptions,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const root = resolve(options.root)
  const accountPages = createAccountPageCache()

  const fileFor = async (pathname: string): Promise<{ path: string } | undefined> => {
    if (pathname.includes('\0')) throw new HttpError(400, 'Bad request path')
    const path = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`)
    if (path !== root && !path.startsWith(root + sep)) throw new HttpError(404, 'Not found')
    if (isVariantPath(path.slice(root.length + 1))) return undefined
    const info = await stat(path).catch(() => undefined)
    return info?.isFile() ? { path } : undefined
  }

  /** The best precompressed variant the client accepts, br before gzip; undefined: send the file as it is. */
  const precompressedFor = async (path: string, acceptEncoding: string | string[] | undefined) => {
    for (const { coding, suffix } of PRECOMPRESSED) {
      if (!acceptsEncoding(acceptEncoding, coding)) continue
      const body = await readFile(`${path}${suffix}`).catch(() => undefined)
      if (body) return { coding, body }
    }
    return undefined
  }

  /**
   * The prerendered page as served for the request's account cookie (server/accountPage.ts), or undefined: no valid
   * cookie, or a build without the variant (then the plain page, whose header reconnects as before).
   */
  const personalPage = async (
    path: string,
    request: IncomingMessage,
  ): Promise<{ coding?: ContentCoding; body: Buffer } | undefined> => {
    const account = accountFromCookie(request.headers.cookie)
    // A page at the top of the build, or a family's page one folder down (token/[id].html).
    const relativePath = path.slice(root.length + 1)
    if (!account || !/^(?:[^/\\]+[/\\])?[^/\\]+\.html$/.test(relativePath)) return undefined
    const variantPath = join(root, ACCOUNT_VARIANT_DIR, relativePath)
    const info = await stat(variantPath).catch(() => undefined)
    if (!info?.isFile()) return undefined
    const coding = acceptsEncoding(request.headers['accept-encoding'], 'br')
      ? 'br'
      : acceptsEncoding(request.headers['accept-encoding'], 'gzip')
        ? 'gzip'
        : undefined
    // The file's size and time are in the key, so a rebuilt dist/ is never answered from an older page.
    const key = [coding ?? 'identity', variantPath, info.mtimeMs, info.size, account].join('\0')
    const cached = accountPages.get(key)
    if (cached) return { ...(coding ? { coding } : {}), body: cached }
    const variant = await readFile(variantPath, 'utf8').catch(() => undefined)
    if (variant === undefined) return undefined
    const body = encode(Buffer.from(accountPage(variant, account)), coding)
    accountPages.set(key, body)
    return { ...(coding ? { coding } : {}), body }
  }

  return async (request, response) => {
    try {
      for (const [name, value] of Object.entries(options.headers?.(request) ?? {})) response.setHeader(name, value)
      if (hostHeaderCount(request) > 1) throw new HttpError(400, 'Bad request: more than one Host header')
      // Origin-form targets are paths: '//_account/x' is the path /_account/x, not a URL with host '_account'.
      const target = request.url ?? '/'
      const url = new URL(target.startsWith('/') ? `http://localhost${target}` : target, 'http://localhost')
      for (const route of options.routes ?? []) if (await route(request, response, url)) return
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('allow', 'GET, HEAD')
        throw new HttpError(405, 'Method not allowed')
      }
      let pathname: string
      try {
        pathname = decodeURIComponent(url.pathname)
      } catch {
        throw new HttpError(400, 'Bad request path')
      }
      const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
      // Client-side routes get the app: their prerendered page (/stake → stake.html), else the 404 page with a
      // 404 status, else index.html (a build without prerendered pages). A missing file with an extension, or
      // anything missing under /assets/, is a plain 404 (an old chunk must never be answered with HTML).
      const isAsset = pathname.startsWith('/assets/')
      const isRoute = !lastSegment.includes('.') && !isAsset
      // The page the app's router shows at a route: it matches the path as sent, with one trailing slash at most and
      // '%2F' kept inside its segment, so the page chosen comes from the sent segments, each decoded on its own.
      const segments = url.pathname
        .replace(/(.)\/$/, '$1')
        .slice(1)
        .split('/')
        .map(decodeSegment)
      const named = segments.every((segment) => segment !== undefined && segment !== '' && !/[/\\]/.test(segment))
      const routeFile = async () => {
        const trimmed = named ? `/${segments.join('/')}` : ''
        // index.html is the home page's: at /index the app shows its 404 view, so that is what it gets.
        const page = trimmed === '' || trimmed === '/index' ? undefined : await fileFor(`${trimmed}.html`)
        if (page) return page
        // A page prerendered once for a whole family of paths (/token/7 → token/[id].html), one level deep: the id
        // is any segment (the router's ':id'), the family's name a clean one.
        const [family, id, ...deeper] = segments
        const familyPage =
          family && !/[/\\]/.test(family) && id !== undefined && id !== '' && deeper.length === 0
            ? await fileFor(`/${family}/[id].html`)
            : undefined
        if (familyPage) return familyPage
        const notFound = await fileFor('/404.html')
        if (notFound) response.statusCode = 404
        return notFound ?? (await fileFor('/index.html'))
      }
      // A route with an empty or encoded-slash segment ('//', '/%2F') is no page of the router's, not an index.html.
      const direct = isRoute && !named && url.pathname !== '/' ? undefined : await fileFor(pathname)
      const file = direct ?? (isRoute ? await routeFile() : undefined)
      if (!file) throw new HttpError(404, 'Not found')

      const contentType = contentTypeFor(file.path)
      response.setHeader('content-type', contentType)
      // Hashed assets never change; HTML always revalidates, wherever it sits.
      response.setHeader('cache-control', isAsset && !contentType.startsWith('text/html') ? immutableCache : 'no-cache')
      let variant: Awaited<ReturnType<typeof precompressedFor>>
      if (isCompressible(contentType)) {
        response.setHeader('vary', 'accept-encoding')
        variant = await precompressedFor(file.path, request.headers['accept-encoding'])
        if (variant) response.setHeader('content-encoding', variant.coding)
      }
      // A page route depends on the account cookie: a returning visitor gets the page that already names the account.
      if (isRoute && contentType.startsWith('text/html')) response.setHeader('vary', 'accept-encoding, cookie')
      const personal = isRoute ? await personalPage(file.path, request) : undefined
      if (personal) {
        response.setHeader('cache-control', 'private, no-cache')
        variant = undefined
        if (personal.coding) response.setHeader('content-encoding', personal.coding)
        else response.removeHeader('content-encoding')
      }
      const body = personal?.body ?? variant?.body ?? (await readFile(file.path))
      response.setHeader('content-length', body.length)
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500
      if (status === 500) console.error('server error:', error)
      if (response.headersSent) return void response.destroy()
      response.statusCode = status
      response.setHeader('content-type', 'text/plain; charset=utf-8')
      response.setHeader('cache-control', 'no-store')
      response.end(error instanceof HttpError ? error.message : 'Internal server error')
    }
  }
}

export type RunningServer = { url: string; port: number; server: Server; close(): Promise<void> }

/** Listens on `port` (0: a free one) and resolves once it accepts connections. */
export function startStaticServer(
  options: StaticServerOptions & { port?: number; host?: string },
): Promise<RunningServer> {
  const handler = createStaticHandler(options)
  const server = createServer((request, response) => void handler(request, response))
  const host = options.host ?? '127.0.0.1'
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo
      const close = () =>
        new Promise<void>((done) => {
          server.closeAllConnections()
          server.close(() => done())
        })
      resolvePromise({ url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, port, server, close })
    })
  })
}
