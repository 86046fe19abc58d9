/**
 * The Dev Phone Wallet's engine (scripts/devPhoneWallet/phoneWallet.ts) driven from Node: proposals and
 * requests queue up, and a test takes them one at a time and answers them as a person would.
 */
import { mnemonicToAccount } from 'viem/accounts'
import { anvil as anvilChain, polygon } from 'viem/chains'
import { defineChain } from 'viem'
import {
  createPhoneWallet,
  type PhoneWallet,
  type ProposalEvent,
  type RequestEvent,
} from '../../../scripts/devPhoneWallet/phoneWallet.ts'
import { devMnemonic } from '../../../scripts/stack/index.ts'
import type { Stack } from './stack.ts'

export interface PhoneWalletDriver extends PhoneWallet {
  nextProposal(timeoutMs?: number): Promise<ProposalEvent>
  nextRequest(timeoutMs?: number): Promise<RequestEvent>
}

function queue<T>() {
  const items: T[] = []
  const waiters: ((item: T) => void)[] = []
  return {
    push(item: T) {
      const waiter = waiters.shift()
      if (waiter) waiter(item)
      else items.push(item)
    },
    next(timeoutMs: number, what: string): Promise<T> {
      const ready = items.shift()
      if (ready) return Promise.resolve(ready)
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1)
          reject(new Error(`the Dev Phone Wallet saw no ${what} within ${timeoutMs} ms`))
        }, timeoutMs)
        const waiter = (item: T) => {
          clearTimeout(timer)
          resolve(item)
        }
        waiters.push(waiter)
      })
    },
  }
}

/** Dev accounts #1 and #2 (the page's Dev Wallet is #0), on the stack's chains, through the stack's relay. */
export async function startPhoneWalletDriver(stack: Stack): Promise<PhoneWalletDriver> {
  if (!stack.wcRelay) throw new Error('startStack({ wcRelay: true }) first')
  const proposals = queue<ProposalEvent>()
  const seen = new Set<number>()
  const requests = queue<RequestEvent>()
  const local = defineChain({ ...anvilChain, rpcUrls: { default: { http: [stack.rpcUrl] } } })
  const chains = stack.secondChain ? [local, polygon] : [local]
  const rpcUrls: Record<number, string> = { [local.id]: stack.rpcUrl }
  if (stack.secondChain) rpcUrls[polygon.id] = stack.secondChain.rpcUrl
  const wallet = await createPhoneWallet({
    relayUrl: stack.wcRelay.url,
    chains,
    rpcUrls,
    accounts: [1, 2].map((addressIndex) => mnemonicToAccount(devMnemonic, { addressIndex })),
    // The SDK may hand over a proposal twice (delivered again after a reconnect): each counts once.
    onProposal: (proposal) => {
      if (seen.has(proposal.id)) return
      seen.add(proposal.id)
      proposals.push(proposal)
    },
    onRequest: (request) => requests.push(request),
  })
  return {
    ...wallet,
    nextProposal: (timeoutMs = 15_000) => proposals.next(timeoutMs, 'session proposal'),
    nextRequest: (timeoutMs = 15_000) => requests.next(timeoutMs, 'request'),
  }
}
