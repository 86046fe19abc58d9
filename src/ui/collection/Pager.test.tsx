import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Pager } from './Pager'

afterEach(cleanup)

describe('Pager', () => {
  it('is hidden for a single page', () => {
    const { container } = render(<Pager page={0} pages={1} onPage={() => undefined} busy={false} />)
    expect(container.innerHTML).toBe('')
  })

  it('moves to the first, previous, next and last pages of 417', () => {
    const onPage = vi.fn()
    render(<Pager page={5} pages={417} onPage={onPage} busy={false} />)
    expect(screen.getByText('Page 6 of 417')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'First page' }))
    fireEvent.click(screen.getByRole('button', { name: '← Previous' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next →' }))
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }))
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([0, 4, 6, 416])
  })

  it('disables what cannot move and everything while a page loads', () => {
    const { rerender } = render(<Pager page={0} pages={3} onPage={() => undefined} busy={false} />)
    expect((screen.getByRole('button', { name: '← Previous' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Next →' }) as HTMLButtonElement).disabled).toBe(false)
    rerender(<Pager page={1} pages={3} onPage={() => undefined} busy />)
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true)
  })
})
