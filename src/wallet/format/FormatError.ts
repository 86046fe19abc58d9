/** Which check failed; INVALID_TEXT: a display helper (shortenAddress, truncateName) was given a non-string. */
export type FormatErrorCode =
  | 'INVALID_BALANCE'
  | 'INVALID_CAIP2'
  | 'INVALID_CAIP10'
  | 'INVALID_THEME'
  | 'INVALID_ID'
  | 'INVALID_TEXT'

/** Bad input to a formatting or parsing helper; `code` says which check failed. */
export class FormatError extends Error {
  override readonly name = 'FormatError'
  readonly code: FormatErrorCode

  constructor(code: FormatErrorCode, message: string) {
    super(message)
    this.code = code
  }
}
