/** Setup steps shown by the connect dialog's instruction screens. */
import type { InstructionStep } from '../types.ts'

export function mobileSteps(walletName: string): InstructionStep[] {
  return [
    {
      step: 'install',
      title: `Open the ${walletName} app`,
      description: `Put ${walletName} on your home screen for faster access to your wallet.`,
    },
    {
      step: 'create',
      title: 'Create or import a wallet',
      description: 'Back up your wallet with a secure method. Never share your secret phrase with anyone.',
    },
    {
      step: 'scan',
      title: 'Tap the scan button',
      description: 'After you scan, a connection prompt appears for you to connect your wallet.',
    },
  ]
}

export function extensionSteps(walletName: string): InstructionStep[] {
  return [
    {
      step: 'install',
      title: `Install the ${walletName} extension`,
      description: `Pin ${walletName} to your taskbar for quicker access to your wallet.`,
    },
    {
      step: 'create',
      title: 'Create or import a wallet',
      description: 'Back up your wallet with a secure method. Never share your secret phrase with anyone.',
    },
    {
      step: 'refresh',
      title: 'Refresh your browser',
      description: 'Once your wallet is set up, refresh this page to load the extension.',
    },
  ]
}
