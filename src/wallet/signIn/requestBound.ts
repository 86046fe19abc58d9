/**
 * Bounds one sign-in API request: it ends when the flow aborts or when `timeoutMs` passes, whichever comes first.
 * The timeout is a plain setTimeout (not AbortSignal.timeout) so that a test's fake clock drives it too.
 */
export interface RequestBound {
  /** Aborts on the flow's abort or on the timeout; passed to fetch. */
  readonly signal: AbortSignal
  /** true once the timeout (not the flow) ended the request. */
  timedOut(): boolean
  /** A promise that rejects as soon as `signal` aborts: raced against what fetch itself may not bound. */
  readonly aborted: Promise<never>
  /** Clears the timer and the listener on the flow's signal. */
  dispose(): void
}

export function boundRequest(flowSignal: AbortSignal | undefined, timeoutMs: number): RequestBound {
  const timer = new AbortController()
  let expired = false
  const handle = setTimeout(() => {
    expired = true
    timer.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError'))
  }, timeoutMs)
  const { signal, release } = anySignal(flowSignal ? [flowSignal, timer.signal] : [timer.signal])
  const aborted = new Promise<never>((_, reject) => {
    const fail = (): void => reject(signal.reason)
    if (signal.aborted) fail()
    else signal.addEventListener('abort', fail, { once: true })
  })
  aborted.catch(() => undefined) // raced by the caller; never an unhandled rejection on its own
  return {
    signal,
    timedOut: () => expired,
    aborted,
    dispose() {
      clearTimeout(handle)
      release()
    },
  }
}

/** AbortSignal.any where the runtime has it, else a controller that follows each signal until released. */
function anySignal(signals: readonly AbortSignal[]): { signal: AbortSignal; release: () => void } {
  if (typeof AbortSignal.any === 'function') return { signal: AbortSignal.any([...signals]), release: () => undefined }
  return anySignalFallback(signals)
}

/** The fallback of anySignal, exported for its test (runtimes without AbortSignal.any: Safari before 17.4). */
export function anySignalFallback(signals: readonly AbortSignal[]): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController()
  const first = signals.find((signal) => signal.aborted)
  if (first) {
    controller.abort(first.reason)
    return { signal: controller.signal, release: () => undefined }
  }
  const listeners = signals.map((signal) => {
    const onAbort = (): void => {
      controller.abort(signal.reason)
      release()
    }
    signal.addEventListener('abort', onAbort, { once: true })
    return { signal, onAbort }
  })
  const release = (): void => {
    for (const { signal, onAbort } of listeners) signal.removeEventListener('abort', onAbort)
  }
  return { signal: controller.signal, release }
}
