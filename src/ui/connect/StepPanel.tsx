import type { ConnectorUri, WalletOption } from '../../wallet/index.ts'
import type { ReactNode } from 'react'
import { LazyBoundary } from '../kit/LazyBoundary'
import { lazyComponent } from '../kit/lazyComponent'
import { ConnectPanel } from './ConnectPanel'
import { entryStep } from './entryStep'
import { LearnPanel } from './LearnPanel'
import type { BrowserName, MobilePlatform } from './platform'
import type { WalletStep } from './steps'
import type { ConnectAttempt } from './useConnectFlow'

export interface StepPanelProps {
  readonly step: WalletStep
  readonly option: WalletOption | undefined
  readonly options: readonly WalletOption[]
  readonly attempt: ConnectAttempt
  readonly uri: ConnectorUri | undefined
  readonly mobile: boolean
  readonly browser: BrowserName | undefined
  readonly platform: MobilePlatform | undefined
  readonly goTo: (step: WalletStep, option?: WalletOption) => void
  readonly connect: (option: WalletOption) => void
}

const GetPanel = lazyComponent(() => import('./laterPanels').then((panels) => panels.GetPanel))
const ChooseProviderPanel = lazyComponent(() => import('./laterPanels').then((panels) => panels.ChooseProviderPanel))
const DownloadOptionsPanel = lazyComponent(() => import('./laterPanels').then((panels) => panels.DownloadOptionsPanel))
const DownloadPanel = lazyComponent(() => import('./laterPanels').then((panels) => panels.DownloadPanel))
const InstructionsPanel = lazyComponent(() => import('./laterPanels').then((panels) => panels.InstructionsPanel))

/** Fetches the later steps' chunk ahead of the click that needs it (the dialog calls it once open). */
export function preloadLaterPanels(): void {
  void GetPanel.preload().catch(() => undefined) // a failure shows, with a retry, where the panel renders
}

/** A later step's panel: rendered once its chunk is here; a failed fetch says so instead of closing the dialog. */
function Later({ children }: { readonly children: ReactNode }) {
  return <LazyBoundary failed={(retry) => <PanelLoadFailed onRetry={retry} />}>{children}</LazyBoundary>
}

/** Where a later step's chunk could not arrive (offline, new deploy): say so and offer to fetch it again. */
function PanelLoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <div className="connect-status">
      <p className="dialog-error" role="alert">
        This step could not be loaded. Check your connection and retry.
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        RETRY
      </button>
    </div>
  )
}

/** The body of one wizard step. */
export function StepPanel(props: StepPanelProps) {
  const { step, option, goTo } = props
  switch (step) {
    case 'NONE':
    case 'LEARN_COMPACT':
      return <LearnPanel onGetWallet={() => goTo('GET')} />
    case 'GET':
      return (
        <Later>
          <GetPanel.Component
            options={props.options}
            mobile={props.mobile}
            platform={props.platform}
            preferredId={option?.id}
            onGet={(picked) => goTo('DOWNLOAD_OPTIONS', picked)}
            onScan={props.connect}
          />
        </Later>
      )
  }
  if (!option) return <LearnPanel onGetWallet={() => goTo('GET')} />
  switch (step) {
    case 'CONNECT':
      return (
        <ConnectPanel
          option={option}
          attempt={props.attempt}
          uri={props.uri}
          mobile={props.mobile}
          onRetry={() => props.connect(option)}
          onGet={() => goTo(entryStep(option, props.mobile) === 'GET' ? 'GET' : 'DOWNLOAD_OPTIONS', option)}
          onGetWallet={() => goTo('GET')}
          onChooseAnother={() => goTo('NONE')}
        />
      )
    case 'CHOOSE_PROVIDER':
      return (
        <Later>
          <ChooseProviderPanel.Component option={option} options={props.options} onChoose={props.connect} />
        </Later>
      )
    case 'DOWNLOAD_OPTIONS':
      return (
        <Later>
          <DownloadOptionsPanel.Component
            option={option}
            browser={props.browser}
            onExtension={() => goTo('INSTRUCTIONS_EXTENSION', option)}
            onMobile={() => goTo('DOWNLOAD', option)}
          />
        </Later>
      )
    case 'DOWNLOAD':
      return (
        <Later>
          <DownloadPanel.Component option={option} onContinue={() => goTo('INSTRUCTIONS_MOBILE', option)} />
        </Later>
      )
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
      return (
        <Later>
          <InstructionsPanel.Component
            option={option}
            mode={step === 'INSTRUCTIONS_MOBILE' ? 'mobile' : 'extension'}
            onConnect={() => props.connect(option)}
            onRefresh={() => window.location.reload()}
            onChooseAnother={() => goTo('NONE')}
          />
        </Later>
      )
  }
}
