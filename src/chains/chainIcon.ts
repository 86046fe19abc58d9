/**
 * A chain icon as an inline SVG data URI (no external fetch): a rounded tile in the chain's colour
 * with a short glyph. Built on demand so the table stays a few hundred bytes.
 */
export function chainIconUrl(glyph: string, background: string, foreground = '#ffffff'): string {
  const fontSize = glyph.length > 2 ? 9 : glyph.length === 2 ? 11 : 15
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 28 28">` +
    `<rect width="28" height="28" rx="14" fill="${background}"/>` +
    `<text x="14" y="14" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="${foreground}">${escapeXml(glyph)}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
