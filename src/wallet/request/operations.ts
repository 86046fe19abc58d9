/**
 * Operation ids for the call log: every request, event and receipt one public API call (or one caller
 * operation, `wallet.operation()`) causes shares one. While a call runs, requests a connector sends on
 * its own (connect, resume) and events the wallet sends join the newest running call: the wallet sends
 * them in answer to it. With nothing running, each request or event is an operation of its own.
 */
export interface RunningOperation {
  readonly id: string
  close(): void
}

export interface Operations {
  /** Marks an operation as running (a fresh id unless given) until `close()`. */
  open(id?: string): RunningOperation
  /** The newest running operation, if any. */
  current(): string | undefined
}

export function createOperations(newId: () => string): Operations {
  const running: string[] = []
  return {
    open(id = newId()) {
      running.push(id)
      let closed = false
      return {
        id,
        close() {
          if (closed) return
          closed = true
          running.splice(running.lastIndexOf(id), 1)
        },
      }
    },
    current: () => running.at(-1),
  }
}
