/**
 * Starts a chunk download ahead of need (hover, focus, a link in view). Never rejects: a failed
 * prefetch is not the person's problem, the real use loads again and shows its own failure.
 */
export function prefetch(load: () => Promise<unknown>): void {
  void load().catch(() => undefined)
}
