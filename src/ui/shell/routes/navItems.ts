import { paths } from './paths.ts'

/**
 * The pages a navigation entry opens: keys of the page table (pages.ts), named here rather than imported, since
 * the 404 page, which pages.ts loads, lists these entries.
 */
export type NavPage = 'home' | 'stake' | 'mint' | 'collection' | 'myCollection' | 'calls'

export interface NavItem {
  readonly href: string
  readonly label: string
  readonly page: NavPage
}

/** Navigation entries, in drawer order; also the route table (404 is added last). */
export const navItems: readonly NavItem[] = [
  { href: paths.home, label: 'Home', page: 'home' },
  { href: paths.stake, label: 'Stake', page: 'stake' },
  { href: paths.mint, label: 'Mint', page: 'mint' },
  { href: paths.collection, label: 'Collection', page: 'collection' },
  { href: paths.myCollection, label: 'My Collection', page: 'myCollection' },
  { href: paths.calls, label: 'Wallet calls', page: 'calls' },
]
