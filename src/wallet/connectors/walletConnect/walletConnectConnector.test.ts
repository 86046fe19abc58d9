import { polygon } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { ProjectIdMissingError } from './errors.ts'
import { memoryStorage, testContext } from './testContext.ts'
import { walletConnectConnector } from './walletConnectConnector.ts'

function create(projectId: string, storage = memoryStorage()) {
  return walletConnectConnector({
    ...testContext('walletConnect', [polygon], storage),
    name: 'WalletConnect',
    projectId,
    showQrModal: true,
  })
}

describe('walletConnectConnector (lazy)', () => {
  it('without a project id is not ready and fails connect with the exact message', async () => {
    const connector = create('  ')
    expect(connector.isReady()).toBe(false)
    await expect(connector.connect()).rejects.toBeInstanceOf(ProjectIdMissingError)
    await expect(connector.connect()).rejects.toThrow(
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId',
    )
  })

  it('resumes nothing, loads nothing, when no session was saved', async () => {
    const connector = create('project')
    expect(connector.isReady()).toBe(true)
    expect(connector.type).toBe('walletConnect')
    await expect(connector.resume()).resolves.toBeNull()
    await expect(connector.disconnect()).resolves.toBeUndefined()
  })
})
