/**
 * A small listener set: `on` returns the unsubscribe; a listener that throws is reported on the
 * console and never stops the others nor reaches the code that emitted (often a wallet's own event).
 */
export interface Emitter<T> {
  on(listener: (value: T) => void): () => void
  off(listener: (value: T) => void): void
  emit(value: T): void
  clear(): void
  readonly size: number
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>()
  return {
    on(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    off: (listener) => void listeners.delete(listener),
    emit(value) {
      // A copy: a listener may unsubscribe itself (or another) while being called.
      for (const listener of [...listeners]) {
        try {
          listener(value)
        } catch (error) {
          console.error('A wallet listener threw', error)
        }
      }
    },
    clear: () => listeners.clear(),
    get size() {
      return listeners.size
    },
  }
}
