import { createServer } from 'node:net'

/** Asks the OS for a port nobody listens on (listen on 0, read it back, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('could not read a free port'))))
    })
  })
}

/**
 * Runs `start` on a free port, again on a new port if it fails: between freePort() and the child's own
 * listen, another test process on this machine may take the port.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>, attempts = 3): Promise<T> {
  let lastError: unknown
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await start(await freePort())
    } catch (error) {
      lastError = error
    }
  }
  throw lastError
}
