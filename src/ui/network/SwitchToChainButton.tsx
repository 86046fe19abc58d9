import { useState } from 'react'
import { useChainSettings } from '../app/AppServices.tsx'
import { useWallet } from '../wallet/useWallet'
import { chainName, contractsChain } from './contractsChain'
import { describeSwitchFailure } from './switchError'
import './switchToChain.css'

interface SwitchToChainButtonProps {
  /** Why the form is blocked, said under the button. */
  readonly reason: string
  readonly className: string
}

/**
 * A blocked form's one way forward on a network without the app's contracts: 'Switch to Localhost' asks the
 * wallet to switch (adding the chain first when it does not know it). A switch that fails for any reason but
 * the person's rejection (no such method, or any other error) says why and gives the steps to do it by hand;
 * a rejection leaves the form as it was.
 */
export function SwitchToChainButton({ reason, className }: SwitchToChainButtonProps) {
  const settings = useChainSettings()
  const wallet = useWallet()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string>()
  const target = contractsChain(settings.chains, settings.contracts)
  if (!target) return <p className="disabled-reason">{reason}</p>
  const name = chainName(target.id, target)
  const rpcUrl = settings.rpcUrls[target.id] ?? target.rpcUrls.default.http[0]

  const switchChain = async () => {
    setPending(true)
    setFailure(undefined)
    try {
      await wallet.switchChain(target.id)
    } catch (error) {
      setFailure(describeSwitchFailure(error))
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <button type="button" className={className} onClick={() => void switchChain()} disabled={pending}>
        {pending ? 'Switching…' : `Switch to ${name}`}
      </button>
      <p className="disabled-reason">{reason}</p>
      {failure && (
        <div className="switch-by-hand" role="alert">
          <p>{failure}</p>
          <p>To switch in your wallet instead:</p>
          <ol>
            <li>Open your wallet and its list of networks.</li>
            <li>
              Choose {name}. If it is not listed, add it: chain ID {target.id}
              {rpcUrl ? `, RPC ${rpcUrl}` : ''}, currency {target.nativeCurrency.symbol}.
            </li>
            <li>Come back to this page: it follows your wallet's network.</li>
          </ol>
        </div>
      )}
    </>
  )
}
