import { createElement, lazy, type ComponentType } from 'react'

/** A component whose code is a separate chunk, fetched on demand or ahead of time by `preload()`. */
export interface LazyComponent<P extends object> {
  /** Renders the component; suspends only while the chunk is still loading. */
  readonly Component: ComponentType<P>
  /** Starts (or joins) the chunk download; safe to call many times. */
  preload(): Promise<ComponentType<P>>
  /** true once the chunk has arrived. */
  isLoaded(): boolean
}

export type LazyPage = LazyComponent<Record<never, never>>

/**
 * Wraps `import()` so links and buttons can prefetch; once loaded, the module is rendered
 * directly rather than through React.lazy, so a prefetched chunk never flashes a fallback.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  // React.lazy remembers a rejection forever; a fresh one after a failure lets a retry re-fetch.
  const makeSuspending = () => lazy(() => preload().then((component) => ({ default: component })))

  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined // a failed fetch (offline, new deploy) may be retried
        suspending = makeSuspending()
        throw error
      },
    )
    return pending
  }

  let suspending = makeSuspending()

  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy module (at import), not per render
  function Component(props: P) {
    return createElement(loaded ?? suspending, props)
  }

  return { Component, preload, isLoaded: () => loaded !== undefined }
}

/** A routed page: no props. */
export const lazyPage = (load: () => Promise<ComponentType>): LazyPage => lazyComponent(load)
