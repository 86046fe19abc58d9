/** NFT token URIs and their metadata: untrusted input from any contract (decodeTokenUri never throws). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanText,
  decodeTokenUri,
  MAX_DESCRIPTION_CHARS,
  MAX_NAME_CHARS,
  safeImageSrc,
} from '../../../src/app/metadata.ts'
import { HOSTILE_MAX_LENGTH, hostileRecord, plain, untrustedValue } from './hostileValues.ts'
import { inTime, PROPERTY_TIMEOUT_MS, runParameters } from './propertyRuns.ts'

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64')
const imageField = fc.oneof(
  fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true, withFragments: true }),
  fc.string({ maxLength: 60 }).map((svg) => `data:image/svg+xml;base64,${base64(svg)}`),
  fc.string({ maxLength: 60 }).map((svg) => `data:image/svg+xml,${svg}`),
  fc.constantFrom(
    'javascript:alert(1)',
    'data:text/html;base64,PGgxPg==',
    'https://user:pw@example.com/a.png',
    ' https://a.test/x ',
  ),
  fc.jsonValue({ maxDepth: 1 }),
)
const metadataObject = fc.record(
  {
    name: fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    description: fc.oneof(fc.string({ maxLength: 500 }), fc.string({ unit: 'binary', maxLength: 500 })),
    image: imageField,
  },
  { requiredKeys: [] },
)
const tokenUri = fc.oneof(
  fc.string({ maxLength: 200 }),
  metadataObject.map((metadata) => `data:application/json;base64,${base64(JSON.stringify(metadata))}`),
  metadataObject.map((metadata) => `data:application/json,${encodeURIComponent(JSON.stringify(metadata))}`),
  fc.jsonValue({ maxDepth: 2 }).map((value) => `data:application/json,${JSON.stringify(value)}`),
  fc
    .uint8Array({ maxLength: 200 })
    .map((bytes) => `data:application/json;base64,${Buffer.from(bytes).toString('base64')}`),
  fc
    .string({ unit: fc.constantFrom('A', '=', '/', '+', '%', '{'), maxLength: 300 })
    .map((tail) => `data:application/json;base64,${tail}`),
  fc.anything(),
)
/** With the u flag a paired surrogate is one code point: only a broken half matches. */
const LONE_SURROGATE = /[\ud800-\udfff]/u
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this check's job
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

const isSafeImage = (src: string | undefined): boolean =>
  src === undefined || /^data:image\/svg\+xml[;,]/i.test(src) || src.startsWith('https://')
const isCleanText = (text: string, max: number): boolean =>
  text.length <= max && !CONTROL_OR_BIDI.test(text) && text === text.trim() && !LONE_SURROGATE.test(text)

describe('decodeTokenUri', () => {
  it('returns clean text and a safe image or a reason, for any tokenURI, in time', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(tokenUri, (uri) => {
        const decoded = inTime(() => decodeTokenUri(uri), typeof uri === 'string' ? uri.length : 100)
        if (!decoded.ok) return typeof decoded.reason === 'string' && decoded.reason.length > 0
        const { name, description, image } = decoded.metadata
        return (
          isCleanText(name, MAX_NAME_CHARS) && isCleanText(description, MAX_DESCRIPTION_CHARS) && isSafeImage(image)
        )
      }),
      runParameters(),
    )
  })

  it('reads back what a base64 or percent-encoded JSON data URI holds', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(metadataObject, fc.boolean(), (metadata, asBase64) => {
        const json = JSON.stringify(metadata)
        const uri = asBase64
          ? `data:application/json;base64,${base64(json)}`
          : `data:application/json,${encodeURIComponent(json)}`
        const decoded = decodeTokenUri(uri)
        return (
          decoded.ok &&
          decoded.metadata.name === cleanText(metadata.name, MAX_NAME_CHARS) &&
          decoded.metadata.description === cleanText(metadata.description, MAX_DESCRIPTION_CHARS) &&
          decoded.metadata.image === safeImageSrc(metadata.image)
        )
      }),
      runParameters(),
    )
  })
})

describe('token metadata readers on hostile values', () => {
  it('decodeTokenUri, cleanText and safeImageSrc answer any value (a getter, a Proxy, a bigint, a cycle) without throwing', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    const value = fc.oneof(
      untrustedValue,
      hostileRecord({ name: plain(fc.string()), description: plain(fc.string()), image: plain(imageField) }),
    )
    fc.assert(
      fc.property(value, (input) =>
        inTime(() => {
          const decoded = decodeTokenUri(input.make())
          const name = cleanText(input.make(), MAX_NAME_CHARS)
          const image = safeImageSrc(input.make())
          return (decoded.ok || decoded.reason !== '') && isCleanText(name, MAX_NAME_CHARS) && isSafeImage(image)
        }, HOSTILE_MAX_LENGTH),
      ),
      runParameters(),
    )
  })
})

describe('cleanText and safeImageSrc', () => {
  it('cleanText leaves no control or bidi character, no broken character and nothing past the limit', {
    timeout: PROPERTY_TIMEOUT_MS,
  }, () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 200 })),
        fc.integer({ min: 2, max: 120 }),
        (text, max) => isCleanText(cleanText(text, max), max),
      ),
      runParameters(),
    )
  })

  it('safeImageSrc passes only SVG data URIs and https URLs', { timeout: PROPERTY_TIMEOUT_MS }, () => {
    fc.assert(
      fc.property(fc.oneof(imageField, fc.string({ maxLength: 200 })), (value) => isSafeImage(safeImageSrc(value))),
      runParameters(),
    )
  })

  it('cuts a long name between characters, never inside one (an example the property found)', () => {
    const name = `${'a'.repeat(MAX_NAME_CHARS - 2)}😀😀`
    const cleaned = cleanText(name, MAX_NAME_CHARS)
    expect(LONE_SURROGATE.test(cleaned)).toBe(false)
    expect(cleaned).toBe(`${'a'.repeat(MAX_NAME_CHARS - 2)}…`)
  })
})
