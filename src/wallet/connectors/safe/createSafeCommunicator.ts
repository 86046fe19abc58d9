/**
 * Sends Safe Apps requests to the parent frame and matches answers by id. Only messages whose
 * source is our parent are read; every call is time-limited so a silent parent cannot hang the app.
 */
import { UserRejectedError } from '../../errors/providerErrors.ts'
import { WalletTimeoutError } from '../../errors/configErrors.ts'
import { SAFE_SDK_VERSION, readSafeResponse, type SafeMethod, type SafeRequest } from './safeMessages.ts'
import { SafeRequestError } from './safeErrors.ts'
import type { SafeFrame } from './safeFrame.ts'

export type { SafeFrame }

export interface SafeCommunicator {
  send(method: SafeMethod, params: unknown, timeoutMs: number): Promise<unknown>
  /** Stops listening and fails the calls still open. */
  close(): void
}

export function createSafeCommunicator(frame: SafeFrame): SafeCommunicator {
  const open = new Map<
    string,
    { resolve: (data: unknown) => void; reject: (error: Error) => void; method: SafeMethod }
  >()
  const prefix = Math.random().toString(16).slice(2, 10)
  let counter = 0

  const onMessage = (event: { readonly data: unknown; readonly source: unknown }): void => {
    if (event.source !== frame.parent) return // another frame or the page itself: not the Safe
    const response = readSafeResponse(event.data)
    const call = response && open.get(response.id)
    if (!response || !call) return
    open.delete(response.id)
    if (response.success) call.resolve(response.data)
    else if (/reject/i.test(response.error)) call.reject(new UserRejectedError({ details: response.error }))
    else call.reject(new SafeRequestError(call.method, response.error))
  }
  frame.addEventListener('message', onMessage)

  return {
    send(method, params, timeoutMs) {
      const parent = frame.parent
      if (!parent) return Promise.reject(new SafeRequestError(method, 'not inside a Safe frame'))
      const id = `${prefix}${(++counter).toString(16)}`
      const request: SafeRequest = { id, method, params, env: { sdkVersion: SAFE_SDK_VERSION } }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          open.delete(id)
          reject(new WalletTimeoutError(`the Safe's ${method}`, timeoutMs))
        }, timeoutMs)
        open.set(id, {
          method,
          resolve: (data) => {
            clearTimeout(timer)
            resolve(data)
          },
          reject: (error) => {
            clearTimeout(timer)
            reject(error)
          },
        })
        // '*' as the Safe Apps SDK does: the Safe's origin varies (app.safe.global, self-hosted);
        // answers are trusted only from our parent window (onMessage).
        parent.postMessage(request, '*')
      })
    },
    close() {
      frame.removeEventListener('message', onMessage)
      for (const [id, call] of open) {
        open.delete(id)
        call.reject(new SafeRequestError(call.method, 'the connector was closed'))
      }
    },
  }
}
