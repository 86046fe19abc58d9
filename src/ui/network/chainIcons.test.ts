import { describe, expect, it } from 'vitest'
import { chainTableIds } from '../../chains'
import { chainIconSrc, chainIconSvg } from './chainIcons'

describe('chain icons', () => {
  it('has an icon for every chain of the chain table', () => {
    const ids = chainTableIds()
    expect(ids.length).toBe(26)
    const missing = ids.filter((id) => chainIconSvg(id) === undefined)
    expect(missing).toEqual([])
  })

  it('draws each icon as a small standalone SVG with a ring that shows on light and dark pages', () => {
    for (const id of chainTableIds()) {
      const svg = chainIconSvg(id) ?? ''
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
      expect(svg).toContain('stroke="#8a8f98"')
      expect(svg.length, `icon of chain ${id}`).toBeLessThan(900)
      expect(svg).not.toMatch(/<script|href=|on\w+=/i)
    }
  })

  it('gives distinct networks distinct icons and a testnet its network mark', () => {
    const mainnets = [1, 10, 56, 100, 137, 324, 8453, 42161, 42220, 43114, 59144, 81457, 534352, 7777777, 31337]
    expect(new Set(mainnets.map((id) => chainIconSvg(id))).size).toBe(mainnets.length)
    expect(chainIconSvg(11155111)).toBe(chainIconSvg(1))
    expect(chainIconSvg(84532)).toBe(chainIconSvg(8453))
  })

  it('returns a data URI for <img>, and nothing for an unknown chain', () => {
    expect(chainIconSrc(137)).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(chainIconSrc(137)).toBe(chainIconSrc(137))
    expect(chainIconSrc(123456)).toBeUndefined()
    expect(chainIconSvg(123456)).toBeUndefined()
  })
})
