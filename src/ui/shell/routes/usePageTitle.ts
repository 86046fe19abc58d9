import { useEffect } from 'react'

const APP_TITLE = 'StakeMint'

/** The 404 page's heading and tab label. */
export const NOT_FOUND_TITLE = 'Page not found'

/** The tab's title for a page: 'Stake · StakeMint' (also written into the prerendered HTML). */
export function pageTitle(label: string): string {
  return `${label} · ${APP_TITLE}`
}

/** Sets the document title while the page is shown (browser history and tabs tell the pages apart); undefined: not. */
export function usePageTitle(label: string | undefined): void {
  useEffect(() => {
    if (label !== undefined) document.title = pageTitle(label)
  }, [label])
}
