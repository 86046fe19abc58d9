import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTransactionStore } from '../transactions/createTransactionStore.ts'
import { createWallet } from '../store/createWallet.ts'
import { polygon } from 'viem/chains'
import { safeStorage } from './safeStorage.ts'

afterEach(() => vi.unstubAllGlobals())

/** localStorage as in a third-party iframe with cookies blocked: reading the property throws. */
function blockStorage(kind: 'localStorage' | 'sessionStorage'): void {
  Object.defineProperty(globalThis, kind, {
    configurable: true,
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  })
}

describe('safeStorage', () => {
  const original = {
    local: Object.getOwnPropertyDescriptor(globalThis, 'localStorage'),
    session: Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage'),
  }
  afterEach(() => {
    if (original.local) Object.defineProperty(globalThis, 'localStorage', original.local)
    if (original.session) Object.defineProperty(globalThis, 'sessionStorage', original.session)
  })

  it('is the browser’s storage when it works', () => {
    expect(safeStorage('local')).toBe(localStorage)
    expect(safeStorage('session')).toBe(sessionStorage)
  })

  it('falls back to one shared memory storage per kind when access throws', () => {
    blockStorage('localStorage')
    const a = safeStorage('local')
    a.setItem('k', 'v')
    expect(safeStorage('local').getItem('k')).toBe('v')
    expect(safeStorage('session')).not.toBe(a)
  })

  it('probes a storage once: later calls return it without writing', () => {
    const writes: string[] = []
    const storage = {
      getItem: () => null,
      setItem: (key: string) => void writes.push(key),
      removeItem: () => undefined,
    }
    vi.stubGlobal('localStorage', storage)
    expect(safeStorage('local')).toBe(storage)
    expect(safeStorage('local')).toBe(storage)
    expect(writes).toEqual(['__wallet_storage_probe__'])
    blockStorage('localStorage')
    expect(safeStorage('local')).not.toBe(storage)
  })

  it('falls back when writing throws (quota 0, Safari private mode)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => undefined,
    })
    expect(safeStorage('local').setItem).not.toThrow()
  })

  it('lets createWallet and the transaction store work with storage blocked', () => {
    blockStorage('localStorage')
    blockStorage('sessionStorage')
    const wallet = createWallet({ chains: [polygon], appName: 'Framed', window, callLog: { persist: true } })
    expect(wallet.state.status).toBe('disconnected')
    const store = createTransactionStore({
      getClient: async () => {
        throw new Error('no client in this test')
      },
    })
    expect(store.list('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 137)).toEqual([])
    store.destroy()
    wallet.destroy()
  })
})
