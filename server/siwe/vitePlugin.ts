import type { Plugin } from 'vite'
import { siweHandlerFromEnv } from './fromEnv.ts'

/** Mounts the sign-in API on Vite's dev server, so `npm start` and the browser tests use the app's own origin. */
export function siweDevApi(): Plugin {
  return {
    name: 'siwe-dev-api',
    configureServer(server) {
      const handler = siweHandlerFromEnv()
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost')
        Promise.resolve(handler(request, response, url))
          .then((handled) => {
            if (!handled) next()
          })
          .catch(next)
      })
    },
  }
}
