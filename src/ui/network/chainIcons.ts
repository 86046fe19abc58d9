/**
 * Chain icons: a small inline SVG per chain of the chain table (src/chains/chainTable.ts), each a simple drawing
 * of the network's own mark on its brand colour. Loaded on first use of a chain icon (ChainIcon), never with the
 * page. Every tile has a mid-grey ring, so dark tiles stay visible on a dark page and pale ones on a light page.
 */

/** A mark drawn in a 32×32 box over a disc of `background`. */
interface ChainMark {
  readonly background: string
  readonly mark: string
}

const W = '#fff'

const MARKS = {
  ethereum: {
    background: '#627eea',
    mark: `<path fill="${W}" d="M16 5v8.3l7 3.1zM16 5l-7 11.4 7-3.1zm0 17.4V27l7-9.7zM16 27v-4.6l-7-5.1z"/><path fill="${W}" fill-opacity=".6" d="M16 20.9l7-4.5-7-3.1zm-7-4.5l7 4.5v-7.6z"/>`,
  },
  optimism: {
    background: '#ff0420',
    mark: `<text x="16" y="20.5" text-anchor="middle" font-family="Arial,sans-serif" font-size="12" font-weight="800" font-style="italic" fill="${W}">OP</text>`,
  },
  bnb: {
    background: '#f0b90b',
    mark: `<path fill="${W}" d="M16 7.5l3.6 3.6-1.4 1.4-2.2-2.2-2.2 2.2-1.4-1.4zm-5.1 5.1l1.4 1.4-2 2 2 2-1.4 1.4L7.5 16zm10.2 0L24.5 16l-3.4 3.4-1.4-1.4 2-2-2-2zM16 13.9l2.1 2.1-2.1 2.1-2.1-2.1zm-2.2 5.6l2.2 2.2 2.2-2.2 1.4 1.4-3.6 3.6-3.6-3.6z"/>`,
  },
  gnosis: {
    background: '#04795b',
    mark: `<g fill="none" stroke="${W}" stroke-width="2"><circle cx="12.5" cy="14" r="3.2"/><circle cx="19.5" cy="14" r="3.2"/><path d="M9 9.5l3.5 1.3M23 9.5l-3.5 1.3M16 19.5v4"/></g>`,
  },
  polygon: {
    background: '#8247e5',
    mark: `<path fill="none" stroke="${W}" stroke-width="2.2" stroke-linejoin="round" d="M19.5 13.3v-2.5L16.3 9l-3.2 1.8v10.4L9.9 23l-3.2-1.8v-3.7l3.2-1.8 2 1.2M12.5 18.7v2.5l3.2 1.8 3.2-1.8V10.8L22.1 9l3.2 1.8v3.7l-3.2 1.8-2-1.2"/>`,
  },
  zksync: {
    background: '#1e1e1e',
    mark: `<path fill="${W}" d="M26 16l-6.5-6.3v4.6l-6.4 4.7h6.4v3.3zM6 16l6.5 6.3v-4.6l6.4-4.7h-6.4V9.7z"/>`,
  },
  base: {
    background: '#0052ff',
    mark: `<path fill="${W}" d="M16 25.5a9.5 9.5 0 1 0-9.4-10.8h12.5v2.6H6.6A9.5 9.5 0 0 0 16 25.5z"/>`,
  },
  arbitrum: {
    background: '#213147',
    mark: `<path fill="none" stroke="#9dcced" stroke-width="1.4" d="M16 6.5l8.2 4.75v9.5L16 25.5l-8.2-4.75v-9.5z"/><path fill="none" stroke="${W}" stroke-width="2.2" stroke-linecap="round" d="M12 21l4.2-10.5"/><path fill="none" stroke="#28a0f0" stroke-width="2.2" stroke-linecap="round" d="M16.6 21l3.2-8"/>`,
  },
  celo: {
    background: '#fcff52',
    mark: `<g fill="none" stroke="#000" stroke-width="2"><circle cx="13.2" cy="18.8" r="5.8"/><circle cx="18.8" cy="13.2" r="5.8"/></g>`,
  },
  avalanche: {
    background: '#e84142',
    mark: `<path fill="${W}" d="M14.6 8.8c.6-1 1.6-1 2.2 0l1 1.8c.3.6.3 1.2 0 1.8l-5.1 9a2 2 0 0 1-1.6.9H7.8c-1 0-1.4-.7-.9-1.6zM19.7 16.5c.5-.9 1.4-.9 1.9 0l3.2 5.6c.5.9.1 1.6-.9 1.6h-6.5c-1 0-1.4-.7-.9-1.6z"/>`,
  },
  linea: {
    background: '#121212',
    mark: `<path fill="none" stroke="${W}" stroke-width="2.6" d="M11 8.5v14h10"/><circle cx="21.5" cy="10.5" r="2.2" fill="#61dfff"/>`,
  },
  blast: {
    background: '#111111',
    mark: `<path fill="#fcfc03" d="M10 9h13.5l-2 3.2H13l-.8 2.3h10.3L20.3 23H8.5l1-3h8.8l.7-2.3H11z"/>`,
  },
  scroll: {
    background: '#ffeeda',
    mark: `<path fill="none" stroke="#101010" stroke-width="1.8" stroke-linejoin="round" d="M12 9.5h10.5a2.2 2.2 0 0 1 0 4.4H21v7a2.6 2.6 0 0 1-2.6 2.6H10a2.2 2.2 0 0 1 0-4.4h1.2V11.8a2.3 2.3 0 0 1 .8-2.3zM11.2 19.1h6.3a2.2 2.2 0 0 1 0 4.4"/>`,
  },
  zora: {
    background: '#2b5df0',
    mark: `<defs><radialGradient id="z" cx=".68" cy=".3" r=".85"><stop offset="0" stop-color="#fcb8d4"/><stop offset=".3" stop-color="#fcb8d4" stop-opacity=".7"/><stop offset=".6" stop-color="#5b9ffb" stop-opacity=".5"/><stop offset="1" stop-color="#1a2b6b"/></radialGradient></defs><circle cx="16" cy="16" r="15" fill="url(#z)"/>`,
  },
  local: {
    background: '#4b5563',
    mark: `<path fill="none" stroke="${W}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" d="M9.5 11.5l4.5 4.5-4.5 4.5M16 21h6.5"/>`,
  },
} as const satisfies Record<string, ChainMark>

