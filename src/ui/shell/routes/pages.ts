import { lazyPage } from '../../kit/lazyComponent'

/** Every page of the app, each its own chunk (docs/architecture.md "Pages"). */
export const pages = {
  home: lazyPage(() => import('../../home/HomePage').then((m) => m.HomePage)),
  stake: lazyPage(() => import('../../staking/StakePage').then((m) => m.StakePage)),
  mint: lazyPage(() => import('../../mint/MintPage').then((m) => m.MintPage)),
  collection: lazyPage(() => import('../../collection/CollectionPage').then((m) => m.CollectionPage)),
  myCollection: lazyPage(() => import('../../collection/MyCollectionPage').then((m) => m.MyCollectionPage)),
  calls: lazyPage(() => import('../../calls/CallsPage').then((m) => m.CallsPage)),
  token: lazyPage(() => import('../../collection/TokenPage').then((m) => m.TokenPage)),
  notFound: lazyPage(() => import('./NotFoundPage').then((m) => m.NotFoundPage)),
}

export type PageKey = keyof typeof pages
