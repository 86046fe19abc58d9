import type { InstructionStep, WalletOption } from '../../wallet/index.ts'
import type { ReactNode } from 'react'
import { DownloadIcon, PlusIcon, RefreshIcon, ScanIcon } from '../kit/icons'
import { WalletIcon } from './WalletIcon'

interface InstructionsPanelProps {
  readonly option: WalletOption
  readonly mode: 'mobile' | 'extension'
  /** Mobile: go on to connect (scan). */
  readonly onConnect: () => void
  /** Mobile, when this page cannot pair with the app (no WalletConnect): back to the list. */
  readonly onChooseAnother: () => void
  /** Extension: reload so the freshly installed extension is detected. */
  readonly onRefresh: () => void
}

const STEP_ICONS: Record<InstructionStep['step'], ReactNode> = {
  install: <DownloadIcon size={24} />,
  create: <PlusIcon size={24} />,
  scan: <ScanIcon size={24} />,
  refresh: <RefreshIcon size={24} />,
}

/** Steps to use when a wallet ships none of its own. */
function defaultSteps(name: string, mode: 'mobile' | 'extension'): InstructionStep[] {
  const last: InstructionStep =
    mode === 'mobile'
      ? {
          step: 'scan',
          title: 'Tap the scan button',
          description: 'After you scan, a connection prompt will appear for you to connect your wallet.',
        }
      : {
          step: 'refresh',
          title: 'Refresh your browser',
          description: 'Once you set up your wallet, refresh this page to load the extension.',
        }
  return [
    {
      step: 'install',
      title: `Install ${name}`,
      description: mode === 'mobile' ? `Get ${name} from your app store.` : `Add ${name} to your browser.`,
    },
    { step: 'create', title: 'Create or Import a Wallet', description: 'Never share your secret phrase with anyone.' },
    last,
  ]
}

/** Without a WalletConnect pairing the app cannot scan this page: its own browser is the way in. */
function openInAppStep(name: string): InstructionStep {
  return {
    step: 'scan',
    title: `Open this page in ${name}`,
    description: `Use the browser inside the ${name} app: it connects there like a browser wallet.`,
  }
}

/**
 * INSTRUCTIONS_MOBILE / INSTRUCTIONS_EXTENSION: install, create, then scan or refresh. A mobile wallet this
 * page cannot pair with (`option.ready` false: no WalletConnect) ends with its in-app browser instead.
 */
export function InstructionsPanel({ option, mode, onConnect, onRefresh, onChooseAnother }: InstructionsPanelProps) {
  const own = mode === 'mobile' ? option.mobileInstructions : option.extensionInstructions
  const listed = own && own.length > 0 ? own : defaultSteps(option.name, mode)
  const canScan = mode === 'extension' || option.ready
  const steps = canScan ? listed : [...listed.filter((s) => s.step !== 'scan'), openInAppStep(option.name)]
  return (
    <div className="connect-instructions">
      <ol className="instruction-steps">
        {steps.map((step) => (
          <li key={`${step.step}-${step.title}`}>
            {step.step === 'install' ? (
              <WalletIcon url={option.iconUrl} background={option.iconBackground} size={40} />
            ) : (
              <span className="instruction-icon">{STEP_ICONS[step.step]}</span>
            )}
            <span>
              <strong>{step.title}</strong>
              <span className="muted">{step.description}</span>
            </span>
          </li>
        ))}
      </ol>
      {mode === 'mobile' && !canScan ? (
        <>
          <p className="muted connect-note">
            Scanning a code to connect needs a WalletConnect project id, which this app does not have.
          </p>
          <button type="button" className="btn btn-primary" onClick={onChooseAnother}>
            Choose another wallet
          </button>
        </>
      ) : mode === 'mobile' ? (
        <button type="button" className="btn btn-primary" onClick={onConnect}>
          Connect
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onRefresh}>
          Refresh
        </button>
      )}
    </div>
  )
}
