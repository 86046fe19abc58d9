/** Every routed path. A module of its own, without the page table, so pages can link to each other. */
export const paths = {
  home: '/',
  stake: '/stake',
  mint: '/mint',
  collection: '/collection',
  myCollection: '/comingSoon',
  calls: '/calls',
  /** One token's page; `tokenPath(id)` builds its address. */
  token: '/token/:id',
} as const

export function tokenPath(id: bigint): string {
  return `/token/${id}`
}
