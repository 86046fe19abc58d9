import { lazyComponent } from '../kit/lazyComponent'

// Balance, ENS and chain icons are not needed before a wallet is in use: keep them off the first load.
export const connectedControl = lazyComponent<Record<never, never>>(() =>
  import('./ConnectedControl').then((m) => m.ConnectedControl),
)
