/**
 * The one line a person sees for a failed action: the error's `shortMessage` (errors of the wallet
 * module and the app carry one), else its message, else `fallback`, which names the action that failed.
 */
export function shortMessageOf(error: unknown, fallback: string): string {
  if (error instanceof Error) {
    const short = (error as Error & { shortMessage?: unknown }).shortMessage
    if (typeof short === 'string' && short !== '') return short
    if (error.message !== '') return error.message
  }
  return fallback
}
