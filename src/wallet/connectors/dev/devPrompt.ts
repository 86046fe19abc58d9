import { guardedArgument } from '../../errors/boundary.ts'

/**
 * The Dev Wallet's approve/reject prompt: a small vanilla-DOM dialog (role=dialog, buttons
 * 'Approve' and 'Reject'; Escape rejects). Request details are shown as text, never as HTML.
 */
export interface DevPromptRequest {
  /** What is asked, e.g. 'Connect to this site' or 'Sign a message'. */
  readonly title: string
  /** The request's data as readable text. */
  readonly details: string
}

export type DevConfirm = (request: DevPromptRequest) => Promise<boolean>

/**
 * Puts a request in words for the prompt (the app decodes calldata with its own ABIs, a message as text);
 * undefined leaves the prompt's own text. Asked for personal_sign, eth_signTypedData_v4, eth_sendTransaction and
 * wallet_sendCalls.
 */
export type DevDescribe = (request: {
  readonly method: string
  readonly params: readonly unknown[]
}) => string | undefined

let promptCount = 0

export function showDevPrompt(request: DevPromptRequest, doc: Document = document): Promise<boolean> {
  // A request that cannot be read or turned into text is an InvalidArgumentError, thrown before any dialog shows.
  const title = guardedArgument('showDevPrompt', () => String(request.title))
  const text = guardedArgument('showDevPrompt', () => String(request.details))
  const titleId = `dev-wallet-prompt-${++promptCount}`
  const dialog = doc.createElement('div')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-labelledby', titleId)
  dialog.dataset.devWalletPrompt = ''
  dialog.style.cssText =
    'position:fixed;right:16px;bottom:16px;z-index:2147483647;max-width:360px;padding:16px;border-radius:12px;' +
    'background:#1a1b1f;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 8px 32px rgba(0,0,0,.4)'

  const heading = doc.createElement('h2')
  heading.id = titleId
  heading.textContent = `Dev Wallet: ${title}`
  heading.style.cssText = 'margin:0 0 8px;font-size:16px'
  const details = doc.createElement('pre')
  details.textContent = text
  details.style.cssText =
    'margin:0 0 12px;max-height:180px;overflow:auto;white-space:pre-wrap;word-break:break-all;font-size:12px'

  const approve = button(doc, 'Approve', '#0e76fd')
  const reject = button(doc, 'Reject', '#3c3c3d')
  const actions = doc.createElement('div')
  actions.style.cssText = 'display:flex;gap:8px;justify-content:flex-end'
  actions.append(reject, approve)
  dialog.append(heading, details, actions)
  doc.body.append(dialog)
  approve.focus()

  return new Promise((resolve) => {
    const answer = (approved: boolean) => () => {
      dialog.remove()
      resolve(approved)
    }
    approve.addEventListener('click', answer(true))
    reject.addEventListener('click', answer(false))
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') answer(false)()
    })
  })
}

function button(doc: Document, label: string, background: string): HTMLButtonElement {
  const element = doc.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.style.cssText = `padding:8px 14px;border:0;border-radius:8px;background:${background};color:#fff;font-weight:600;cursor:pointer`
  return element
}
