import { describe, expect, it } from 'vitest'
import { createClientRegistry, ensClientFor } from '../chains/index.ts'
import { parseAppConfig } from './config.ts'

const resolve = (env: Record<string, string>) => {
  const config = parseAppConfig(env)
  return ensClientFor(config, createClientRegistry(config))
}

describe('ENS client selection', () => {
  it.each([
    [
      'mainnet configured: its shared client',
      { VITE_CHAIN_SET: 'ethereum', VITE_RPC_URLS: '{"1":"https://eth.example"}' },
      'https://eth.example',
    ],
    ['default set: viem public mainnet RPC', {}, 'https://ethereum.reth.rs/rpc'],
    ['default set with a mainnet URL', { VITE_RPC_URLS: '{"1":"https://eth.example"}' }, 'https://eth.example'],
    [
      'local node with a mainnet URL',
      { VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545', VITE_RPC_URLS: '{"1":"https://eth.example"}' },
      'https://eth.example',
    ],
  ])('%s', (_label, env, url) => {
    const client = resolve(env)
    expect(client?.chain.id).toBe(1)
    expect(client?.transport).toMatchObject({ url })
  })

  it('local node without a mainnet URL: no ENS (no public traffic)', () => {
    expect(resolve({ VITE_LOCAL_RPC_URL: 'http://127.0.0.1:8545' })).toBeNull()
  })
})
