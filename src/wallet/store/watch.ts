/** Follows one derived value of a valtio proxy, with its previous value: for callers that do not use valtio. */
import { subscribe } from 'valtio/vanilla'

export function watchSelected<S extends object, T>(
  state: S,
  selector: (state: S) => T,
  listener: (next: T, previous: T) => void,
): () => void {
  let previous = selector(state)
  return subscribe(state, () => {
    const next = selector(state)
    if (Object.is(next, previous)) return
    const before = previous
    previous = next
    listener(next, before)
  })
}
