import type { Chain } from 'viem'
import { MULTICALL3_ADDRESS } from './multicall3.ts'

/*
 * OP Mainnet and Zora as plain data. viem/chains' own objects carry the OP-stack formatters and
 * serializers (deposit transactions, local signing), which cost 5.3 kB gzip in the first load; the
 * app only reads through them and wallets sign remotely, so the data alone is enough.
 * opStackChains.test.ts checks every field below against viem/chains so they cannot drift.
 */

export const optimismData: Chain = {
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: {
      name: 'Optimism Explorer',
      url: 'https://optimistic.etherscan.io',
      apiUrl: 'https://api-optimistic.etherscan.io/api',
    },
  },
  contracts: { multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 4286263 } },
  sourceId: 1,
  blockTime: 2000,
}

export const zoraData: Chain = {
  id: 7777777,
  name: 'Zora',
  nativeCurrency: { decimals: 18, name: 'Ether', symbol: 'ETH' },
  rpcUrls: { default: { http: ['https://rpc.zora.energy'], webSocket: ['wss://rpc.zora.energy'] } },
  blockExplorers: {
    default: { name: 'Explorer', url: 'https://explorer.zora.energy', apiUrl: 'https://explorer.zora.energy/api' },
  },
  contracts: { multicall3: { address: MULTICALL3_ADDRESS, blockCreated: 5882 } },
  sourceId: 1,
  blockTime: 2000,
}
