import { displayText } from '../../chains/index.ts'

/** JSON for display: bigints as decimal strings, undefined as an empty cell; a value that cannot be read, labelled. */
export function formatValue(value: unknown): string {
  return value === undefined ? '' : displayText(value)
}
