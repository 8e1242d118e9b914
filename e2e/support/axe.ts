import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import axe from 'axe-core'

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** The WCAG 2.0 and 2.1 rules of levels A and AA (axe's tags for them). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const

/**
 * Rules outside those tags that the gate runs too: a dialog without a name
 * (`aria-dialog-name`, a best practice for axe) leaves a screen reader
 * announcing "dialog" and nothing else.
 */
export const EXTRA_RULES = ['aria-dialog-name'] as const

/**
 * The gate's rules by id: axe's own list for the WCAG tags, plus the extra
 * ones, so that one run on the page covers both.
 */
const GATE_RULES = [
  ...axe
    .getRules([...WCAG_TAGS])
    // What a run by tags leaves out: rules axe still calls experimental or deprecated.
    .filter((rule) => !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated'))
    .map((rule) => rule.ruleId),
  ...EXTRA_RULES,
]

/** The impacts that fail the gate; 'minor' and 'moderate' are reported by axe but let through. */
const BLOCKING = new Set(['serious', 'critical'])

/** One line per violation and one indented line per element, with axe's own explanation. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
        const html = node.html.replace(/\s+/g, ' ').slice(0, 160)
        return `    - ${html} (${node.target.join(' ')}): ${summary}`
      })
      return [
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...nodes,
      ].join('\n')
    })
    .join('\n')
}

/**
 * Waits until no finite CSS animation or transition is running, so that axe
 * measures colours and sizes as they end up, not halfway through a fade or a
 * dialog's scale-in. Endless ones (spinners) are left alone.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .length,
      ),
    )
    .toBe(0)
}

/**
 * Runs axe on the whole page with the WCAG 2 A/AA rules and fails on any
 * serious or critical violation, listing each with the elements it found.
 * `screen` names what is on screen, for the failure message.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settleAnimations(page)
  // One run in the page itself (legacy mode): the default mode opens a blank
  // page per run to merge the frames' results, which our frameless screens
  // do not need and which cost about a second each on two cores.
  const results = await new AxeBuilder({ page }).withRules(GATE_RULES).setLegacyMode().analyze()
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))
  expect(blocking.length, `${screen}: axe found\n${describeViolations(blocking)}`).toBe(0)
}
