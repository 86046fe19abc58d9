/**
 * The Dev Phone Wallet page (development only, served by Vite at /scripts/devPhoneWallet/): a phone
 * wallet stand-in on the real WalletConnect wallet SDK, holding dev accounts #1 and #2 on the local
 * chain, paired through the local relay. The connect dialog's QR step links here with ?uri=wc:…
 */
import { mnemonicToAccount } from 'viem/accounts'
import { chainMeta } from '../../src/chains/index.ts'
import { appConfig } from '../../src/setup/config.ts'
import { DEV_MNEMONIC } from '../../src/wallet/dev.ts'
import { createPhoneWallet, type PhoneWallet, type ProposalEvent, type RequestEvent } from './phoneWallet.ts'
import { requestLines } from './requestLines.ts'

const relayUrl = appConfig.wcRelayUrl
// The app's own networks, through the app's RPC settings: the local chain, and the others so the app's
// wrong-network page can be seen from a phone (a switch there is the wallet's to make).
const chains = appConfig.chains
const rpcUrls: Record<number, string> = {}
for (const chain of chains) {
  const url = appConfig.rpcUrls[chain.id] ?? chain.rpcUrls.default.http[0]
  if (url) rpcUrls[chain.id] = url
}
const chainName = (id: number): string => {
  // The names the app's network menu uses, so the two sides read alike.
  const name = chainMeta(id)?.name ?? chains.find((candidate) => candidate.id === id)?.name
  return name ? `${name} (${id})` : `Chain ${id}`
}
const root = document.getElementById('phone') as HTMLElement

const proposals: ProposalEvent[] = []
const requests: RequestEvent[] = []
let problem = ''
let wallet: PhoneWallet | undefined

type Child = Node | string
function el(tag: string, props: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, value)
  node.append(...children)
  return node
}
function button(label: string, onClick: () => Promise<unknown>, primary = false): HTMLElement {
  const node = el('button', { type: 'button', ...(primary ? { class: 'primary' } : {}) }, label)
  node.addEventListener('click', () => void act(onClick))
  return node
}
function lines(pairs: readonly { label: string; value: string }[]): HTMLElement {
  return el('dl', {}, ...pairs.flatMap(({ label, value }) => [el('dt', {}, label), el('dd', {}, value)]))
}
async function act(step: () => Promise<unknown>): Promise<void> {
  problem = ''
  try {
    await step()
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error)
  }
  render()
}
/** Answers a proposal or request, then takes it off the screen. */
function answered<T>(list: T[], item: T, answer: () => Promise<unknown>): () => Promise<void> {
  return async () => {
    await answer()
    list.splice(list.indexOf(item), 1)
  }
}

/** Approve / Reject for a proposal or request; either answer takes it off the screen. */
function choices<T>(list: T[], item: T, approve: () => Promise<unknown>, reject: () => Promise<unknown>): HTMLElement {
  return el(
    'div',
    { class: 'row' },
    button('Approve', answered(list, item, approve), true),
    button('Reject', answered(list, item, reject)),
  )
}

function pairCard(active: PhoneWallet): HTMLElement {
  const input = el('input', { 'aria-label': 'Pairing URI', placeholder: 'wc:…' }) as HTMLInputElement
  return el(
    'section',
    { class: 'card' },
    el('h2', {}, 'Connect to an app'),
    el('p', { class: 'muted' }, 'Paste the wc: link of a QR code, or open this page from the app’s QR step.'),
    el(
      'div',
      { class: 'row' },
      input,
      button('Pair', () => active.pair(input.value.trim()), true),
    ),
  )
}

function proposalCard(active: PhoneWallet, proposal: ProposalEvent): HTMLElement {
  const { proposer, optionalNamespaces, requiredNamespaces } = proposal.params
  const eip155 = { ...optionalNamespaces?.eip155, ...requiredNamespaces?.eip155 }
  return el(
    'section',
    { class: 'card', 'aria-label': 'Session proposal' },
    el('h2', {}, `${proposer.metadata.name} wants to connect`),
    lines([
      { label: 'App', value: proposer.metadata.url },
      { label: 'Chains', value: (eip155.chains ?? []).join(', ') },
      { label: 'Methods', value: (eip155.methods ?? []).join(', ') },
    ]),
    choices(
      proposals,
      proposal,
      () => active.approveSession(proposal),
      () => active.rejectSession(proposal),
    ),
  )
}

