import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScriptedWcProvider } from './scriptedWcProvider.ts'
import { watchRelay } from './watchRelay.ts'
import type { WcRelayer, WcRelayerEvent } from './wcProvider.ts'

/** A relayer whose socket the test drops and restores; transportOpen succeeds only once `reachable`. */
function scriptedRelayer() {
  const listeners = new Map<WcRelayerEvent, Set<() => void>>()
  const fire = (event: WcRelayerEvent) => {
    for (const listener of listeners.get(event) ?? []) listener()
  }
  const relayer = {
    connected: true,
    reachable: true,
    opens: 0,
    events: {
      on: (event: WcRelayerEvent, listener: () => void) =>
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
      off: (event: WcRelayerEvent, listener: () => void) => listeners.get(event)?.delete(listener),
    },
    async transportOpen() {
      relayer.opens++
      if (!relayer.reachable) throw new Error('relay unreachable')
      relayer.connected = true
      fire('relayer_connect')
    },
    drop() {
      relayer.connected = false
      fire('relayer_disconnect')
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
  return relayer satisfies WcRelayer
}

function clientWith(relayer: WcRelayer): ScriptedWcProvider {
  return Object.assign(new ScriptedWcProvider(), { signer: { client: { core: { relayer } } } })
}

describe('watchRelay', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports the drop once, asks the SDK to reconnect until the relay is back, then reports the return', async () => {
    const relayer = scriptedRelayer()
    const links: boolean[] = []
    const logged: string[] = []
    const stop = watchRelay(
      clientWith(relayer),
      {
        logEvent: (name) => logged.push(name),
        onLink: (interrupted) => links.push(interrupted),
      },
      1_000,
    )
    relayer.reachable = false
    relayer.drop()
    relayer.drop() // the SDK's own retries drop again: still one report
    expect(links).toEqual([true])
    await vi.advanceTimersByTimeAsync(2_000)
    expect(relayer.opens).toBe(2)
    expect(links).toEqual([true])
    relayer.reachable = true
    await vi.advanceTimersByTimeAsync(1_000)
    expect(links).toEqual([true, false])
    await vi.advanceTimersByTimeAsync(5_000)
    expect(relayer.opens).toBe(3) // connected again: no more retries
    expect(logged).toEqual(['relayer_disconnect', 'relayer_disconnect', 'relayer_connect'])
    stop()
    expect(relayer.listenerCount()).toBe(0)
  })

  it('stopping while the link is down ends the retries', async () => {
    const relayer = scriptedRelayer()
    const stop = watchRelay(clientWith(relayer), { logEvent: () => undefined, onLink: () => undefined }, 1_000)
    relayer.reachable = false
    relayer.drop()
    stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(relayer.opens).toBe(0)
  })

  it('a client without a relayer (a scripted one) is not watched', () => {
    expect(watchRelay(new ScriptedWcProvider(), { logEvent: () => undefined, onLink: () => undefined })).toBeTypeOf(
      'function',
    )
  })
})
