import { expect, type Page } from '@playwright/test'

/** The snackbar's close button, as the host labels it in Spanish. */
const CLOSE_LABEL = 'Cerrar'

/**
 * Runs in the page: watches the one snackbar for `text` and answers whether it
 * has shown since the watch began (`restart` begins a new watch, forgetting an
 * earlier sighting). Any other message in its way is closed, as a user would,
 * instead of being waited out: a message raised while another shows waits its
 * turn, 4 s each (the startup's 'Sesión actualizada' and 'Manifiesto cargado'
 * come first). The watch lives in the page, so a message that shows for its
 * 4 s is seen however slowly the test's own calls reach the page.
 */
function watchSnackbar({
  text,
  restart,
  closeLabel,
}: {
  text: string
  restart: boolean
  closeLabel: string
}): boolean {
  type Watch = { seen: boolean; observer: MutationObserver }
  const scope = window as unknown as { __snackbarWatches?: Record<string, Watch> }
  const watches = (scope.__snackbarWatches ??= {})
  if (restart) watches[text]?.observer.disconnect()
  let watch = restart ? undefined : watches[text]
  if (!watch) {
    const check = () => {
      for (const box of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const close = box.querySelector<HTMLButtonElement>(`button[aria-label="${closeLabel}"]`)
        if (!close) continue
        if (box.textContent?.includes(text)) {
          current.seen = true
          current.observer.disconnect()
          return
        }
        close.click()
      }
    }
    const current: Watch = { seen: false, observer: new MutationObserver(check) }
    current.observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    watches[text] = current
    watch = current
    check()
  }
  return watch.seen
}

/**
 * Starts watching for `message` on the one snackbar now (watchSnackbar), before
 * the action that raises it, and returns the wait for it. Watching only after
 * the action misses a message that showed its 4 s while the test was still
 * checking something else (a second tab's URL after a logout in the first, on
 * a loaded machine). After a navigation the watch starts again in the new
 * page. The wait is twice the suite's default: a message that follows a
 * navigation in a second tab came after 15 s on a loaded CI machine.
 */
export async function watchForSnackbar(page: Page, message: string): Promise<() => Promise<void>> {
  const look = (restart: boolean) =>
    page.evaluate(watchSnackbar, { text: message, restart, closeLabel: CLOSE_LABEL })
  await look(true)
  return async () => {
    await expect(async () => {
      expect(await look(false), `'${message}' on the snackbar`).toBe(true)
    }).toPass({ timeout: 30_000 })
  }
}

/** Waits for `message` on the one snackbar, watching from now (watchForSnackbar). */
export async function expectSnackbar(page: Page, message: string): Promise<void> {
  const seen = await watchForSnackbar(page, message)
  await seen()
}
