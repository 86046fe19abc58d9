import { afterEach, describe, expect, it } from 'vitest'
import { announce, flush, scriptedProvider } from '../testing/scriptedProvider.ts'
import { startEip6963Discovery, type Eip6963Discovery } from './eip6963.ts'

let discovery: Eip6963Discovery | undefined
afterEach(() => discovery?.stop())

describe('startEip6963Discovery', () => {
  it('asks wallets already loaded to announce, and records their answer', () => {
    const provider = scriptedProvider()
    const answer = () => announce(window, provider, { uuid: 'a', name: 'Early', rdns: 'com.early' })
    window.addEventListener('eip6963:requestProvider', answer)
    discovery = startEip6963Discovery(window)
    window.removeEventListener('eip6963:requestProvider', answer)
    expect(discovery.state.entries.map((e) => e.info.name)).toEqual(['Early'])
  })

  it('adds a late announcement, copies frozen info and keeps the provider itself (ref, not a proxy)', async () => {
    discovery = startEip6963Discovery(window)
    const provider = scriptedProvider()
    announce(window, provider, { uuid: 'late', name: 'Late', rdns: 'com.late' })
    await flush()
    const entry = discovery.state.entries[0]
    expect(entry?.info).toEqual({ uuid: 'late', name: 'Late', rdns: 'com.late', icon: 'data:image/svg+xml,<svg/>' })
    expect(Object.isFrozen(entry?.info)).toBe(false)
    expect(entry?.provider).toBe(provider)
  })

  it('does not duplicate a wallet that announces again', () => {
    discovery = startEip6963Discovery(window)
    const provider = scriptedProvider()
    announce(window, provider, { uuid: 'x', name: 'X', rdns: 'com.x' })
    announce(window, provider, { uuid: 'x', name: 'X', rdns: 'com.x' })
    discovery.requestProviders()
    expect(discovery.state.entries).toHaveLength(1)
  })

  it('keeps a second provider claiming the same rdns as its own entry', () => {
    discovery = startEip6963Discovery(window)
    announce(window, scriptedProvider(), { uuid: '1', name: 'MetaMask', rdns: 'io.metamask' })
    announce(window, scriptedProvider(), { uuid: '2', name: 'MetaMask', rdns: 'io.metamask' })
    expect(discovery.state.entries).toHaveLength(2)
  })

  it('ignores malformed announcements', () => {
    discovery = startEip6963Discovery(window)
    const send = (detail: unknown) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    send(undefined)
    send({ info: { uuid: 'u', name: 'No provider', rdns: 'a.b', icon: 'i' } })
    send({ info: { uuid: '', name: 'Empty uuid', rdns: 'a.b', icon: 'i' }, provider: scriptedProvider() })
    send({ info: { uuid: 'u', name: 'Bad provider', rdns: 'a.b', icon: 'i' }, provider: { request: 'nope' } })
    expect(discovery.state.entries).toHaveLength(0)
  })

  it('stops listening', () => {
    discovery = startEip6963Discovery(window)
    discovery.stop()
    announce(window, scriptedProvider(), { uuid: 'z', name: 'Z', rdns: 'com.z' })
    expect(discovery.state.entries).toHaveLength(0)
  })
})
