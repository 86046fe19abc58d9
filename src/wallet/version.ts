/** The package's name and version, written into every call-log export (entries.test.ts checks them against package.json). */
export const MODULE_NAME = '@stakemint/wallet'
export const MODULE_VERSION = '0.2.0'
