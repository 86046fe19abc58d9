/**
 * A personal_sign message as a person reads it: the UTF-8 text the hex carries (a sign-in message,
 * EIP-4361), or, for bytes that are not printable text, the hex itself, labelled as binary.
 */
import { hexToBytes, isHex } from 'viem'
import { displayText } from '../../chains/index.ts'

/** Messages longer than this are cut (a sign-in message is under 1 kB). */
export const MAX_MESSAGE_CHARS = 4000

export interface MessageText {
  readonly text: string
  /** true: not text; `text` is the hex. */
  readonly binary: boolean
  readonly truncated: boolean
}

// Control characters other than tab, line feed and carriage return mark bytes that are not text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

export function messageText(message: unknown): MessageText {
  // Any other value is shown as its JSON, read without throwing (a bigint, a cycle, a getter or Proxy that throws).
  if (typeof message !== 'string') return cut(displayText(message), true)
  if (!isHex(message, { strict: true }) || message.length % 2 !== 0) return cut(message, false)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    if (!CONTROL.test(text)) return cut(text, false)
  } catch {
    // not UTF-8: shown as hex below
  }
  return cut(message, true)
}

function cut(text: string, binary: boolean): MessageText {
  const truncated = text.length > MAX_MESSAGE_CHARS
  return { text: truncated ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text, binary, truncated }
}
