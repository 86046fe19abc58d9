import { useEffect, useState } from 'react'
import { chooseStakeWay, walletWays, type StakeWay, type WalletWays } from '../../app'
import { useWallet, useWalletState } from '../wallet/useWallet'

/** Until the wallet answered (or with no wallet): the way every wallet can take. */
const UNKNOWN: WalletWays = { atomic: false, permit: false }

/**
 * The way a stake of this size will take with the connected wallet (batch, permit, approve then stake),
 * so the form says before the click what it takes. Asks the wallet once per wallet, account and chain.
 */
export function useStakeWay(needsApproval: boolean, running: boolean): StakeWay {
  const wallet = useWallet()
  const { status, address, chainId, walletId } = useWalletState()
  const [ways, setWays] = useState<{ key: string; ways: WalletWays }>()
  const key = status === 'connected' && address && chainId !== undefined ? `${walletId}|${address}|${chainId}` : ''

  // `running`: a stake that just fell back updates what the wallet can do; ask again when it ends.
  useEffect(() => {
    if (!key || running || !address || chainId === undefined) return
    let current = true
    void walletWays(wallet, address, chainId).then((answer) => {
      if (current) setWays({ key, ways: answer })
    })
    return () => {
      current = false
    }
  }, [wallet, key, address, chainId, running])

  return chooseStakeWay(needsApproval, ways?.key === key ? ways.ways : UNKNOWN)
}
