import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog'
import { DialogHeader } from './DialogHeader'

afterEach(cleanup)

function Harness({ onClose }: { readonly onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  const close = () => {
    onClose?.()
    setOpen(false)
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog titleId="t" onClose={close}>
          <DialogHeader titleId="t" title="Test dialog" onClose={close} />
          <button type="button">First action</button>
          <button type="button">Last action</button>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus', () => {
    render(<Harness />)
    fireEvent.click(screen.getByText('Open'))
    const dialog = screen.getByRole('dialog', { name: 'Test dialog' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Harness />)
    fireEvent.click(screen.getByText('Open'))
    const dialog = screen.getByRole('dialog')
    const last = screen.getByText('Last action')
    last.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('closes on Escape and returns focus to the opener', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    const opener = screen.getByText('Open')
    opener.focus()
    fireEvent.click(opener)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on an overlay click but not on a click inside', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.click(screen.getByText('Open'))
    fireEvent.mouseDown(screen.getByText('First action'))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(screen.getByTestId('dialog-overlay'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('Dialog focus after its content changes', () => {
  function Stepper() {
    const [step, setStep] = useState(1)
    return (
      <Dialog titleId="s" onClose={() => undefined}>
        <h2 id="s">Steps</h2>
        {step === 1 ? (
          <button type="button" onClick={() => setStep(2)}>
            Next
          </button>
        ) : (
          <button type="button">Done</button>
        )}
      </Dialog>
    )
  }

  it('still hears Escape and Tab when the focused button was replaced', () => {
    const onClose = vi.fn()
    render(
      <Dialog titleId="t" onClose={onClose}>
        <h2 id="t">Gone</h2>
        <button type="button">Only</button>
      </Dialog>,
    )
    ;(document.activeElement as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('moves Tab back inside after a step replaced the focused element', () => {
    render(<Stepper />)
    fireEvent.click(screen.getByText('Next'))
    ;(document.activeElement as HTMLElement | null)?.blur()
    fireEvent.keyDown(document.body, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByText('Done'))
  })
})
