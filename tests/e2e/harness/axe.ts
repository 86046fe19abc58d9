import axe from 'axe-core'
import type { Page } from 'playwright-core'

/** One axe finding, any impact, with where in the walk it was found. */
export interface AxeFinding {
  readonly rule: string
  readonly impact: string
  readonly help: string
  readonly where: string
  readonly targets: readonly string[]
}

/**
 * Runs axe-core on the page, or only on the open modal dialog (aria-modal: what lies under its overlay is out of
 * reach, and was audited as a page). `serious` holds the serious and critical findings as readable lines (tests
 * expect it empty); `all` every finding.
 */
export async function axeAudit(page: Page, where: string): Promise<{ serious: string[]; all: AxeFinding[] }> {
  // Let entry animations (dialogs 200 ms, pages' fade-in) finish: axe reads the colours as painted.
  const inDialog = await page.getByRole('dialog').count()
  await page.waitForTimeout(inDialog ? 450 : 150)
  // On a loaded machine a transition can outlast that wait, and axe then reads a colour halfway through it: wait for
  // every finite animation or transition to end (at most 2 s; spinners and shimmers run forever and are left out).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source })
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Element,
          options: object,
        ): Promise<{
          violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
        }>
      }
    }
    const modal = document.querySelector('[role="dialog"][aria-modal="true"]:not([inert] *)')
    const result = await axe.run(modal ?? document.documentElement, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }))
  })
  const all = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    where,
    targets: violation.targets,
  }))
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.targets.join(', ')}`,
    )
  // A test's assertion shows only how many; the log keeps what they were.
  if (serious.length > 0) console.warn(`axe, serious findings:\n${serious.join('\n')}`)
  return { serious, all }
}
