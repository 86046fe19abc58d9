import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { NotSetUpNotice, useAppIsSetUp } from '../../kit/NotSetUpNotice'
import type { AppServices } from '../../app/AppServices'
import { prefetch } from '../../kit/prefetch'
import '../../kit/skeleton.css'
import { CONTRACT_PAGES } from './contractPages'
import { navItems } from './navItems'
import { pageAt } from './pageAt'
import { paths } from './paths'
import { pages, type PageKey } from './pages'
import { RoutePrefetchContext } from './routePrefetch'
import { NOT_FOUND_TITLE, usePageTitle } from './usePageTitle'

/**
 * Stands in for a page while its chunk, or the wallet and chain code it waits for (a returning visitor's reload),
 * is still downloading: the page's title over grey blocks where its cards will be, not a bare 'Loading…'.
 */
function PageLoading({ title }: { readonly title: string }) {
  return (
    <div className="page-loading" role="status" aria-label={`Loading ${title}`}>
      <h1>{title}</h1>
      <div className="page-loading-cards" aria-hidden="true">
        {['wide', 'left', 'right'].map((place) => (
          <div key={place} className={`page-loading-card page-loading-${place}`}>
            <span className="skeleton" style={{ width: '40%' }} />
            <span className="skeleton" style={{ width: '70%' }} />
          </div>
        ))}
      </div>
    </div>
  )
}

/** Starts loading the page at `href` (a routed path); src/main.tsx calls it for the opened page before the first render. */
export function prefetchRoute(href: string): void {
  const page = pageAt(href)
  if (page) prefetch(pages[page].preload)
}

/**
 * Resolves when the page the document opened at (`href`, a routed path; the 404 page for any other) can render without
 * suspending: its chunk, and for a contract page the app context it waits for. Never rejects: the page's own boundary
 * then shows the failure and its retry. src/main.tsx hydrates after it: a page that suspends while the app hydrates
 * is a dehydrated boundary, and the first update that reaches it (the wallet module arriving) swaps the prerendered
 * page for its loading stand-in and back, so the page would blink and move.
 */
export function loadOpenedPage(href: string, services: AppServices): Promise<void> {
  const page = pageAt(href) ?? 'notFound'
  const setUp = Object.keys(services.settings.contracts).length > 0
  const needs: Promise<unknown>[] = [pages[page].preload()]
  if (setUp && CONTRACT_PAGES.has(page)) needs.push(services.loadContext())
  return Promise.allSettled(needs).then(() => undefined)
}

/**
 * A routed page under its own tab title, with a stand-in of that page while it loads. `titled`: the page sets the
 * tab's title itself (a token's page names the token), so this leaves it alone.
 */
function TitledPage({
  page,
  title,
  titled,
}: {
  readonly page: PageKey
  readonly title: string
  readonly titled?: boolean
}) {
  usePageTitle(titled ? undefined : title)
  const setUp = useAppIsSetUp()
  const { Component } = pages[page]
  if (!setUp && CONTRACT_PAGES.has(page)) {
    return (
      <div className="app-page">
        <h1>{title}</h1>
        <NotSetUpNotice />
      </div>
    )
  }
  return (
    <Suspense fallback={<PageLoading title={title} />}>
      <Component />
    </Suspense>
  )
}

/** The route table: one lazy page per navigation entry, the 404 page last. */
export function AppRoutes() {
  return (
    <RoutePrefetchContext.Provider value={prefetchRoute}>
      <Switch>
        {navItems.map((item) => (
          <Route key={item.href} path={item.href}>
            <TitledPage page={item.page} title={item.label} />
          </Route>
        ))}
        <Route path={paths.token}>
          <TitledPage page="token" title="Token" titled />
        </Route>
        <Route>
          <TitledPage page="notFound" title={NOT_FOUND_TITLE} />
        </Route>
      </Switch>
    </RoutePrefetchContext.Provider>
  )
}
