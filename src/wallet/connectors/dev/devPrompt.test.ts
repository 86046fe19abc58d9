import { afterEach, describe, expect, it } from 'vitest'
import { showDevPrompt } from './devPrompt.ts'

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)

afterEach(() => document.body.replaceChildren())

describe('showDevPrompt', () => {
  it('shows an accessible dialog and resolves true on Approve', async () => {
    const answer = showDevPrompt({ title: 'Sign a message', details: 'hello' })
    const element = dialog()
    expect(element?.getAttribute('aria-modal')).toBe('true')
    const labelledBy = element?.getAttribute('aria-labelledby') ?? ''
    expect(document.getElementById(labelledBy)?.textContent).toBe('Dev Wallet: Sign a message')
    expect(document.activeElement).toBe(buttonNamed('Approve'))
    buttonNamed('Approve')?.click()
    expect(await answer).toBe(true)
    expect(dialog()).toBeNull()
  })

  it('resolves false on Reject and on Escape', async () => {
    const rejected = showDevPrompt({ title: 'Connect', details: '' })
    buttonNamed('Reject')?.click()
    expect(await rejected).toBe(false)
    const escaped = showDevPrompt({ title: 'Connect', details: '' })
    dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(await escaped).toBe(false)
    expect(dialog()).toBeNull()
  })

  it('shows request data as text, never as HTML', async () => {
    const answer = showDevPrompt({ title: '<b>x</b>', details: '<img src=x onerror="alert(1)">' })
    expect(document.querySelector('img')).toBeNull()
    expect(dialog()?.textContent).toContain('<img src=x onerror="alert(1)">')
    buttonNamed('Reject')?.click()
    await answer
  })
})
