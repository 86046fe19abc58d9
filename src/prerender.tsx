/**
 * Build-time entry (scripts/vite/prerenderPlugin.ts): renders a route of the app to HTML with React's own
 * server renderer, waiting for the page's lazy chunk, as the browser's first render will show it before
 * the wallet module loads. Never part of the client bundle.
 */
import { prerenderToNodeStream } from 'react-dom/static'
import type { Address } from 'viem'
import { basePath, createAppRoot } from './setup/appRoot.tsx'
import { appConfig } from './setup/config.ts'

/** Whether this build has contracts: its contract pages render with the app context (else a not-set-up notice). */
export function hasContracts(): boolean {
  return Object.keys(appConfig.contracts).length > 0
}

/**
 * The HTML inside #root for the routed `path` ('/stake'; under the build's base path, as the browser will be), for a
 * visitor without an account cookie, or served for `rememberedAccount` (the variant server/static.ts personalizes).
 */
export async function renderRoute(path: string, rememberedAccount?: Address): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createAppRoot(`${basePath}${path}`, rememberedAccount).element)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}
