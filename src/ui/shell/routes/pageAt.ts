import { navItems, type NavPage } from './navItems.ts'

/** A routed page outside the navigation: one token's page, at /token/<anything but a slash>. */
const TOKEN_PATH = /^\/token\/[^/]+?\/?$/i

/** The path as the router (wouter) matches it: decoded by decodeURI ('%2F' stays), left as it is if that fails. */
function routerPath(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path
  } catch {
    return path
  }
}

/** Whether the router's pattern for `href` (one trailing slash allowed, any letter case) matches `path`. */
function matches(href: string, path: string): boolean {
  const head = href === '/' ? '' : href
  return path.toLowerCase() === head.toLowerCase() || path.toLowerCase() === `${head.toLowerCase()}/`
}

/**
 * The page the route table shows at `path` (a routed path, without the base, as location.pathname holds it);
 * undefined: the 404 page. It matches as the router does, so the page loaded before hydration is the one rendered.
 */
export function pageAt(path: string): NavPage | 'token' | undefined {
  const routed = routerPath(path)
  const item = navItems.find((entry) => matches(entry.href, routed))
  if (item) return item.page
  return TOKEN_PATH.test(routed) ? 'token' : undefined
}
