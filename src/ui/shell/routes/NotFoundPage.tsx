import { Link } from 'wouter'

/** Any path outside the route table. */
export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link href="/" className="btn btn-primary">
        Back to Home
      </Link>
    </section>
  )
}
