import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { navItems } from './navItems'
import { pages } from './pages'

/** Shown only while a page chunk that was not prefetched is still downloading. */
function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  )
}

/** The route table: one lazy page per navigation entry, the 404 page last. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {navItems.map((item) => (
          <Route key={item.href} path={item.href} component={pages[item.page].Component} />
        ))}
        <Route component={pages.notFound.Component} />
      </Switch>
    </Suspense>
  )
}
