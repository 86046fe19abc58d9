/**
 * The wizard steps a first frame of Connect a Wallet never shows (getting, installing, choosing between
 * providers): one chunk of their own, fetched when the dialog opens, so the connect path's idle hints
 * carry only the list and the panels that show an address.
 */
export { ChooseProviderPanel } from './ChooseProviderPanel'
export { DownloadOptionsPanel } from './DownloadOptionsPanel'
export { DownloadPanel } from './DownloadPanel'
export { GetPanel } from './GetPanel'
export { InstructionsPanel } from './InstructionsPanel'
