import type { Eip1193Provider, RequestArguments } from '../../wallet/index.ts'

type Listener = (...args: never[]) => void
type Answer = (params: unknown) => unknown

/** An EIP-1193 error as wallets throw it: a plain Error with a numeric code. */
export function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

/**
 * A scripted EIP-1193 wallet for component tests: answers accounts and chain id, switches among
 * known chains (4902 for others), and lets a test fail the next call of a method or emit events.
 */
export function createScriptedProvider(options: { account: `0x${string}`; chainId: number; knownChains?: number[] }) {
  let chainId = options.chainId
  let connected = false
  const known = new Set([options.chainId, ...(options.knownChains ?? [])])
  const listeners = new Map<string, Set<Listener>>()
  const failures = new Map<string, Error>()
  const overrides = new Map<string, Answer>()
  const requests: RequestArguments[] = []

  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: unknown) => void)(payload)
  }

  const answer = (method: string, params: unknown): unknown => {
    switch (method) {
      case 'eth_requestAccounts':
        connected = true
        return [options.account]
      case 'eth_accounts':
        return connected ? [options.account] : []
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'wallet_switchEthereumChain': {
        const wanted = Number((params as [{ chainId: string }])[0].chainId)
        if (!known.has(wanted)) throw providerError(4902, 'Unrecognized chain ID')
        chainId = wanted
        emit('chainChanged', `0x${wanted.toString(16)}`)
        return null
      }
      case 'wallet_addEthereumChain':
        known.add(Number((params as [{ chainId: string }])[0].chainId))
        return null
      case 'eth_getBalance':
        return '0xde0b6b3a7640000'
      default:
        throw providerError(4200, `Unsupported method ${method}`)
    }
  }

  const provider: Eip1193Provider & { isMetaMask?: boolean } = {
    async request(args) {
      requests.push(args)
      const failure = failures.get(args.method)
      if (failure) {
        failures.delete(args.method)
        throw failure
      }
      const override = overrides.get(args.method)
      return override ? override(args.params) : answer(args.method, args.params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return {
    provider,
    requests,
    /** The next call of `method` throws this error (code kept). */
    failNext(method: string, error: Error) {
      failures.set(method, error)
    },
    /** Replaces the answer for `method` until cleared. */
    answerWith(method: string, answer: Answer | undefined) {
      if (answer) overrides.set(method, answer)
      else overrides.delete(method)
    },
    emit,
    get chainId() {
      return chainId
    },
  }
}
