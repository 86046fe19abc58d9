import { defineConfig } from 'vite'
import { siweDevApi } from './server/siwe/vitePlugin.ts'

// React 19 through Vite's own JSX transform (tsconfig "jsx": "react-jsx"); no plugin needed.
export default defineConfig({
  // The sign-in API on the dev server's own origin (production: server/serve.ts).
  plugins: [siweDevApi()],
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { target: 'es2022', sourcemap: false },
})
