/**
 * The session cookie as requests carry it. A browser sends every cookie whose domain and path match, so a page
 * able to set cookies for this host (a sibling subdomain, a plain-http page: cookie tossing) can plant a second
 * session cookie beside the one this server set. These functions find every such cookie, say which one (if any)
 * may be read, and write the Set-Cookie values that expire the planted ones.
 */

/** The session cookie's name over http (development on localhost, or a proxy not trusted to say https). */
export const SESSION_COOKIE = 'siwe_session'
/**
 * Its name over https. A `__Host-` cookie must be Secure, Path=/ and have no Domain, so neither a sibling
 * subdomain nor a plain-http page can set one: the browser sends at most the one this host set.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

export type RequestCookie = { readonly name: string; readonly value: string }

const ATTRIBUTES = 'HttpOnly; SameSite=Lax'
/** How many spellings of the name a request's answer expires, besides this server's two. */
const MAX_SPELLINGS = 4
/** The most parent domains a request's clears cover (the host's nearest, within the registrable domain). */
const MAX_PARENT_DOMAINS = 4
/** A cookie name Set-Cookie may carry (RFC 6265's token): others are never written back. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

export const sessionCookieName = (secure: boolean): string => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE)

/** How names are compared for 'could be taken for the session cookie': trimmed and case-blind. */
const loose = (name: string): string => trimSpace(name).toLowerCase()
/**
 * Trims what RFC 6265 lets a Cookie header put around a name or value: spaces and tabs only. String#trim would also
 * drop a no-break space (byte 0xA0 read as latin1), making '\xa0__Host-siwe_session', which a browser does not treat
 * as a __Host- cookie and so lets a sibling site set, read as this server's own.
 */
const trimSpace = (text: string): string => text.replace(/^[ \t]+|[ \t]+$/g, '')

/**
 * Every cookie in a Cookie header whose name, trimmed and in any case, is one of the session cookie's names:
 * the ones this server set and any a reader less strict than this one could take for them.
 */
export function sessionCookiesIn(header: string | undefined): RequestCookie[] {
  const names = [loose(SESSION_COOKIE), loose(SECURE_SESSION_COOKIE)]
  const found: RequestCookie[] = []
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=')
    if (index <= 0 || !names.includes(loose(part.slice(0, index)))) continue
    found.push({ name: trimSpace(part.slice(0, index)), value: trimSpace(part.slice(index + 1)) })
  }
  return found
}

/**
 * The value of the one session cookie the request may be read by: exactly one cookie that could be taken for
 * the session cookie of this kind of request, spelt as this server writes it. Two or more (one of them planted,
 * and nothing says which is the browser's own) or a spelling this server never writes: none.
 */
export function readableSessionCookie(cookies: readonly RequestCookie[], secure: boolean): string | undefined {
  const name = sessionCookieName(secure)
  const candidates = cookies.filter((cookie) => loose(cookie.name) === loose(name))
  const [only] = candidates
  return candidates.length === 1 && only?.name === name ? only.value : undefined
}

/** Whether the request's session cookies are at most the one this server sets for it: nothing planted to expire. */
export function onlyOwnSessionCookie(cookies: readonly RequestCookie[], secure: boolean): boolean {
  return cookies.length === 0 || (cookies.length === 1 && cookies[0]?.name === sessionCookieName(secure))
}

/** The Set-Cookie value of the session cookie this server sets: Path=/, no Domain, Secure (and __Host-) over https. */
export function sessionSetCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${sessionCookieName(secure)}=${value}; Path=/; ${ATTRIBUTES}; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`
}

/** The Set-Cookie value that expires the session cookie this server sets. */
export const clearSessionCookie = (secure: boolean): string => sessionSetCookie('', 0, secure)

/**
 * Set-Cookie values that expire every session cookie a planted one may be: each session-cookie name the request
 * carried (and both of this server's), for every path that reaches the API and for this host and its parent
 * domains. The cookie this server sets for the request (its name, Path=/, no Domain) is spared.
 */
export function shadowClears(
  cookies: readonly RequestCookie[],
  options: { readonly secure: boolean; readonly host: string | undefined; readonly paths: readonly string[] },
): string[] {
  const { secure, host, paths } = options
  // A few spellings at most: a header listing hundreds must not make the answer hundreds of times larger.
  const spellings = [...new Set(cookies.map((cookie) => cookie.name))].slice(0, MAX_SPELLINGS)
  const names = new Set([SESSION_COOKIE, SECURE_SESSION_COOKIE, ...spellings])
  const domains = [undefined, ...parentDomains(host)]
  const clears: string[] = []
  for (const name of names) {
    // A browser takes a __Host- cookie only over https, as Secure, Path=/ and without Domain: no other to expire.
    const prefixed = loose(name).startsWith('__host-')
    if (!TOKEN.test(name) || (prefixed && !secure)) continue
    for (const path of prefixed ? ['/'] : paths)
      for (const domain of prefixed ? [undefined] : domains) {
        if (name === sessionCookieName(secure) && path === '/' && domain === undefined) continue
        const scope = `Path=${path}${domain === undefined ? '' : `; Domain=${domain}`}`
        clears.push(`${name}=; ${scope}; ${ATTRIBUTES}; Max-Age=0${secure ? '; Secure' : ''}`)
      }
  }
  return clears
}

/**
 * Every cookie path under which a browser sends a cookie to one of `requestPaths` (RFC 6265 5.1.4): '/' and each
 * prefix that ends before a '/' of the path or at its end, with and without that '/'.
 */
export function pathsReaching(requestPaths: readonly string[]): string[] {
  const paths = new Set<string>(['/'])
  for (const requestPath of requestPaths) {
    for (let end = requestPath.indexOf('/', 1); end !== -1; end = requestPath.indexOf('/', end + 1)) {
      paths.add(requestPath.slice(0, end))
      paths.add(requestPath.slice(0, end + 1))
    }
    paths.add(requestPath)
  }
  return [...paths]
}

/**
 * The parent domains of the host (from a Host header) with two labels or more; none for an IP or a one-label name.
 * Not the host itself: a browser keys cookies by name, domain and path, so `Domain=<host>` is the same cookie as a
 * host-only one, and expiring it would expire this server's own.
 */
function parentDomains(host: string | undefined): string[] {
  const name = host?.replace(/:\d*$/, '').toLowerCase() ?? ''
  // A DNS name: at most 253 characters, labels of 1–63. The Host header is the client's to write: a name of
  // thousands of labels must not make thousands of clears.
  if (name.length > 253 || !/^[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/.test(name) || /^[0-9.]+$/.test(name)) return []
  const labels = name.split('.')
  const parents = labels.slice(1, -1).map((_, index) => labels.slice(index + 1).join('.'))
  // The nearest parents down to the registrable domain, a few at most: siblings plant cookies from there.
  return parents.slice(-MAX_PARENT_DOMAINS)
}
