/**
 * The EIP-1193 face of a WalletConnect session, handed to the module's request path: requests time
 * out after `requestTimeoutMs` (default SESSION_REQUEST_TIMEOUT_MS, 5 minutes), chain switches are checked against the session's approved chains,
 * and session error codes become typed errors.
 */
import { WalletTimeoutError } from '../../errors/configErrors.ts'
import { requestLabel } from '../../errors/requestLabel.ts'
import { DisconnectedError } from '../../errors/providerErrors.ts'
import { mapSessionError } from '../../errors/sessionErrors.ts'
import { parseChainId } from '../../request/parseResponses.ts'
import type { Eip1193Provider, RequestArguments } from '../../types.ts'
import { ChainNotApprovedError } from './errors.ts'
import type { WcProvider } from './wcProvider.ts'
import { withTimeout } from './withTimeout.ts'

/** How long a WalletConnect request may wait for the person in the wallet app. */
export const SESSION_REQUEST_TIMEOUT_MS = 300_000

export interface SessionProviderOptions {
  /** The live client, if any (a retry swaps it, so it is read per request). */
  readonly client: () => WcProvider | undefined
  readonly approvedChainIds: () => readonly number[]
  readonly walletName: () => string
  readonly requestTimeoutMs?: number | undefined
}

export function createSessionProvider(options: SessionProviderOptions): Eip1193Provider {
  const timeoutMs = options.requestTimeoutMs ?? SESSION_REQUEST_TIMEOUT_MS
  return {
    async request(args: RequestArguments): Promise<unknown> {
      const client = options.client()
      if (!client?.session) throw new DisconnectedError({ details: 'No WalletConnect session: connect first.' })
      if (args.method === 'wallet_switchEthereumChain') assertApproved(args.params, options)
      const answer = withTimeout(
        client.request(args),
        timeoutMs,
        () =>
          new WalletTimeoutError(requestLabel(args.method), timeoutMs, {
            metaMessages: ['Open your wallet app, then retry.'],
          }),
      )
      return answer.catch((error: unknown) => {
        throw mapSessionError(error)
      })
    },
  }
}

function assertApproved(params: RequestArguments['params'], options: SessionProviderOptions): void {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  const raw = typeof first === 'object' && first !== null && 'chainId' in first ? first.chainId : undefined
  const chainId = parseChainId(raw, 'wallet_switchEthereumChain')
  const approved = options.approvedChainIds()
  if (!approved.includes(chainId)) throw new ChainNotApprovedError(chainId, options.walletName(), approved)
}
