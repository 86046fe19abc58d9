import { fail, type Handler, providerError, scriptedProvider } from '../../wallet/testing.ts'

export { providerError }

type Answer = (params: unknown) => unknown

/**
 * A wallet for component tests, scripted on the wallet package's `testing` provider: answers accounts
 * and chain id, switches among known chains (4902 for others), and lets a test fail the next call of a
 * method, replace an answer or emit events.
 */
export function createScriptedProvider(options: { account: `0x${string}`; chainId: number; knownChains?: number[] }) {
  let chainId = options.chainId
  let connected = false
  const known = new Set([options.chainId, ...(options.knownChains ?? [])])
  const failures = new Map<string, unknown>()
  const overrides = new Map<string, Answer>()
  const chainHex = () => `0x${chainId.toString(16)}`
  const requestedChain = (params: unknown) => Number((params as [{ chainId: string }])[0].chainId)

  const script: Record<string, Handler> = {
    eth_requestAccounts: () => {
      connected = true
      return [options.account]
    },
    eth_accounts: () => (connected ? [options.account] : []),
    eth_chainId: chainHex,
    wallet_switchEthereumChain: (params, self) => {
      const wanted = requestedChain(params)
      if (!known.has(wanted)) fail(providerError(4902, 'Unrecognized chain ID'))
      chainId = wanted
      self.emit('chainChanged', chainHex())
      return null
    },
    wallet_addEthereumChain: (params) => {
      known.add(requestedChain(params))
      return null
    },
    eth_getBalance: () => '0xde0b6b3a7640000',
  }

  // Every scripted method goes through the test's one-off failures and replaced answers first.
  const route =
    (method: string): Handler =>
    (params, self) => {
      if (failures.has(method)) {
        const failure = failures.get(method)
        failures.delete(method)
        fail(failure)
      }
      const answer = overrides.get(method) ?? script[method]
      return answer ? answer(params, self) : fail(providerError(4200, `Unsupported method ${method}`))
    }
  const provider = scriptedProvider(Object.fromEntries(Object.keys(script).map((method) => [method, route(method)])))

  return {
    provider,
    requests: provider.calls,
    /** The next call of `method` throws this error (as a wallet throws it). */
    failNext(method: string, error: unknown) {
      failures.set(method, error)
      provider.handlers[method] = route(method)
    },
    /** Replaces the answer for `method` until cleared. */
    answerWith(method: string, answer: Answer | undefined) {
      if (answer) overrides.set(method, answer)
      else overrides.delete(method)
      provider.handlers[method] = route(method)
    },
    emit: provider.emit,
    get chainId() {
      return chainId
    },
  }
}
