/**
 * Keeps the clicks a person makes on the prerendered page's buttons before it hydrates, to hand them to the app once
 * it has: a contract page hydrates only when its app context is here (src/main.tsx), and a click on 'Connect Wallet'
 * in between must open the dialog, not vanish. Links need nothing: they navigate on their own.
 */
export function holdEarlyClicks(root: HTMLElement): { release(): void } {
  const held: HTMLButtonElement[] = []
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && root.contains(button) && !held.includes(button)) held.push(button)
  }
  root.addEventListener('click', hold, true)
  return {
    /**
     * Call right after `hydrateRoot`: its listeners are on the root by then, and React replays a click on a part it
     * has not hydrated yet once that part has.
     */
    release() {
      root.removeEventListener('click', hold, true)
      for (const button of held.splice(0))
        if (button.isConnected) button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    },
  }
}
