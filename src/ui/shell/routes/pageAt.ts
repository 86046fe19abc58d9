import { navItems, type NavPage } from './navItems.ts'

/** A routed page outside the navigation: one token's page, at /token/<anything but a slash>. */
const TOKEN_PATH = /^\/token\/[^/]+\/?$/

/** The page the route table shows at `path` (a routed path, without the base); undefined: the 404 page. */
export function pageAt(path: string): NavPage | 'token' | undefined {
  const item = navItems.find((entry) => entry.href === path)
  if (item) return item.page
  return TOKEN_PATH.test(path) ? 'token' : undefined
}
