import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { navItems } from './navItems'
import { NotFoundPage, shownPath } from './NotFoundPage'

afterEach(cleanup)

const at = (path: string) => {
  const { hook } = memoryLocation({ path })
  return (
    <Router hook={hook}>
      <NotFoundPage />
    </Router>
  )
}

describe('NotFoundPage', () => {
  it('names the path asked for and links to every page of the app', () => {
    render(at('/stakes/42'))
    expect(screen.getByText('/stakes/42').closest('p')?.textContent).toBe('There is no page at /stakes/42.')
    const pages = screen.getByRole('navigation', { name: 'Pages of this app' })
    const links = within(pages)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual(navItems.filter((item) => item.href !== '/').map((item) => [item.label, item.href]))
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  })

  it('prerenders without the path (one 404 page serves every unknown path), so hydration matches', () => {
    const html = renderToString(
      <Router ssrPath="/no-such-page">
        <NotFoundPage />
      </Router>,
    )
    expect(html).toContain('There is nothing at this address.')
    expect(html).not.toContain('no-such-page')
    expect(html).toContain('href="/mint"')
  })

  it('cuts a long path, so a crafted link cannot fill the page with its words', () => {
    const table: readonly [string, string][] = [
      ['/', '/'],
      ['/a'.repeat(30), '/a'.repeat(30)],
      [`/${'x'.repeat(60)}`, `/${'x'.repeat(58)}…`],
      [
        '/send-your-eth-to-0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266-now',
        '/send-your-eth-to-0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226…',
      ],
    ]
    for (const [path, shown] of table) {
      expect(shownPath(path)).toBe(shown)
      expect(shownPath(path).length).toBeLessThanOrEqual(60)
    }
  })
})
