/**
 * A browser's cookie store as RFC 6265 (5.3, 5.4) keeps and sends it: cookies keyed by name, domain and path, sent
 * to every request whose host and path they match, longer paths first. Enough to show what a planted cookie does.
 */
export type JarCookie = {
  readonly name: string
  readonly value: string
  readonly domain: string
  readonly hostOnly: boolean
  readonly path: string
  readonly secure: boolean
}

export interface CookieJar {
  /** Stores one Set-Cookie as a browser does for a response from `fromHost` (over https when `secure`). */
  set(setCookie: string, fromHost: string, secure?: boolean): void
  /** The Cookie header the browser sends to `host` and `path` ('' when none). */
  header(host: string, path: string, secure?: boolean): string
  readonly cookies: readonly JarCookie[]
}

export function createCookieJar(): CookieJar {
  const cookies: JarCookie[] = []
  const key = (cookie: JarCookie) => `${cookie.name}\n${cookie.domain}\n${cookie.path}`
  const domainMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)
  const pathMatches = (path: string, cookiePath: string) =>
    path === cookiePath ||
    (path.startsWith(cookiePath) && (cookiePath.endsWith('/') || path[cookiePath.length] === '/'))
  return {
    set(setCookie, fromHost, secure = false) {
      const [pair = '', ...parts] = setCookie.split(';')
      const index = pair.indexOf('=')
      if (index <= 0) return
      const attributes = new Map(
        parts.map((part) => {
          const [name = '', ...value] = part.split('=')
          return [name.trim().toLowerCase(), value.join('=').trim()] as const
        }),
      )
      const domainAttribute = attributes.get('domain')?.replace(/^\./, '').toLowerCase()
      if (domainAttribute !== undefined && !domainMatches(fromHost, domainAttribute)) return
      const cookie: JarCookie = {
        name: pair.slice(0, index).trim(),
        value: pair.slice(index + 1).trim(),
        domain: domainAttribute ?? fromHost,
        hostOnly: domainAttribute === undefined,
        path: attributes.get('path') || '/',
        secure: attributes.has('secure'),
      }
      if (cookie.secure && !secure) return
      // RFC 6265bis 4.1.3: a __Host- cookie is Secure, Path=/ and host-only, or the browser drops it.
      if (cookie.name.toLowerCase().startsWith('__host-') && !(cookie.secure && cookie.path === '/' && cookie.hostOnly))
        return
      const at = cookies.findIndex((stored) => key(stored) === key(cookie))
      const expired = Number(attributes.get('max-age') ?? '1') <= 0
      if (at !== -1 && expired) cookies.splice(at, 1)
      else if (at !== -1) cookies[at] = cookie
      else if (!expired) cookies.push(cookie)
    },
    header(host, path, secure = false) {
      return cookies
        .filter(
          (cookie) =>
            (cookie.hostOnly ? host === cookie.domain : domainMatches(host, cookie.domain)) &&
            pathMatches(path, cookie.path) &&
            (!cookie.secure || secure),
        )
        .map((cookie, order) => ({ cookie, order }))
        .sort((a, b) => b.cookie.path.length - a.cookie.path.length || a.order - b.order)
        .map(({ cookie }) => `${cookie.name}=${cookie.value}`)
        .join('; ')
    },
    cookies,
  }
}
