/**
 * Toasts over the controls they report on: for any viewport, header, toast area and controls on screen, the chosen
 * place covers no control when one of the two places covers none, and never more than the other place.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, runParameters } from '../../../tests/unit/properties/propertyRuns.ts'
import { chooseToastPlace, overlaps, placeBox, type Box, type PlaceInput } from './toastPlace'

const box = (top: number, height: number, left: number, width: number): Box => ({
  top,
  bottom: top + height,
  left,
  right: left + width,
})
const controls = fc.array(
  fc
    .tuple(fc.integer({ min: -100, max: 1000 }), fc.integer({ min: 1, max: 80 }), fc.integer({ min: 0, max: 1200 }))
    .map(([top, height, left]) => box(top, height, left, 120)),
  { maxLength: 12 },
)
const input = fc
  .record({
    viewportHeight: fc.integer({ min: 300, max: 1000 }),
    headerBottom: fc.integer({ min: 0, max: 80 }),
    height: fc.integer({ min: 0, max: 200 }),
    left: fc.integer({ min: 0, max: 900 }),
    margin: fc.constantFrom(8, 16),
    controls,
  })
  .map((r): PlaceInput => ({ ...r, right: r.left + 380 }))

const coveredAt = (place: 'bottom' | 'top', at: PlaceInput) =>
  at.controls.filter((control) => overlaps(placeBox(place, at), control)).length

describe('chooseToastPlace', () => {
  it(
    'covers no control when a place covering none exists, and never more than the other place',
    () => {
      fc.assert(
        fc.property(input, (at) => {
          const chosen = chooseToastPlace(at)
          const other = chosen === 'bottom' ? 'top' : 'bottom'
          if (at.height === 0) {
            expect(chosen).toBe('bottom')
            return
          }
          if (coveredAt('bottom', at) === 0 || coveredAt('top', at) === 0) expect(coveredAt(chosen, at)).toBe(0)
          expect(coveredAt(chosen, at)).toBeLessThanOrEqual(coveredAt(other, at))
        }),
        runParameters(),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  // The Stake page at 1280 × 800: the Claim button and its reason line near the bottom right, under the toasts' place.
  const stakePage: PlaceInput = {
    viewportHeight: 800,
    headerBottom: 64,
    height: 90,
    left: 884,
    right: 1264,
    margin: 16,
    controls: [box(718, 40, 773, 376), box(766, 40, 773, 376)],
  }

  it('moves under the header off the Claim button it reports on', () => {
    expect(chooseToastPlace(stakePage)).toBe('top')
    expect(placeBox('top', stakePage)).toEqual({ top: 80, bottom: 170, left: 884, right: 1264 })
  })

  it('stays at the bottom when nothing is there, or when the top covers as much', () => {
    expect(chooseToastPlace({ ...stakePage, controls: [box(100, 40, 773, 376)] })).toBe('bottom')
    expect(
      chooseToastPlace({
        ...stakePage,
        controls: [...stakePage.controls, box(90, 40, 900, 100), box(140, 20, 900, 100)],
      }),
    ).toBe('bottom')
  })
})
