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
