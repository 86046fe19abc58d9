import QRCode from 'qrcode'

/** A horizontal run of dark modules on one row, drawn as one rect. */
export interface QrRun {
  readonly x: number
  readonly y: number
  readonly width: number
}

export interface QrModules {
  /** Modules per side, without the quiet zone. */
  readonly size: number
  readonly runs: readonly QrRun[]
}

/**
 * Encodes `text` at error correction level M (room for a small centre logo) and returns
 * the dark modules merged into horizontal runs, so the SVG holds one rect per run, not per module.
 */
export function qrModules(text: string): QrModules {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const { size, data } = modules
  const runs: QrRun[] = []
  for (let y = 0; y < size; y++) {
    let start = -1
    for (let x = 0; x <= size; x++) {
      const dark = x < size && data[y * size + x] === 1
      if (dark && start < 0) start = x
      if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start })
        start = -1
      }
    }
  }
  return { size, runs }
}
