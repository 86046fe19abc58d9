import { createRoot } from 'react-dom/client'

function App() {
  return (
    <header>
      <button type="button">Connect Wallet</button>
    </header>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<App />)
