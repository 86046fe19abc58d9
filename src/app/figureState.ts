/**
 * What a figure read from the chain can honestly show. Its initial value (0, an empty list) is not a reading,
 * so until the first read arrives it is 'loading' (a skeleton), or 'unavailable' ('—') when that read failed;
 * once read, a later failed read leaves it 'stale': still shown, marked with when it was last updated.
 */
export type FigureState = 'loading' | 'unavailable' | 'fresh' | 'stale'

export function figureState(loaded: boolean, readError: string | undefined): FigureState {
  if (!loaded) return readError ? 'unavailable' : 'loading'
  return readError ? 'stale' : 'fresh'
}

/** The block poll failed (node down or too slow): what is shown stays, marked as possibly out of date. */
export const NODE_UNREACHABLE_MESSAGE = 'Could not reach the chain: these figures may be out of date.'
