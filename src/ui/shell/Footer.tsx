interface FooterProps {
  /** The docs URL from configuration (VITE_DOCS_URL). */
  readonly docsUrl: string
}

/** The one external link (docs/requirements.md, "Product"): the docs, labelled Gitbook, in a new tab. */
export function Footer({ docsUrl }: FooterProps) {
  return (
    <footer className="app-footer">
      <a href={docsUrl} target="_blank" rel="noopener noreferrer">
        Gitbook
      </a>
    </footer>
  )
}
