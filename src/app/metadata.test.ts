import { describe, expect, it } from 'vitest'
import {
  MAX_ATTRIBUTES,
  MAX_NAME_CHARS,
  MAX_TOKEN_URI_CHARS,
  MAX_TRAIT_VALUE_CHARS,
  decodeTokenUri,
  safeImageSrc,
} from './metadata.ts'

const b64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
const jsonUri = (value: unknown): string => `data:application/json;base64,${b64(JSON.stringify(value))}`
const svg = `data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')}`

describe('decodeTokenUri', () => {
  it('decodes the on-chain format (base64 JSON with an SVG data image)', () => {
    const result = decodeTokenUri(jsonUri({ name: 'Genesis #1', description: 'First', image: svg }))
    expect(result).toEqual({
      ok: true,
      metadata: { name: 'Genesis #1', description: 'First', image: svg, attributes: [] },
    })
  })

  it('reads attributes as text pairs, leaving out what is not a text, number or true/false', () => {
    const attributes = [
      { trait_type: 'Hue', value: 210 },
      { trait_type: 'Rare', value: true },
      { value: 'no trait name' },
      { trait_type: 'Bidi\u202etxt', value: 'a\u0000b' },
      { trait_type: 'Nested', value: { deep: 1 } },
      { trait_type: 'Empty', value: '   ' },
      { trait_type: 'Infinite', value: Number.POSITIVE_INFINITY },
      'not an object',
      null,
      [1, 2],
      { trait_type: 'Long', value: 'v'.repeat(500) },
    ]
    const result = decodeTokenUri(jsonUri({ name: 'x', attributes }))
    expect(result.ok && result.metadata.attributes).toEqual([
      { trait: 'Hue', value: '210' },
      { trait: 'Rare', value: 'true' },
      { trait: 'Trait', value: 'no trait name' },
      { trait: 'Bidi txt', value: 'a b' },
      { trait: 'Long', value: `${'v'.repeat(MAX_TRAIT_VALUE_CHARS - 1)}…` },
    ])
    for (const notAList of [{ 0: { trait_type: 'a', value: 1 } }, 'Hue: 1', 7, null]) {
      const decoded = decodeTokenUri(jsonUri({ name: 'x', attributes: notAList }))
      expect(decoded.ok && decoded.metadata.attributes).toEqual([])
    }
    const many = Array.from({ length: 1_000 }, (_, index) => ({ trait_type: `T${index}`, value: index }))
    const capped = decodeTokenUri(`data:application/json,${encodeURIComponent(JSON.stringify({ attributes: many }))}`)
    expect(capped.ok && capped.metadata.attributes.length).toBe(MAX_ATTRIBUTES)
  })

  it('keeps UTF-8 names intact', () => {
    const result = decodeTokenUri(jsonUri({ name: 'Früh ✨ 日本', image: svg }))
    expect(result.ok && result.metadata.name).toBe('Früh ✨ 日本')
  })

  it('keeps HTML in names as inert text (rendered by React as text, never parsed)', () => {
    const result = decodeTokenUri(jsonUri({ name: '<img src=x onerror=alert(1)>', image: svg }))
    expect(result.ok && result.metadata.name).toBe('<img src=x onerror=alert(1)>')
  })

  it.each([
    ['javascript: URL', 'javascript:alert(1)'],
    ['http (not https) URL', 'http://example.com/a.png'],
    ['HTML data URI', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['png data URI', 'data:image/png;base64,iVBORw0KGgo='],
    ['svg with invalid base64', 'data:image/svg+xml;base64,@@@not-base64@@@'],
    ['credentials in URL', 'https://user:pass@example.com/a.svg'],
    ['number', 42],
    ['object', { src: 'https://example.com/a.svg' }],
  ])('refuses an image that is a %s', (_label, image) => {
    const result = decodeTokenUri(jsonUri({ name: 'x', image }))
    expect(result).toEqual({ ok: true, metadata: { name: 'x', description: '', image: undefined, attributes: [] } })
  })

  it('accepts https images', () => {
    expect(safeImageSrc('https://example.com/a.svg')).toBe('https://example.com/a.svg')
  })

  it.each([
    ['not a string', 123],
    ['undefined', undefined],
    ['another scheme', 'ipfs://bafy/1.json'],
    ['javascript: URI', 'javascript:alert(document.cookie)'],
    ['invalid base64', 'data:application/json;base64,%%%%'],
    ['base64 of invalid UTF-8', `data:application/json;base64,${btoa('\xff\xfe\xfd')}`],
    ['truncated base64 JSON', jsonUri({ name: 'x' }).slice(0, 40)],
    ['JSON that does not parse', `data:application/json;base64,${b64('{"name": ')}`],
    ['a JSON array', jsonUri(['x'])],
    ['JSON null', jsonUri(null)],
    ['bad percent-encoding', 'data:application/json,%E0%A4%A'],
  ])('returns a placeholder reason for %s', (_label, uri) => {
    const result = decodeTokenUri(uri)
    expect(result.ok).toBe(false)
  })

  it('refuses a huge tokenURI without decoding it', () => {
    const huge = `data:application/json;base64,${'A'.repeat(MAX_TOKEN_URI_CHARS + 4)}`
    expect(decodeTokenUri(huge)).toEqual({ ok: false, reason: 'tokenURI is too large' })
  })

  it('caps huge names and strips control and bidi characters', () => {
    const result = decodeTokenUri(jsonUri({ name: `a\u202eb\u0000c${'x'.repeat(10_000)}`, description: 5 }))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.metadata.name.length).toBe(MAX_NAME_CHARS)
    expect(result.metadata.name.startsWith('a b c')).toBe(true)
    expect(result.metadata.description).toBe('')
  })

  it('decodes percent-encoded JSON data URIs', () => {
    const uri = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Plain', image: svg }))}`
    expect(decodeTokenUri(uri)).toEqual({
      ok: true,
      metadata: { name: 'Plain', description: '', image: svg, attributes: [] },
    })
  })

  it('ignores __proto__ keys', () => {
    const result = decodeTokenUri(`data:application/json;base64,${b64('{"__proto__":{"name":"evil"},"name":"ok"}')}`)
    expect(result.ok && result.metadata.name).toBe('ok')
    expect(({} as Record<string, unknown>).name).toBeUndefined()
  })
})
