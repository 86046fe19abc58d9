import { Link, useLocation } from 'wouter'
import { navItems } from './navItems'
import { paths } from './paths'
import { useInBrowser } from '../../kit/useInBrowser'

/** The longest asked-for path shown whole: a longer one (a link built to put words on this page) is cut. */
const SHOWN_PATH_LENGTH = 60

/**
 * The asked-for path, as the address bar has it (still percent-encoded), cut to SHOWN_PATH_LENGTH.
 * Exported for its test.
 */
export function shownPath(path: string): string {
  return path.length > SHOWN_PATH_LENGTH ? `${path.slice(0, SHOWN_PATH_LENGTH - 1)}…` : path
}

/**
 * Any path outside the route table: names the path asked for and links to every page. The build prerenders this
 * page once (at /404) for every unknown path, so the path is named only once the page runs in the browser.
 */
export function NotFoundPage() {
  const [location] = useLocation()
  const inBrowser = useInBrowser()
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>
        {inBrowser ? (
          <>
            There is no page at <code className="not-found-path">{shownPath(location)}</code>.
          </>
        ) : (
          'There is nothing at this address.'
        )}
      </p>
      <nav aria-label="Pages of this app">
        <ul className="not-found-links">
          {navItems
            .filter((item) => item.href !== paths.home)
            .map((item) => (
              <li key={item.href}>
                <Link href={item.href}>{item.label}</Link>
              </li>
            ))}
        </ul>
      </nav>
      <Link href={paths.home} className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  )
}
