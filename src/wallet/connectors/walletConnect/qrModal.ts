/**
 * WalletConnect's own QR modal (@walletconnect/modal, ~47 KB gzip), loaded only when the generic
 * WalletConnect option asks for it. Never Reown AppKit (~508 KB gzip, what showQrModal would pull).
 */
export interface QrModal {
  open(uri: string): void
  close(): void
  /** Called when the person closes the modal; returns the unsubscribe function. */
  onClose(listener: () => void): () => void
}

export type QrModalLoader = (options: { projectId: string; chainIds: readonly number[] }) => Promise<QrModal>

export const loadQrModal: QrModalLoader = async ({ projectId, chainIds }) => {
  const { WalletConnectModal } = await import('@walletconnect/modal')
  const modal = new WalletConnectModal({
    projectId,
    chains: chainIds.map((id) => `eip155:${id}`),
    // Above the app's own dialogs (z-index 200), which stay open underneath with the same URI.
    themeVariables: { '--wcm-z-index': '1000' },
  })
  let open = false
  return {
    open(uri) {
      open = true
      void modal.openModal({ uri })
    },
    close() {
      open = false
      modal.closeModal()
    },
    onClose(listener) {
      return modal.subscribeModal((state: { open: boolean }) => {
        if (open && !state.open) {
          open = false
          listener()
        }
      })
    },
  }
}
