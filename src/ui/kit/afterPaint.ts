/** A hidden tab draws no frames: past this, the task runs anyway. */
const HIDDEN_TAB_FALLBACK_MS = 200

/**
 * Runs `task` once the browser has painted the frame now being prepared (the frame's callback, then a
 * task), so work that an update starts (reads, chunk loads) does not hold that update's paint. A render
 * from a store update (React's sync lane) runs its effects before the browser paints; effects that
 * start network reads go through this instead. Returns a cancel function.
 */
export function afterPaint(task: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    task()
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(run, 0)
        })
      : undefined
  const fallback = setTimeout(run, frame === undefined ? 0 : HIDDEN_TAB_FALLBACK_MS)
  return () => {
    done = true
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(timer)
    clearTimeout(fallback)
  }
}
