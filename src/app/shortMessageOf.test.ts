import { describe, expect, it } from 'vitest'
import { shortMessageOf } from './errors.ts'

describe('shortMessageOf', () => {
  it('prefers the error’s short message, then its message', () => {
    const withShort = Object.assign(new Error('long details'), { shortMessage: 'Short line.' })
    expect(shortMessageOf(withShort, 'Fallback.')).toBe('Short line.')
    expect(shortMessageOf(new Error('Plain message.'), 'Fallback.')).toBe('Plain message.')
  })

  it('falls back to the caller’s sentence when the error says nothing', () => {
    expect(shortMessageOf(new Error(''), 'The wallet could not disconnect.')).toBe('The wallet could not disconnect.')
    expect(shortMessageOf('not an error', 'The wallet could not switch networks.')).toBe(
      'The wallet could not switch networks.',
    )
  })
})
