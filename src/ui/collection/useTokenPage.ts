import { useEffect, useState } from 'react'
import type { TokenCard } from '../../app'

export interface TokenPageState {
  readonly tokens: readonly TokenCard[]
  readonly loading: boolean
  readonly error: string | undefined
}

/**
 * Loads one page of tokens with `load` whenever `key` changes (page, supply, owner…). A slower
 * earlier answer never overwrites a newer one; the previous tokens stay on screen while loading.
 */
export function useTokenPage(key: string, load: (() => Promise<TokenCard[]>) | undefined): TokenPageState {
  const [state, setState] = useState<TokenPageState>({ tokens: [], loading: load !== undefined, error: undefined })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads; `load` is a new closure each render
  useEffect(() => {
    if (!load) {
      setState({ tokens: [], loading: false, error: undefined })
      return
    }
    let current = true
    setState((previous) => ({ ...previous, loading: true }))
    load().then(
      (tokens) => current && setState({ tokens, loading: false, error: undefined }),
      (error: unknown) => {
        if (!current) return
        console.error(error)
        setState((previous) => ({ ...previous, loading: false, error: 'Could not load these tokens from the chain.' }))
      },
    )
    return () => {
      current = false
    }
    // `load` is rebuilt every render; `key` names everything it depends on
  }, [key])
  return state
}
