import { useMemo } from 'react'
import { qrModules } from './qrModules.ts'

export interface QrCodeProps {
  /** The text to encode, e.g. a WalletConnect pairing URI. */
  readonly uri: string
  /** Rendered width and height in CSS pixels. */
  readonly size?: number
  /** Wallet branding drawn in the centre; level M tolerates the few modules it covers. */
  readonly logoUrl?: string
}

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4
/** Logo side as a share of the code side: ~4% of the area, well inside level M's 15% recovery. */
const LOGO_SHARE = 0.2

/** Draws `uri` as a QR code in SVG (no canvas), dark modules on a white square. */
export function QrCode({ uri, size = 280, logoUrl }: QrCodeProps) {
  const modules = useMemo(() => qrModules(uri), [uri])
  const side = modules.size + QUIET_ZONE * 2
  const logoSide = Math.round(modules.size * LOGO_SHARE)
  const logoAt = (side - logoSide) / 2
  return (
    <svg
      role="img"
      aria-label="QR code"
      data-testid="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <g fill="#000">
        {modules.runs.map((run) => (
          <rect key={`${run.y}:${run.x}`} x={run.x + QUIET_ZONE} y={run.y + QUIET_ZONE} width={run.width} height={1} />
        ))}
      </g>
      {logoUrl ? (
        <>
          <rect x={logoAt - 0.5} y={logoAt - 0.5} width={logoSide + 1} height={logoSide + 1} rx={1} fill="#fff" />
          <image href={logoUrl} x={logoAt} y={logoAt} width={logoSide} height={logoSide} />
        </>
      ) : null}
    </svg>
  )
}
