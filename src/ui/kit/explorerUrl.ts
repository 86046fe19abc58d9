/** A page of a chain's block explorer (viem's `blockExplorers.default.url`): a transaction or an address. */
export function explorerPageUrl(explorerUrl: string, kind: 'tx' | 'address', id: string): string {
  return `${explorerUrl.replace(/\/$/, '')}/${kind}/${id}`
}
