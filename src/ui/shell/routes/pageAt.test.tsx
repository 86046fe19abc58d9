import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Route, Router, Switch } from 'wouter'
import { PROPERTY_TIMEOUT_MS, runParameters } from '../../../../tests/unit/properties/propertyRuns.ts'
import { navItems } from './navItems.ts'
import { pageAt } from './pageAt.ts'
import { paths } from './paths.ts'

/** The page key the route table (AppRoutes' Switch: the entries, the token's page, then 404) renders at `path`. */
function routedPage(path: string): string {
  return renderToStaticMarkup(
    <Router ssrPath={path}>
      <Switch>
        {navItems.map((item) => (
          <Route key={item.href} path={item.href}>
            {item.page}
          </Route>
        ))}
        <Route path={paths.token}>token</Route>
        <Route>notFound</Route>
      </Switch>
    </Router>,
  )
}

describe('pageAt', () => {
  it(
    'names the page the route table renders, however the path is spelled (case, escapes, slashes)',
    () => {
      const segment = fc.constantFrom(
        ...['stake', 'STAKE', 'St%61ke', 'comingSoon', 'comingsoon', 'calls', 'mint', 'token', 'Token', '%74oken'],
        ...['7', '%37', '%2F', 'a%2Fb', '%E0', '%', ''],
      )
      const path = fc
        .tuple(fc.array(segment, { maxLength: 3 }), fc.constantFrom('', '/', '//'))
        .map(([segments, end]) => `/${segments.join('/')}${end}`)
      fc.assert(
        fc.property(path, (path) => {
          expect(pageAt(path) ?? 'notFound', path).toBe(routedPage(path))
        }),
        runParameters(),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
