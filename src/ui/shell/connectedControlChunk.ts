import { lazyComponent } from '../kit/lazyComponent'

// Balance, ENS and chain icons are not needed before a wallet is in use: keep them off the first load. The
// icons start loading with the controls (idle hints included), so the chain button's first render has them.
export const connectedControl = lazyComponent<Record<never, never>>(() =>
  import('./ConnectedControl').then((m) => {
    m.preloadChainIcons()
    return m.ConnectedControl
  }),
)
