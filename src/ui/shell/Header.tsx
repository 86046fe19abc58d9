import { NavLink } from './routes/NavLink'
import { WalletControl } from './WalletControl'
import { DRAWER_ID } from './Drawer'

interface HeaderProps {
  readonly drawerOpen: boolean
  readonly onToggleDrawer: () => void
}

/** Hamburger (toggles the drawer), the Home link and the wallet control. */
export function Header({ drawerOpen, onToggleDrawer }: HeaderProps) {
  return (
    <header className="app-header">
      <button
        type="button"
        className="icon-button"
        aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={drawerOpen}
        aria-controls={DRAWER_ID}
        onClick={onToggleDrawer}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <NavLink href="/" page="home" className="home-link">
        <span className="home-logo" aria-hidden="true" />
        <span className="home-text">StakeMint</span>
      </NavLink>
      <span className="header-spacer" />
      <WalletControl />
    </header>
  )
}
