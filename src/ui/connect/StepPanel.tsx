import type { ConnectorUri, WalletOption } from '../../wallet/index.ts'
import { ChooseProviderPanel } from './ChooseProviderPanel'
import { ConnectPanel } from './ConnectPanel'
import { DownloadOptionsPanel } from './DownloadOptionsPanel'
import { DownloadPanel } from './DownloadPanel'
import { entryStep } from './entryStep'
import { GetPanel } from './GetPanel'
import { InstructionsPanel } from './InstructionsPanel'
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

/** The body of one wizard step. */
export function StepPanel(props: StepPanelProps) {
  const { step, option, goTo } = props
  switch (step) {
    case 'NONE':
    case 'LEARN_COMPACT':
      return <LearnPanel onGetWallet={() => goTo('GET')} />
    case 'GET':
      return (
        <GetPanel
          options={props.options}
          mobile={props.mobile}
          platform={props.platform}
          preferredId={option?.id}
          onGet={(picked) => goTo('DOWNLOAD_OPTIONS', picked)}
          onScan={props.connect}
        />
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
      return <ChooseProviderPanel option={option} options={props.options} onChoose={props.connect} />
    case 'DOWNLOAD_OPTIONS':
      return (
        <DownloadOptionsPanel
          option={option}
          browser={props.browser}
          onExtension={() => goTo('INSTRUCTIONS_EXTENSION', option)}
          onMobile={() => goTo('DOWNLOAD', option)}
        />
      )
    case 'DOWNLOAD':
      return <DownloadPanel option={option} onContinue={() => goTo('INSTRUCTIONS_MOBILE', option)} />
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
      return (
        <InstructionsPanel
          option={option}
          mode={step === 'INSTRUCTIONS_MOBILE' ? 'mobile' : 'extension'}
          onConnect={() => props.connect(option)}
          onRefresh={() => window.location.reload()}
          onChooseAnother={() => goTo('NONE')}
        />
      )
  }
}
