/**
 * Where the toasts go: at the bottom of the viewport (the usual place) unless they would cover more of the page's
 * controls there than under the header. A toast reports on a button the person just pressed (Claim, Withdraw, Stake,
 * Mint); these lie anywhere on the page, so the place is chosen from what is on screen now.
 */

/** A rectangle in viewport pixels. */
export interface Box {
  readonly top: number
  readonly bottom: number
  readonly left: number
  readonly right: number
}

export type ToastPlace = 'bottom' | 'top'

export interface PlaceInput {
  readonly viewportHeight: number
  /** Where the header ends (0 once it has scrolled away). */
  readonly headerBottom: number
  /** The toast area's height and its horizontal extent. */
  readonly height: number
  readonly left: number
  readonly right: number
  /** Space kept between the area and the edge (or the header). */
  readonly margin: number
  /** The page's controls and the lines that say why one is disabled, as on screen now. */
  readonly controls: readonly Box[]
}

/** The area's box at a place. */
export function placeBox(place: ToastPlace, input: PlaceInput): Box {
  const { viewportHeight, headerBottom, height, left, right, margin } = input
  const top = place === 'bottom' ? viewportHeight - margin - height : Math.max(headerBottom, 0) + margin
  return { top, bottom: top + height, left, right }
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right
}

const covered = (area: Box, controls: readonly Box[]) => controls.filter((control) => overlaps(area, control)).length

/** The place whose area covers fewer controls; the bottom when they cover as many. */
export function chooseToastPlace(input: PlaceInput): ToastPlace {
  if (input.height <= 0) return 'bottom'
  const atBottom = covered(placeBox('bottom', input), input.controls)
  if (atBottom === 0) return 'bottom'
  return covered(placeBox('top', input), input.controls) < atBottom ? 'top' : 'bottom'
}
