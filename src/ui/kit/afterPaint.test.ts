import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './afterPaint'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterPaint', () => {
  it('runs the task once, in a task after the next frame', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const task = vi.fn()
    afterPaint(task)
    vi.advanceTimersByTime(10)
    expect(task).not.toHaveBeenCalled()
    for (const frame of frames) frame(0)
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000) // the hidden-tab fallback does not run it again
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs the task anyway when no frame comes (a hidden tab), and never once cancelled', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => undefined)
    const task = vi.fn()
    afterPaint(task)
    vi.advanceTimersByTime(1000)
    expect(task).toHaveBeenCalledTimes(1)
    const cancelled = vi.fn()
    afterPaint(cancelled)()
    vi.advanceTimersByTime(1000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})
