import type { Plugin } from 'vite'
import { callLogFromEnv } from '../callLog/fromEnv.ts'
import { siweFromEnv } from './fromEnv.ts'

/**
 * Mounts the sign-in API and the call log's checkpoint API (server/callLog) on Vite's dev server, so `npm start`
 * and the browser tests use the app's own origin, as `npm run serve` does.
 */
export function siweDevApi(): Plugin {
  return {
    name: 'siwe-dev-api',
    configureServer(server) {
      const siwe = siweFromEnv()
      const routes = [siwe.route, callLogFromEnv(process.env, siwe, { production: false }).route]
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost')
        const answer = async () => {
          for (const route of routes) if (await route(request, response, url)) return true
          return false
        }
        answer()
          .then((handled) => {
            if (!handled) next()
          })
          .catch(next)
      })
    },
  }
}
