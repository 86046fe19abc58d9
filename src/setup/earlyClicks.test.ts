import { describe, expect, it } from 'vitest'
import { holdEarlyClicks } from './earlyClicks.ts'

describe('clicks before hydration', () => {
  it('are handed on once, per button still in the page, and no longer held after release', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<button id="connect"><span>Connect Wallet</span></button><button id="gone">x</button><a href="#a">a</a>'
    document.body.append(root)
    const seen: string[] = []
    const early = holdEarlyClicks(root)
    root.querySelector('span')?.click()
    root.querySelector<HTMLButtonElement>('#connect')?.click()
    root.querySelector<HTMLButtonElement>('#gone')?.click()
    root.querySelector('a')?.click()
    root.querySelector('#gone')?.remove()
    root.addEventListener('click', (event) => seen.push((event.target as Element).id))
    early.release()
    expect(seen).toEqual(['connect'])
    root.querySelector<HTMLButtonElement>('#connect')?.click()
    early.release()
    expect(seen).toEqual(['connect', 'connect'])
    root.remove()
  })
})
