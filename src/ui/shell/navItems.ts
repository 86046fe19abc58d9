import type { PageKey } from './pages'

export interface NavItem {
  readonly href: string
  readonly label: string
  readonly page: PageKey
}

/** Navigation entries of DESIGN.md, in drawer order; also the route table (404 is added last). */
export const navItems: readonly NavItem[] = [
  { href: '/', label: 'Home', page: 'home' },
  { href: '/stake', label: 'Stake', page: 'stake' },
  { href: '/mint', label: 'Mint', page: 'mint' },
  { href: '/collection', label: 'Collection', page: 'collection' },
  { href: '/comingSoon', label: 'My Collection', page: 'myCollection' },
  { href: '/calls', label: 'Wallet calls', page: 'calls' },
]
