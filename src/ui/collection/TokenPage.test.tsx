import { cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { PROPERTY_TIMEOUT_MS, runParameters } from '../../../tests/unit/properties/propertyRuns.ts'
import { paths } from '../shell/routes/paths'
import { TokenPage } from './TokenPage'

afterEach(cleanup)

describe('TokenPage at an id that is not a token number', () => {
  it(
    'shows the id as clean text: no control or bidi characters, no half of a surrogate pair, at most 40 characters',
    () => {
      const hostile = fc.constantFrom(
        '\u202e',
        '\u2066',
        '\u0000',
        '\u001b',
        '\u0085',
        '\ud83d\ude00',
        'a',
        ' ',
        '7',
        '%',
      )
      const idText = fc
        .array(hostile, { minLength: 1, maxLength: 60 })
        .map((chars) => chars.join(''))
        .filter((text) => !/^[1-9][0-9]*$/.test(text))
      fc.assert(
        fc.property(idText, (text) => {
          cleanup()
          const { container } = render(
            <Router hook={memoryLocation({ path: `/token/${encodeURIComponent(text)}` }).hook}>
              <Route path={paths.token}>
                <TokenPage />
              </Route>
            </Router>,
          )
          const shown = container.querySelector('.empty-state p')?.textContent ?? ''
          expect(shown).toContain('is not a token number')
          const quoted = shown.slice(1, shown.indexOf('’ is not'))
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the property is that none is shown
          expect(quoted).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/)
          expect(quoted).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
          expect(quoted.length).toBeLessThanOrEqual(40)
        }),
        // Each case renders the page: 1,000 cover these few characters' mixes.
        runParameters(1_000),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
