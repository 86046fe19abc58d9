import { useRef } from 'react'
import { useFocusTrap } from '../kit/dialog/useFocusTrap'
import { NavLink } from './routes/NavLink'
import { navItems } from './routes/navItems'
import './drawer.css'

export const DRAWER_ID = 'app-drawer'

interface DrawerProps {
  readonly open: boolean
  readonly onClose: () => void
}

/**
 * Left navigation drawer. Always in the DOM so it can slide (500 ms); `inert` while closed so
 * its links are neither focusable nor announced. Overlay click, a link or Escape closes it.
 */
export function Drawer({ open, onClose }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusTrap(panelRef, open, onClose)

  return (
    <div className="drawer-root" data-open={open} inert={!open} data-testid="drawer">
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut only; Escape and the menu button serve the keyboard */}
      <div className="drawer-overlay" data-testid="drawer-overlay" onClick={onClose} />
      <div
        ref={panelRef}
        id={DRAWER_ID}
        className="drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="drawer-title"
        tabIndex={-1}
      >
        <h2 id="drawer-title">Menu</h2>
        <nav aria-label="Main">
          <ul>
            {navItems.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} page={item.page} onNavigate={onClose} prefetchOnView={open}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
