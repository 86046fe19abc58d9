/** The package's name and version, written into every call-log export (entries.test.ts checks them against package.json). */
export const MODULE_NAME = '@stakemint/wallet'
/**
 * Typed `string`, not the literal: the version is no part of the API, so a release leaves the API report
 * (api/wallet.api.md) as it was. `npm run wallet:version` sets it.
 */
export const MODULE_VERSION: string = '0.2.0'
