import { chainIconUrl } from './chainIcon.ts'

/** What the connect and switch dialogs show for a chain id (docs/requirements.md, "Chains"). */
export interface ChainMeta {
  readonly id: number
  readonly name: string
  readonly iconUrl: string
  readonly iconBackground: string
  readonly testnet: boolean
}

// id, name, glyph, background, testnet: a compact row per chain; icons are built on lookup.
type Row = readonly [number, string, string, string, boolean]

const ROWS: readonly Row[] = [
  [1, 'Ethereum', 'Ξ', '#484c50', false],
  [10, 'OP Mainnet', 'OP', '#ff5a57', false],
  [56, 'BNB Smart Chain', 'BNB', '#ebac0e', false],
  [100, 'Gnosis', 'G', '#04795b', false],
  [137, 'Polygon', 'P', '#9f71ec', false],
  [324, 'ZKsync Era', 'ZK', '#1e69ff', false],
  [8453, 'Base', 'B', '#0052ff', false],
  [42161, 'Arbitrum One', 'A', '#96bedc', false],
  [42220, 'Celo', 'C', '#fcff52', false],
  [43114, 'Avalanche', 'AV', '#e84142', false],
  [59144, 'Linea', 'L', '#121212', false],
  [81457, 'Blast', 'BL', '#fcfc03', false],
  [534352, 'Scroll', 'S', '#ffeeda', false],
  [7777777, 'Zora', 'Z', '#000000', false],
  [5, 'Goerli', 'G', '#484c50', true],
  [97, 'BNB Smart Chain Testnet', 'BNB', '#ebac0e', true],
  [10200, 'Gnosis Chiado', 'G', '#04795b', true],
  [17000, 'Holesky', 'H', '#484c50', true],
  [43113, 'Avalanche Fuji', 'AV', '#e84142', true],
  [80002, 'Polygon Amoy', 'P', '#9f71ec', true],
  [84532, 'Base Sepolia', 'B', '#0052ff', true],
  [421614, 'Arbitrum Sepolia', 'A', '#96bedc', true],
  [11155111, 'Sepolia', 'S', '#484c50', true],
  [11155420, 'OP Sepolia', 'OP', '#ff5a57', true],
  [999999999, 'Zora Sepolia', 'Z', '#000000', true],
  [31337, 'Localhost', 'L', '#1c1c1c', true],
]

/** Light backgrounds need a dark glyph to stay readable. */
const DARK_GLYPH_BACKGROUNDS = new Set(['#fcff52', '#fcfc03', '#ffeeda', '#96bedc'])

const byId = new Map<number, Row>(ROWS.map((row) => [row[0], row]))
const built = new Map<number, ChainMeta>()

/** Name, icon (inline SVG data URI), icon background and testnet flag for a chain id; undefined if unknown. */
export function chainMeta(chainId: number): ChainMeta | undefined {
  const cached = built.get(chainId)
  if (cached) return cached
  const row = byId.get(chainId)
  if (!row) return undefined
  const [id, name, glyph, iconBackground, testnet] = row
  const foreground = DARK_GLYPH_BACKGROUNDS.has(iconBackground) ? '#1c1c1c' : '#ffffff'
  const meta: ChainMeta = {
    id,
    name,
    iconUrl: chainIconUrl(glyph, iconBackground, foreground),
    iconBackground,
    testnet,
  }
  built.set(chainId, meta)
  return meta
}

/** Every chain id of the table, in its order (what a per-chain asset such as an icon set must cover). */
export function chainTableIds(): number[] {
  return ROWS.map(([id]) => id)
}
