import { lazy, Suspense } from 'react'

// QR drawing is its own chunk: fetched only when a QR step is shown.
const QrCode = lazy(() => import('./QrCode').then((m) => ({ default: m.QrCode })))

interface LazyQrCodeProps {
  readonly uri: string
  readonly size: number
  readonly logoUrl?: string
}

/** The QR code, with a same-size placeholder while its chunk loads (no layout jump). */
export function LazyQrCode({ uri, size, logoUrl }: LazyQrCodeProps) {
  return (
    <div className="qr-frame" style={{ width: size, height: size }}>
      <Suspense
        fallback={
          <span className="qr-placeholder" role="status">
            Drawing QR code…
          </span>
        }
      >
        <QrCode uri={uri} size={size} logoUrl={logoUrl} />
      </Suspense>
    </div>
  )
}
