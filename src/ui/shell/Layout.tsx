import { useCallback, useState, type ReactNode } from 'react'
import { WalletNotices } from './WalletNotices'
import { Drawer } from './Drawer'
import { Footer } from './Footer'
import { Header } from './Header'
import { ToastMount } from '../toasts/ToastMount'
import './layout.css'

interface LayoutProps {
  readonly docsUrl: string
  readonly children: ReactNode
}

/** Every page: gradient background, header, drawer, wallet notices, the page, footer, transaction toasts. */
export function Layout({ docsUrl, children }: LayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])
  return (
    <div className="app-shell">
      <Header drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <Drawer open={drawerOpen} onClose={closeDrawer} />
      <WalletNotices />
      <main className="app-main" id="main">
        {children}
      </main>
      <Footer docsUrl={docsUrl} />
      <ToastMount />
    </div>
  )
}