function requestCard(active: PhoneWallet, request: RequestEvent): HTMLElement {
  const { method, params } = request.params.request
  const chainId = Number(request.params.chainId.split(':')[1])
  const peer = active.client.session.get(request.topic).peer.metadata.name
  return el(
    'section',
    { class: 'card', 'aria-label': 'Request' },
    el('h2', {}, `${peer} asks`),
    // The app's contracts on each configured chain name the calls and a permit's spender, as on /calls.
    lines([
      ...requestLines(method, params, chainId, appConfig.contracts),
      { label: 'Chain', value: chainName(chainId) },
    ]),
    choices(
      requests,
      request,
      () => active.approveRequest(request),
      () => active.rejectRequest(request),
    ),
  )
}

/** Apps connected since the page opened, by session topic: one that is gone is said to have ended. */
const connectedApps = new Map<string, string>()
let lastEnded: string | undefined

function sessionsCard(active: PhoneWallet): HTMLElement {
  const sessions = active.sessions()
  const current = new Set(sessions.map((session) => session.topic))
  for (const [topic, name] of connectedApps)
    if (!current.has(topic)) {
      connectedApps.delete(topic)
      lastEnded = name
    }
  for (const session of sessions) connectedApps.set(session.topic, session.peer.metadata.name)
  const empty = lastEnded ? `None now: the session with ${lastEnded} ended.` : 'None yet.'
  return el(
    'section',
    { class: 'card' },
    el('h2', {}, 'Connected apps'),
    ...(sessions.length === 0 ? [el('p', { class: 'muted', role: 'status' }, empty)] : []),
    ...sessions.map((session) => {
      const sessionChains = (session.namespaces.eip155?.chains ?? []).map((caip) => Number(caip.split(':')[1]))
      const current = active.chainOf(session.topic)
      const select = el('select', { 'aria-label': `Network for ${session.peer.metadata.name}` }) as HTMLSelectElement
      select.append(
        ...sessionChains.map((id) =>
          el('option', { value: String(id), ...(id === current ? { selected: '' } : {}) }, chainName(id)),
        ),
      )
      select.addEventListener('change', () => void act(() => active.switchChain(session.topic, Number(select.value))))
      return el(
        'div',
        { class: 'row' },
        el('strong', {}, session.peer.metadata.name),
        select,
        button('Disconnect', () => active.disconnect(session.topic)),
      )
    }),
  )
}

function accountCard(active: PhoneWallet, accounts: readonly `0x${string}`[]): HTMLElement {
  const select = el('select', { 'aria-label': 'Account' }) as HTMLSelectElement
  accounts.forEach((address, index) => {
    const option = el('option', { value: address }, `#${index + 1} ${address.slice(0, 6)}…${address.slice(-4)}`)
    if (address === active.activeAccount().address) option.setAttribute('selected', '')
    select.append(option)
  })
  select.addEventListener('change', () => void act(() => active.switchAccount(select.value)))
  return el(
    'section',
    { class: 'card' },
    el('h2', {}, 'Account'),
    select,
    el('p', { class: 'muted' }, `Networks: ${chains.map((chain) => chainName(chain.id)).join(', ')}`),
  )
}

function render(): void {
  const header = el(
    'header',
    {},
    el('h1', {}, 'Dev Phone Wallet'),
    el('p', { class: 'muted' }, 'A phone wallet stand-in for development.'),
  )
  const parts: HTMLElement[] = [header]
  if (problem) parts.push(el('p', { class: 'error', role: 'alert' }, problem))
  if (!wallet)
    parts.push(el('p', { class: 'muted' }, relayUrl ? 'Starting…' : 'No local relay: start the app with npm start.'))
  else {
    const accounts = [1, 2].map((addressIndex) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex }).address)
    parts.push(...proposals.map((p) => proposalCard(wallet as PhoneWallet, p)))
    parts.push(...requests.map((r) => requestCard(wallet as PhoneWallet, r)))
    parts.push(accountCard(wallet, accounts), sessionsCard(wallet), pairCard(wallet))
  }
  root.replaceChildren(...parts)
}

async function start(): Promise<void> {
  render()
  if (!relayUrl || !appConfig.localRpcUrl) return
  wallet = await createPhoneWallet({
    relayUrl,
    chains,
    rpcUrls,
    accounts: [1, 2].map((addressIndex) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex })),
    onProposal: (proposal) => {
      proposals.push(proposal)
      render()
    },
    onRequest: (request) => {
      requests.push(request)
      render()
    },
    onSessionsChanged: render,
  })
  const uri = new URLSearchParams(location.search).get('uri')
  if (uri) await act(() => (wallet as PhoneWallet).pair(uri))
  else render()
}

void act(start)
