/** viem's WebSocket transport, in its own chunk: only deployments that configure a socket URL load it. */
export { webSocket } from 'viem'
