/** Every routed path. A module of its own, without the page table, so pages can link to each other. */
export const paths = {
  home: '/',
  stake: '/stake',
  mint: '/mint',
  collection: '/collection',
  myCollection: '/comingSoon',
  calls: '/calls',
} as const
