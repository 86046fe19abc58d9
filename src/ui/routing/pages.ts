import { lazyPage } from './lazyPage'

/** Every page of the app, each its own chunk (docs/architecture.md "Pages"). */
export const pages = {
  home: lazyPage(() => import('../pages/HomePage').then((m) => m.HomePage)),
  stake: lazyPage(() => import('../pages/StakePage').then((m) => m.StakePage)),
  mint: lazyPage(() => import('../pages/MintPage').then((m) => m.MintPage)),
  collection: lazyPage(() => import('../pages/CollectionPage').then((m) => m.CollectionPage)),
  myCollection: lazyPage(() => import('../pages/MyCollectionPage').then((m) => m.MyCollectionPage)),
  calls: lazyPage(() => import('../pages/CallsPage').then((m) => m.CallsPage)),
  notFound: lazyPage(() => import('../pages/NotFoundPage').then((m) => m.NotFoundPage)),
}

export type PageKey = keyof typeof pages
