import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { prefetch } from '../../kit/prefetch'
import { navItems } from './navItems'
import { pages, type PageKey } from './pages'
import { RoutePrefetchContext } from './routePrefetch'
import { usePageTitle } from './usePageTitle'

/** Shown only while a page chunk that was not prefetched is still downloading. */
function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  )
}

/** Starts loading the page at `href` (a routed path); src/main.tsx calls it for the opened page before the first render. */
export function prefetchRoute(href: string): void {
  const item = navItems.find((entry) => entry.href === href)
  if (item) prefetch(pages[item.page].preload)
}

/** A routed page under its own tab title. */
function TitledPage({ page, title }: { readonly page: PageKey; readonly title: string }) {
  usePageTitle(title)
  const { Component } = pages[page]
  return <Component />
}

/** The route table: one lazy page per navigation entry, the 404 page last. */
export function AppRoutes() {
  return (
    <RoutePrefetchContext.Provider value={prefetchRoute}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {navItems.map((item) => (
            <Route key={item.href} path={item.href}>
              <TitledPage page={item.page} title={item.label} />
            </Route>
          ))}
          <Route>
            <TitledPage page="notFound" title="Page not found" />
          </Route>
        </Switch>
      </Suspense>
    </RoutePrefetchContext.Provider>
  )
}
