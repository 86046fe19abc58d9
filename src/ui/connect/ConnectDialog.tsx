import { useCallback, useEffect, useMemo, useState } from 'react'
import type { WalletOption } from '../../wallet/index.ts'
import { Dialog } from '../kit/dialog/Dialog'
import { DialogHeader } from '../kit/dialog/DialogHeader'
import { preloadChainIcons } from '../network/ChainIcon'
import { COMPACT_QUERY, MOBILE_QUERY, useMediaQuery } from '../kit/useMediaQuery'
import type { WalletDialogProps } from '../modals/dialogProps'
import { useWalletState } from '../wallet/useWallet'
import { useWalletLoading } from '../loading/WalletLoaderContext'
import { entryStep } from './entryStep'
import { LearnMoreFooter } from './LearnMoreFooter'
import { detectBrowser, detectMobilePlatform } from './platform'
import { preloadLaterPanels, StepPanel } from './StepPanel'
import { previousStep, type WalletStep } from './steps'
import { stepTitle } from './stepTitle'
import { useConnectFlow } from './useConnectFlow'
import { WalletList } from './WalletList'
import './connect.css'

export const CONNECT_TITLE = 'Connect a Wallet'

/**
 * Connect a Wallet: wide (list + panel) on desktop, compact below 768 px, bottom sheet on phones.
 * Drives the wizard steps (docs/requirements.md, "Wallet dialogs") over the wallet module's options and connect().
 */
export function ConnectDialog({ onClose, size }: WalletDialogProps) {
  const { options, recent, uri } = useWalletState()
  const mobile = useMediaQuery(MOBILE_QUERY)
  const compact = useMediaQuery(COMPACT_QUERY) || mobile || size === 'compact'
  const [step, setStep] = useState<WalletStep>('NONE')
  const [selectedId, setSelectedId] = useState<string | undefined>()
  const { attempt, connect, reset } = useConnectFlow()
  const { loaded, load } = useWalletLoading()
  const [loadFailed, setLoadFailed] = useState(false)
  const tryLoad = useCallback(() => {
    setLoadFailed(false)
    load().catch(() => setLoadFailed(true))
  }, [load])
  useEffect(() => {
    if (!loaded) tryLoad()
  }, [loaded, tryLoad])
  useEffect(preloadLaterPanels, [])
  // The connected header's chain icon: here before the wallet answers, so the address paints with it.
  useEffect(preloadChainIcons, [])
  const env = useMemo(
    () => ({ browser: detectBrowser(navigator.userAgent), platform: detectMobilePlatform(navigator.userAgent) }),
    [],
  )

  const optionList = options as readonly WalletOption[]
  const selected = optionList.find((o) => o.id === selectedId)

  const goTo = (next: WalletStep, option?: WalletOption) => {
    if (option) setSelectedId(option.id)
    if (next !== 'CONNECT') reset()
    setStep(next)
  }
  const startConnect = (option: WalletOption) => {
    setSelectedId(option.id)
    setStep('CONNECT')
    void connect(option)
  }
  const select = (option: WalletOption) => {
    const next = entryStep(option, mobile)
    if (next === 'connect') startConnect(option)
    else goTo(next, option)
  }

  const panel = (
    <StepPanel
      step={step}
      option={selected}
      options={optionList}
      attempt={attempt}
      uri={uri}
      mobile={mobile}
      browser={env.browser}
      platform={env.platform}
      goTo={goTo}
      connect={startConnect}
    />
  )
  const back = () => goTo(previousStep(step, compact))
  const list = loaded ? (
    <WalletList
      options={optionList}
      recentIds={recent}
      selectedId={step === 'NONE' || step === 'GET' ? undefined : selectedId}
      onSelect={select}
    />
  ) : (
    <WalletsLoading failed={loadFailed} onRetry={tryLoad} />
  )

  if (compact) {
    const atList = step === 'NONE'
    return (
      <Dialog titleId="connect-title" onClose={onClose} className="connect-dialog connect-compact">
        <DialogHeader
          titleId="connect-title"
          title={atList ? CONNECT_TITLE : stepTitle(step, selected)}
          onClose={onClose}
          onBack={atList ? undefined : back}
        />
        <div className="dialog-body">{atList ? list : panel}</div>
        {atList && <LearnMoreFooter onLearnMore={() => goTo('LEARN_COMPACT')} />}
      </Dialog>
    )
  }

  return (
    <Dialog titleId="connect-title" onClose={onClose} size="wide" className="connect-dialog connect-wide">
      <div className="connect-columns">
        <div className="connect-sidebar">
          <h2 id="connect-title" className="dialog-title connect-sidebar-title">
            {CONNECT_TITLE}
          </h2>
          <div className="connect-sidebar-list">{list}</div>
          {step !== 'NONE' && <LearnMoreFooter onLearnMore={() => goTo('NONE')} />}
        </div>
        <div className="connect-main">
          <DialogHeader
            titleId="connect-step-title"
            title={stepTitle(step, selected)}
            onClose={onClose}
            onBack={step === 'NONE' || step === 'CONNECT' ? undefined : back}
          />
          <div className="connect-main-body">{panel}</div>
        </div>
      </div>
    </Dialog>
  )
}

/** While the wallet module's chunk is still on its way (first visit), or when it failed to arrive. */
function WalletsLoading({ failed, onRetry }: { readonly failed: boolean; readonly onRetry: () => void }) {
  if (!failed) {
    return (
      <p className="connect-empty" role="status">
        Looking for wallets…
      </p>
    )
  }
  return (
    <div className="connect-status">
      <p className="dialog-error" role="alert">
        The wallet list could not be loaded. Check your connection and retry.
      </p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        RETRY
      </button>
    </div>
  )
}
