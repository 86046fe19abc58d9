import { createServer } from 'node:net'

/** A port someone else already holds; the message is what a person sees. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(
    readonly port: number,
    readonly host: string,
  ) {
    super(`port ${port} is already in use (on ${host}); stop what holds it or choose another port`)
  }
}

/** Resolves true when `port` can be bound on `host` right now. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
      else reject(error)
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** Throws PortInUseError when `port` is taken. */
export async function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  if (!(await isPortFree(port, host))) throw new PortInUseError(port, host)
}

/** A port the OS reports free now (listen on 0, read it, release it). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port found'))))
    })
  })
}
