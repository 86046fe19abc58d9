/** Where the Safe connector runs: the window, and whether a Safe{Wallet} parent can be there at all. */

/** The part of `window` the communicator needs (a fake in unit tests). */
export interface SafeFrame {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null
  addEventListener(
    type: 'message',
    listener: (event: { readonly data: unknown; readonly source: unknown }) => void,
  ): void
  removeEventListener(
    type: 'message',
    listener: (event: { readonly data: unknown; readonly source: unknown }) => void,
  ): void
}

/** Inside an iframe: the only place the Safe{Wallet} parent can talk to us. */
export function isInFrame(frame: SafeFrame): boolean {
  return frame.parent !== null && frame.parent !== (frame as unknown)
}
