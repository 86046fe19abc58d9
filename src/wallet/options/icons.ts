/**
 * Wallet icons as small inline SVG data URIs: the connect dialog fetches nothing from the network.
 * Simplified marks in each wallet's colours, 28×28 viewBox.
 */
const svg = (body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">${body}</svg>`)}`

export const walletIcons = {
  browserWallet: svg(
    '<rect width="28" height="28" rx="6" fill="#1A1B1F"/><rect x="6" y="8" width="16" height="12" rx="2" fill="none" stroke="#fff" stroke-width="2"/><circle cx="18" cy="14" r="1.6" fill="#fff"/>',
  ),
  safe: svg(
    '<rect width="28" height="28" rx="6" fill="#12FF80"/><path d="M8 10h9a3 3 0 0 1 0 6h-6a3 3 0 0 0 0 6h9" fill="none" stroke="#121312" stroke-width="2.6" stroke-linecap="round"/>',
  ),
  rainbow: svg(
    '<rect width="28" height="28" rx="6" fill="#174299"/><path d="M6 21a15 15 0 0 1 15-15" fill="none" stroke="#FF4000" stroke-width="3"/><path d="M6 21a12 12 0 0 1 12-12" fill="none" stroke="#FFD014" stroke-width="3" transform="translate(0 0)"/><path d="M9 21a9 9 0 0 1 9-9" fill="none" stroke="#00AAFF" stroke-width="3"/><path d="M12 21a6 6 0 0 1 6-6" fill="none" stroke="#8754C9" stroke-width="3"/>',
  ),
  coinbase: svg(
    '<rect width="28" height="28" rx="6" fill="#2C5FF6"/><circle cx="14" cy="14" r="8" fill="#fff"/><rect x="11" y="11" width="6" height="6" rx="1" fill="#2C5FF6"/>',
  ),
  metaMask: svg(
    '<rect width="28" height="28" rx="6" fill="#fff"/><path d="M5 6l8 6-1.5-4z" fill="#E2761B"/><path d="M23 6l-8 6 1.5-4z" fill="#E4761B"/><path d="M7 18l2 4 4-1v-3zM21 18l-2 4-4-1v-3z" fill="#E4761B"/><path d="M9 14l4 1-1 3-4-1zM19 14l-4 1 1 3 4-1z" fill="#F6851B"/>',
  ),
  walletConnect: svg(
    '<rect width="28" height="28" rx="6" fill="#3B99FC"/><path d="M8.4 11.4c3.1-3 8.1-3 11.2 0l.4.4-1.3 1.3-.5-.5c-2.2-2.1-5.7-2.1-7.9 0l-.5.5-1.3-1.3zM6 13.8l1.2 1.2 3.6 3.5 2.6-2.5a.9.9 0 0 1 1.2 0l2.6 2.5 3.6-3.5L22 13.8l1.2 1.2-4.8 4.7a.9.9 0 0 1-1.2 0L14.6 17.2 12 19.7a.9.9 0 0 1-1.2 0L6 15z" fill="#fff"/>',
  ),
  brave: svg(
    '<rect width="28" height="28" rx="6" fill="#FB542B"/><path d="M14 5l6 2 1 5-2 8-5 3-5-3-2-8 1-5z" fill="#fff"/><path d="M14 9l3 1-1 6-2 2-2-2-1-6z" fill="#FB542B"/>',
  ),
  dev: svg(
    '<rect width="28" height="28" rx="6" fill="#3C3C3D"/><path d="M10 9l-5 5 5 5M18 9l5 5-5 5M15.5 7l-3 14" fill="none" stroke="#FFDD55" stroke-width="2" stroke-linecap="round"/>',
  ),
} as const
