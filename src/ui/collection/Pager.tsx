interface PagerProps {
  readonly page: number
  readonly pages: number
  readonly onPage: (page: number) => void
  readonly busy: boolean
}

/** Previous / next (and first / last on wider screens) through pages of tokens; the page number is 0-based inside, 1-based on screen. */
export function Pager({ page, pages, onPage, busy }: PagerProps) {
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label="Pages">
      <button
        type="button"
        className="btn btn-small btn-quiet pager-edge"
        onClick={() => onPage(0)}
        disabled={busy || page === 0}
        aria-label="First page"
      >
        «
      </button>
      <button type="button" className="btn btn-small" onClick={() => onPage(page - 1)} disabled={busy || page === 0}>
        ← Previous
      </button>
      <span className="pager-status" aria-live="polite">
        Page {page + 1} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => onPage(page + 1)}
        disabled={busy || page >= pages - 1}
      >
        Next →
      </button>
      <button
        type="button"
        className="btn btn-small btn-quiet pager-edge"
        onClick={() => onPage(pages - 1)}
        disabled={busy || page >= pages - 1}
        aria-label="Last page"
      >
        »
      </button>
    </nav>
  )
}
