import { act, cleanup, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../../app/index.ts'
import { testServices } from '../test/renderWithWallet'
import { AppServicesProvider, useAppContext, type AppServices } from './AppServices.tsx'
import { createIdleTransactions, createIdleWallet } from '../wallet/idleWallet'

afterEach(cleanup)

const noWallet = () => Promise.reject(new Error('no wallet in this test'))
const base = testServices(createIdleWallet([], noWallet, noWallet), createIdleTransactions())
const context = base.currentContext() as AppContext

/** A load that settles when the test says, with the services' contract: one promise until it settles. */
function loading() {
  let loaded: AppContext | undefined
  let settle: { resolve: (value: AppContext) => void; reject: (error: Error) => void } | undefined
  const attempt = new Promise<AppContext>((resolve, reject) => (settle = { resolve, reject })).then(
    (value) => (loaded = value),
  )
  const services: AppServices = { ...base, loadContext: () => attempt, currentContext: () => loaded }
  return {
    services,
    resolve: async () => {
      settle?.resolve(context)
      await attempt
    },
    reject: (error: Error) => settle?.reject(error),
  }
}

/** Loaded before the first render: the load's promise is never looked at. */
const loadedServices: AppServices = { ...base, loadContext: () => new Promise(() => undefined) }
/** Never loads (a server without the wallet module, or a load still under way). */
const neverServices: AppServices = {
  ...base,
  currentContext: () => undefined,
  loadContext: () => new Promise(() => undefined),
}

function Page() {
  const { chains, contracts } = useAppContext()
  return <p>{`${chains.length} chains, ${Object.keys(contracts).length} with contracts`}</p>
}

class Failure extends Component<{ readonly children: ReactNode }, { readonly error?: Error }> {
  override state: { readonly error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children
  }
}

const tree = (services: AppServices) => (
  <AppServicesProvider services={services}>
    <Failure>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </Failure>
  </AppServicesProvider>
)

/** Rendered in an awaited act: a component that suspends on use() commits its fallback only there. */
const show = (services: AppServices) => act(async () => void render(tree(services)))

const PAGE_TEXT = '0 chains, 0 with contracts'

async function prerendered(services: AppServices): Promise<string> {
  const { prelude } = await prerender(tree(services))
  return new Response(prelude).text()
}

describe('useAppContext', () => {
  it('renders a loaded context at once, without its fallback, in the browser and on the server', () => {
    render(tree(loadedServices))
    expect(screen.getByText(PAGE_TEXT)).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(renderToString(tree(loadedServices))).toContain(PAGE_TEXT)
  })

  it('shows the boundary’s fallback while the context loads, then the page, with use() called on every render', async () => {
    // React reports a component that suspended on use() and did not call it when it retried, as a console error.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = loading()
    await show(load.services)
    expect(screen.getByText('Loading…')).toBeTruthy()
    await act(load.resolve)
    expect(screen.getByText(PAGE_TEXT)).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(errors.mock.calls.map(String)).toEqual([])
    errors.mockRestore()
  })

  it('hands a failed load to the error boundary above', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined) // React reports the caught error
    const load = loading()
    await show(load.services)
    await act(async () => load.reject(new Error('offline')))
    expect(screen.getByRole('alert').textContent).toBe('offline')
    logged.mockRestore()
  })

  it('prerenders the same HTML whether the context loads during the render or was loaded before', async () => {
    const load = loading()
    const during = prerendered(load.services)
    await load.resolve()
    expect(await during).toBe(await prerendered(loadedServices))
    expect(await during).toContain(PAGE_TEXT)
  })

  it('lets a server render end with the fallback when the context never loads', () => {
    const html = renderToString(tree(neverServices))
    expect(html).toContain('Loading…')
    expect(html).not.toContain(PAGE_TEXT)
  })
})
