import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { Drawer } from './Drawer'

afterEach(cleanup)
beforeEach(() => {
  // happy-dom has no IntersectionObserver by default in every version; the links must not depend on it.
  vi.stubGlobal('IntersectionObserver', undefined)
})

function renderDrawer(open: boolean, path = '/mint') {
  const onClose = vi.fn()
  const location = memoryLocation({ path })
  render(
    <Router hook={location.hook}>
      <Drawer open={open} onClose={onClose} />
    </Router>,
  )
  return { onClose }
}

describe('Drawer', () => {
  it('lists the navigation entries and highlights the active route', () => {
    renderDrawer(true)
    const labels = screen.getAllByRole('link').map((a) => a.textContent)
    expect(labels).toEqual(['Home', 'Stake', 'Mint', 'Collection', 'My Collection', 'Wallet calls'])
    expect(screen.getByRole('link', { name: 'Mint' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
    expect(screen.getByRole('link', { name: 'My Collection' }).getAttribute('href')).toBe('/comingSoon')
  })

  it('is inert and hidden while closed', () => {
    renderDrawer(false)
    expect(screen.getByTestId('drawer').hasAttribute('inert')).toBe(true)
    expect(screen.getByTestId('drawer').getAttribute('data-open')).toBe('false')
  })

  it('moves focus into the open drawer', () => {
    renderDrawer(true)
    expect(screen.getByRole('link', { name: 'Home' })).toBe(document.activeElement)
  })

  it('closes on overlay click, on Escape and on a link', () => {
    const { onClose } = renderDrawer(true)
    fireEvent.click(screen.getByTestId('drawer-overlay'))
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Menu' }), { key: 'Escape' })
    fireEvent.click(screen.getByRole('link', { name: 'Stake' }))
    expect(onClose).toHaveBeenCalledTimes(3)
  })
})
