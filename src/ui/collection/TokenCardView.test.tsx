import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeTokenUri } from '../../app/metadata'
import { TokenCardView } from './TokenCardView'

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
const uri = (value: unknown) => `data:application/json;base64,${b64(JSON.stringify(value))}`
const svg = `data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg"/>')}`

function renderToken(tokenUri: unknown) {
  return render(
    <ul>
      <TokenCardView token={{ id: 7n, metadata: decodeTokenUri(tokenUri) }} />
    </ul>,
  )
}

afterEach(cleanup)

describe('TokenCardView with untrusted metadata', () => {
  it('renders the name as text and the SVG through an img', () => {
    const { container } = renderToken(uri({ name: 'Genesis #7', image: svg }))
    expect(container.querySelector('.token-name')?.textContent).toBe('Genesis #7')
    expect(container.querySelector('img')?.getAttribute('src')).toBe(svg)
  })

  it('never turns HTML in a name into elements', () => {
    const { container } = renderToken(
      uri({ name: '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>', image: svg }),
    )
    expect(container.querySelectorAll('img')).toHaveLength(1)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('.token-name')?.textContent).toContain('<script>')
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  })

  it('shows a placeholder, not an img, for a javascript: image', () => {
    const { container } = renderToken(uri({ name: 'x', image: 'javascript:alert(1)' }))
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('x: image unavailable')
  })

  it('shows a placeholder and a note for a malformed tokenURI instead of crashing', () => {
    const { container } = renderToken('data:application/json;base64,!!!')
    expect(container.querySelector('.token-name')?.textContent).toBe('Token #7')
    expect(container.querySelector('.token-warning')?.textContent).toBe('Metadata unreadable')
    expect(container.querySelector('img')).toBeNull()
  })
})

describe('TokenCardView names the id once', () => {
  const card = (id: bigint, tokenUri: unknown) =>
    render(
      <ul>
        <TokenCardView token={{ id, metadata: decodeTokenUri(tokenUri) }} />
      </ul>,
    ).container.querySelector('.token-card')
  /** How often `text` says '#<id>' as a whole number ('#1' is not in '#10'). */
  const times = (text: string, id: bigint) => text.match(new RegExp(`#${id}(?!\\d)`, 'g'))?.length ?? 0

  // The collection's own names, names without the id, names with a longer number, and unreadable metadata.
  const table: readonly [bigint, unknown, string][] = [
    [1n, uri({ name: 'StakeMint #1', image: svg }), 'StakeMint #1'],
    [12n, uri({ name: 'StakeMint #12', image: svg }), 'StakeMint #12'],
    [7n, uri({ name: 'Genesis', image: svg }), 'Genesis#7'],
    [1n, uri({ name: 'Genesis #10', image: svg }), 'Genesis #10#1'],
    [7n, uri({ name: '#7', image: svg }), '#7'],
    [7n, 'data:application/json;base64,!!!', 'Token #7Metadata unreadable'],
  ]
  for (const [id, tokenUri, text] of table) {
    it(`reads '${text}' for token ${id}`, () => {
      const shown = card(id, tokenUri)?.textContent ?? ''
      expect(shown).toBe(text)
      expect(times(shown, id)).toBe(1)
    })
  }
})
