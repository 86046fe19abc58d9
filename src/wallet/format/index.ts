export { formatBalance } from './formatBalance'
export { isHexAddress, shortenAddress, truncateName, MAX_NAME_LENGTH } from './address'
export { assertTheme, assertValidId } from './theme'
export { FormatError, type FormatErrorCode } from './FormatError'
