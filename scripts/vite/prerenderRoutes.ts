import { CONTEXT_MODULES, CONTRACT_PAGES } from '../../src/ui/shell/routes/contractPages.ts'
import { navItems } from '../../src/ui/shell/routes/navItems.ts'
import type { PageKey } from '../../src/ui/shell/routes/pages.ts'
import { NOT_FOUND_TITLE, pageTitle } from '../../src/ui/shell/routes/usePageTitle.ts'

/**
 * A page the build writes as HTML: its URL path, the file, its tab title, the module of its page, and the modules of
 * the app context it renders with (a contract page; preloaded beside the page when the build has contracts).
 */
export type PrerenderedRoute = {
  readonly path: string
  readonly file: string
  readonly title: string
  readonly pageModule: string
  readonly contextModules: readonly string[]
}

/** The source of each page (the modules src/ui/shell/routes/pages.ts imports), to find its chunk in the build. */
const pageModules: Record<PageKey, string> = {
  home: 'src/ui/home/HomePage.tsx',
  stake: 'src/ui/staking/StakePage.tsx',
  mint: 'src/ui/mint/MintPage.tsx',
  collection: 'src/ui/collection/CollectionPage.tsx',
  myCollection: 'src/ui/collection/MyCollectionPage.tsx',
  calls: 'src/ui/calls/CallsPage.tsx',
  token: 'src/ui/collection/TokenPage.tsx',
  notFound: 'src/ui/shell/routes/NotFoundPage.tsx',
}

/**
 * Every routed page, and the 404 page (rendered at a path outside the route table). `npm run serve` answers
 * `/stake` with `stake.html` and any unknown extension-less path with `404.html`.
 */
export const prerenderedRoutes: readonly PrerenderedRoute[] = [
  ...navItems.map((item) => ({
    path: item.href,
    file: item.href === '/' ? 'index.html' : `${item.href.slice(1)}.html`,
    title: pageTitle(item.label),
    pageModule: pageModules[item.page],
    contextModules: CONTRACT_PAGES.has(item.page) ? CONTEXT_MODULES : [],
  })),
  // One page for every token: its first paint does not depend on the id. `npm run serve` answers /token/<id> with it.
  {
    path: '/token/1',
    file: 'token/[id].html',
    title: pageTitle('Token'),
    pageModule: pageModules.token,
    contextModules: CONTEXT_MODULES,
  },
  {
    path: '/404',
    file: '404.html',
    title: pageTitle(NOT_FOUND_TITLE),
    pageModule: pageModules.notFound,
    contextModules: [],
  },
]
