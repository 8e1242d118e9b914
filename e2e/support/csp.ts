import type { BrowserContext } from '@playwright/test'

/**
 * Collects every Content-Security-Policy violation in `context`'s pages: the
 * `securitypolicyviolation` events of each document and Chromium's console
 * reports of blocked loads ("Refused to …"). The suite expects none.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__vitrinaCspViolation', ({ page }, report: string) => {
    violations.push(`${page.url()}: ${report}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`
      void (window as unknown as { __vitrinaCspViolation(text: string): Promise<void> })
        .__vitrinaCspViolation(report)
        .catch(() => undefined)
    })
  })
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(`${message.page()?.url() ?? 'worker'}: ${message.text()}`)
  })
  return violations
}
