/** A ConnectorContext over the module's real call log and request path, for connector tests. */
import type { Chain } from 'viem'
import { createCallLog, type CallLog } from '../../callLog/createCallLog.ts'
import { createRequestPath } from '../../request/createRequestPath.ts'
import type { ConnectorContext, WalletStorage } from '../../types.ts'

export function memoryStorage(): WalletStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

export function testContext(
  id: string,
  chains: readonly Chain[],
  storage = memoryStorage(),
): ConnectorContext & { callLog: CallLog } {
  const callLog = createCallLog()
  const send = createRequestPath(callLog)
  return {
    id,
    chains,
    appName: 'StakeMint',
    storage,
    callLog,
    request: (provider, args) => send(provider, id, args),
    logEvent: (name, payload) => callLog.event(id, name, payload),
  }
}
