import type { WalletOption } from '../../wallet/index.ts'
import type { WalletStep } from './steps'

/** The heading of the panel showing `step`. */
export function stepTitle(step: WalletStep, option: WalletOption | undefined): string {
  const name = option?.name ?? 'Wallet'
  switch (step) {
    case 'NONE':
    case 'LEARN_COMPACT':
      return 'What is a Wallet?'
    case 'GET':
      return 'Get a Wallet'
    case 'CONNECT':
      return option ? `${name}` : 'Connect'
    case 'CHOOSE_PROVIDER':
      return `Which ${name}?`
    case 'DOWNLOAD_OPTIONS':
      return `Get ${name}`
    case 'DOWNLOAD':
      return `Install ${name}`
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
      return `Get started with ${name}`
  }
}
