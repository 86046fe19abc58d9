export { formatBalance } from './formatBalance.ts'
export { isHexAddress, shortenAddress, truncateName, MAX_NAME_LENGTH } from './address.ts'
export { FormatError, type FormatErrorCode } from './FormatError.ts'
