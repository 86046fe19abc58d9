import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { appConfig } from './config'
import { App } from './ui/App'
import { signIn, transactions, wallet } from './walletSetup'

const root = document.getElementById('root')
if (!root) throw new Error('index.html must contain <div id="root">')

createRoot(root).render(
  <StrictMode>
    <App
      wallet={wallet}
      transactions={transactions}
      docsUrl={appConfig.docsUrl}
      signIn={signIn}
      base={import.meta.env.BASE_URL.replace(/\/$/, '')}
    />
  </StrictMode>,
)

// Resume the last wallet without prompting (eth_accounts only, time-limited by the module).
void wallet.reconnect()
