import { createTransactionStore } from '../wallet/index.ts'

// Its own chunk, loaded beside the wallet (appRoot.tsx), not part of the connect path's idle hints: the first
// connect needs no transaction history. RPC client code loads with the first pending transaction to watch.
export const transactions = createTransactionStore({
  getClient: async (chainId) => (await import('./clients.ts')).client(chainId),
})
