import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from './createEmitter.ts'

describe('createEmitter', () => {
  it('calls every listener, isolates a throwing one, and unsubscribes', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const emitter = createEmitter<number>()
    const seen: number[] = []
    emitter.on(() => {
      throw new Error('bad listener')
    })
    const stop = emitter.on((value) => seen.push(value))
    expect(() => emitter.emit(1)).not.toThrow()
    expect(errors).toHaveBeenCalledTimes(1)
    stop()
    emitter.emit(2)
    expect(seen).toEqual([1])
    expect(emitter.size).toBe(1)
    emitter.clear()
    expect(emitter.size).toBe(0)
    errors.mockRestore()
  })

  it('lets a listener remove itself while being called without skipping the next one', () => {
    const emitter = createEmitter<string>()
    const calls: string[] = []
    const first = (value: string) => {
      calls.push(`first ${value}`)
      emitter.off(first)
    }
    emitter.on(first)
    emitter.on((value) => calls.push(`second ${value}`))
    emitter.emit('a')
    emitter.emit('b')
    expect(calls).toEqual(['first a', 'second a', 'second b'])
  })
})
