import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { CONNECT_CHUNK, chunkGroups } from './scripts/vite/chunkGroups.ts'
import { idleHints } from './scripts/vite/idleHintsPlugin.ts'
import { precompress } from './scripts/vite/precompressPlugin.ts'
import { prerender } from './scripts/vite/prerenderPlugin.ts'
import { themeCss } from './scripts/vite/themeCssPlugin.ts'
import { siweDevApi } from './server/siwe/vitePlugin.ts'

const syncExternalStore = new URL('./scripts/vite/useSyncExternalStore.ts', import.meta.url)

// React 19 through Vite's own JSX transform (tsconfig "jsx": "react-jsx"); no plugin needed.
// DEV_CACHE_DIR: where this dev server keeps its pre-bundled dependencies (default node_modules/.vite). The e2e
// harness gives each test worker its own, so dev servers running side by side never swap files under each other.
const devCacheDir = process.env.DEV_CACHE_DIR
// DEV_BUNDLED=1: the dev server serves the app bundled by Rolldown (Vite's experimental bundled dev mode), a
// handful of requests per page instead of one per module; the e2e harness uses it, as a browser loading ~225
// modules per page was most of those tests' time. Only index.html is served then: the Dev Phone Wallet page
// (scripts/devPhoneWallet) needs the default mode. Bundling everything at start (lazy off) avoids the reload of
// every open page that compiling a lazy chunk triggers.
const bundledDev = process.env.DEV_BUNDLED === '1'

export default defineConfig({
  ...(devCacheDir ? { cacheDir: devCacheDir } : {}),
  ...(bundledDev ? { experimental: { bundledDev: true } } : {}),
  // The sign-in API on the dev server's own origin (production: server/serve.ts).
  plugins: [themeCss(), siweDevApi(), idleHints(CONNECT_CHUNK), prerender(), precompress()],
  server: { host: '127.0.0.1', strictPort: true },
  // Dev only: scan the Dev Phone Wallet page (scripts/devPhoneWallet) with the app, so opening it does not
  // optimize new dependencies and reload the app's open page. Builds take index.html alone.
  optimizeDeps: { entries: ['index.html', 'scripts/devPhoneWallet/index.html'] },
  preview: { host: '127.0.0.1', strictPort: true },
  resolve: {
    alias: { 'use-sync-external-store/shim/index.js': fileURLToPath(syncExternalStore) },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser es2022 reaches knows <link rel="modulepreload">; one that did not would only preload less.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
      ...(bundledDev
        ? {
            experimental: { devMode: { lazy: false } },
          }
        : {}),
    },
  },
})
