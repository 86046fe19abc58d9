import type { PageKey } from './pages.ts'
import { paths } from './paths.ts'

export interface NavItem {
  readonly href: string
  readonly label: string
  readonly page: PageKey
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
