import { useContext, useEffect, useState } from 'react'
import type { Address } from 'viem'
import { afterPaint } from '../kit/afterPaint'
import { AccountReadersContext } from './accountReaders'

export interface EnsProfile {
  readonly name: string | undefined
  readonly avatar: string | undefined
}

const EMPTY: EnsProfile = { name: undefined, avatar: undefined }

/** ENS name and avatar for an address (cached a day by src/chains); empty while unknown or on failure. */
export function useEnsProfile(address: Address | undefined): EnsProfile {
  const readers = useContext(AccountReadersContext)
  const [profile, setProfile] = useState<EnsProfile>(EMPTY)
  useEffect(() => {
    setProfile(EMPTY)
    if (!address) return
    let live = true
    // After the address has painted: the lookup's chunks and request would otherwise delay that frame.
    const cancel = afterPaint(() => {
      // A missing name is normal (most accounts have none) and lookup failures are not the person's problem.
      readers
        .lookupEnsName(address)
        .then(async (name) => {
          if (!live || !name) return
          setProfile({ name, avatar: undefined })
          const avatar = await readers.lookupEnsAvatar(name)
          if (live && avatar) setProfile({ name, avatar })
        })
        .catch(() => undefined)
    })
    return () => {
      live = false
      cancel()
    }
  }, [readers, address])
  return profile
}
