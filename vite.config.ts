import { defineConfig } from 'vite'

// React 19 through Vite's own JSX transform (tsconfig "jsx": "react-jsx"); no plugin needed.
export default defineConfig({
  server: { host: '127.0.0.1', strictPort: true },
  preview: { host: '127.0.0.1', strictPort: true },
  build: { target: 'es2022', sourcemap: false },
})
