/**
 * The wallet module without a framework: discover wallets, connect, show account and chain, switch
 * chain (adding it when the wallet does not know it), sign, send and wait for the receipt (one call-log
 * operation), show and export the hash-chained call log, disconnect. RPC URLs come from the query string (`?rpc31337=…&rpc137=…`),
 * defaulting to a local node on 8545.
 */
import { createWallet, UserRejectedError, WalletError, type CallLogEntry } from '@stakemint/wallet'
import { defineChain, parseEther, type Chain } from 'viem'
import { foundry, polygon } from 'viem/chains'

const query = new URLSearchParams(location.search)
const withRpc = (chain: Chain, url: string | null): Chain =>
  url ? defineChain({ ...chain, rpcUrls: { default: { http: [url] } } }) : chain
const chains = [withRpc(foundry, query.get('rpc31337')), withRpc(polygon, query.get('rpc137'))] as const

const wallet = createWallet({
  chains,
  appName: 'Vanilla example',
  storageKeyPrefix: 'vanilla.wallet.',
  wallets: ['injected', 'metaMask', 'brave'],
  callLog: { persist: true },
})

const byId = <T extends HTMLElement>(id: string): T => {
  const element = document.getElementById(id)
  if (!element) throw new Error(`#${id} is missing from index.html`)
  return element as T
}
const show = (id: string, text: string): void => {
  byId(id).textContent = text
}

/** Runs an action; a rejection is a normal answer, anything else is shown with its short message. */
async function attempt(action: () => Promise<void>): Promise<void> {
  show('error', '')
  try {
    await action()
  } catch (error) {
    if (error instanceof UserRejectedError) show('error', 'You rejected the request in your wallet.')
    else
      show(
        'error',
        error instanceof WalletError ? `${error.shortMessage} (${error.name}, code ${error.code})` : String(error),
      )
  }
}

function renderWallets(): void {
  const list = byId<HTMLUListElement>('wallets')
  list.replaceChildren(
    ...wallet.state.options.map((option) => {
      const item = document.createElement('li')
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = option.ready ? `Connect ${option.name}` : `${option.name} ${option.notReadyLabel ?? ''}`
      button.disabled = !option.ready
      button.dataset.walletId = option.id
      button.onclick = () => attempt(() => wallet.connect(option.id))
      item.append(button)
      if (option.impersonationWarning) item.append(' ⚠ another wallet also claims to be this one')
      return item
    }),
  )
}

function renderAccount(): void {
  const { status, address, chainId, unsupported } = wallet.state
  show('status', status)
  show('address', address ?? '–')
  show(
    'chain',
    chainId === undefined
      ? '–'
      : `${chains.find((c) => c.id === chainId)?.name ?? 'unknown'} (${chainId})${unsupported ? ' – not supported here' : ''}`,
  )
  byId('chains').replaceChildren(
    ...chains.map((chain) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = `Switch to ${chain.name} (${chain.id})`
      button.disabled = status !== 'connected' || chainId === chain.id
      button.onclick = () => attempt(() => wallet.switchChain(chain.id))
      return button
    }),
  )
  for (const id of ['sign', 'send', 'disconnect']) byId<HTMLButtonElement>(id).disabled = status !== 'connected'
}

function renderCalls(entries: readonly CallLogEntry[]): void {
  show('call-count', `${entries.length} calls`)
  byId('calls').replaceChildren(
    ...entries.map((entry) => {
      const row = document.createElement('tr')
      const outcome =
        entry.outcome === 'error' ? `error ${entry.errorCode ?? ''}: ${entry.errorMessage ?? ''}` : entry.outcome
      for (const text of [
        String(entry.seq),
        entry.operationId,
        entry.origin,
        entry.walletId,
        String(entry.chainId ?? ''),
        entry.method,
        outcome,
      ]) {
        const cell = document.createElement('td')
        cell.textContent = text
        row.append(cell)
      }
      return row
    }),
  )
}

function download(text: string, name: string, type: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type }))
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(link.href), 1000)
}

byId('sign').onclick = () =>
  attempt(async () => {
    show('signature', await wallet.signMessage('Hello from the vanilla example'))
  })
byId('send').onclick = () =>
  attempt(async () => {
    const to = wallet.state.address
    if (!to) return
    show('transaction', 'waiting for the wallet…')
    // One operation in the call log: the fee read, the send and the receipt share its id.
    const send = wallet.operation('send 0.001 ETH to yourself')
    const hash = await send.sendTransaction({ to, value: parseEther('0.001') })
    show('transaction', `sent ${hash}, waiting for the receipt…`)
    const receipt = await send.waitForTransactionReceipt(hash, { chainId: wallet.state.chainId })
    show('transaction', `${receipt.status} in block ${receipt.blockNumber}: ${hash}`)
  })
byId('disconnect').onclick = () => attempt(() => wallet.disconnect())
byId('export-json').onclick = async () =>
  download(await wallet.callLog.exportJson(), 'wallet-calls.json', 'application/json')
byId('export-ndjson').onclick = async () =>
  download(await wallet.callLog.exportNdjson(), 'wallet-calls.ndjson', 'application/x-ndjson')

wallet.watch((state) => state.options, renderWallets)
wallet.watch((state) => `${state.status} ${state.address} ${state.chainId} ${state.unsupported}`, renderAccount)
wallet.callLog.subscribe(renderCalls)
renderWallets()
renderAccount()
renderCalls(wallet.callLog.entries)
void wallet.reconnect()