type MarkName = keyof typeof MARKS

/** Each chain of the table to its network's mark; a testnet shows the mark of the network it tests. */
const CHAIN_MARKS: Readonly<Record<number, MarkName>> = {
  1: 'ethereum',
  5: 'ethereum',
  17000: 'ethereum',
  11155111: 'ethereum',
  10: 'optimism',
  11155420: 'optimism',
  56: 'bnb',
  97: 'bnb',
  100: 'gnosis',
  10200: 'gnosis',
  137: 'polygon',
  80002: 'polygon',
  324: 'zksync',
  8453: 'base',
  84532: 'base',
  42161: 'arbitrum',
  421614: 'arbitrum',
  42220: 'celo',
  43114: 'avalanche',
  43113: 'avalanche',
  59144: 'linea',
  81457: 'blast',
  534352: 'scroll',
  7777777: 'zora',
  999999999: 'zora',
  31337: 'local',
}

const built = new Map<number, string>()

/** The chain's icon as standalone SVG markup, or undefined for a chain without one. */
export function chainIconSvg(chainId: number): string | undefined {
  const name = CHAIN_MARKS[chainId]
  if (!name) return undefined
  const { background, mark } = MARKS[name]
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">' +
    `<circle cx="16" cy="16" r="15.5" fill="${background}" stroke="#8a8f98" stroke-opacity=".6"/>${mark}</svg>`
  )
}

/** The chain's icon as a data URI for <img> (no markup enters the page), cached per chain. */
export function chainIconSrc(chainId: number): string | undefined {
  const cached = built.get(chainId)
  if (cached) return cached
  const svg = chainIconSvg(chainId)
  if (!svg) return undefined
  const src = `data:image/svg+xml,${encodeURIComponent(svg)}`
  built.set(chainId, src)
  return src
}
