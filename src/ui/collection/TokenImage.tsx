import { useState } from 'react'
import type { DecodedMetadata } from '../../app'

/** Shown when metadata is malformed or the image was refused or failed to load. */
export function TokenPlaceholder({ label }: { readonly label: string }) {
  return (
    <div className="token-placeholder" role="img" aria-label={label}>
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <rect
          x="6"
          y="6"
          width="52"
          height="52"
          rx="10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeDasharray="6 5"
        />
        <path d="M20 42l8-10 6 7 5-6 7 9z" fill="currentColor" />
        <circle cx="24" cy="24" r="4" fill="currentColor" />
      </svg>
    </div>
  )
}

/**
 * The token's image from already-vetted metadata (data:image/svg+xml or https only), always
 * through <img>: an SVG shown this way cannot run scripts or reach the page.
 */
export function TokenImage({
  metadata,
  fallbackName,
}: {
  readonly metadata: DecodedMetadata
  readonly fallbackName: string
}) {
  const [failed, setFailed] = useState(false)
  const name = metadata.ok && metadata.metadata.name ? metadata.metadata.name : fallbackName
  if (!metadata.ok || !metadata.metadata.image || failed)
    return <TokenPlaceholder label={`${name}: image unavailable`} />
  return (
    <img
      className="token-image"
      src={metadata.metadata.image}
      alt={name}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  )
}
