import { expect, type Page } from '@playwright/test'

/**
 * Waits for `message` on the one snackbar. A message raised while another shows
 * waits its turn (4 s each: the startup's 'Sesión actualizada' and 'Manifiesto
 * cargado' come first), so the test closes the ones before it, as a user would,
 * instead of waiting them out. The check and the close happen in one step in the
 * page, so the wanted message is never the one closed. The wait is twice the
 * suite's default: a message that follows a navigation in a second tab came
 * after 15 s on a loaded CI machine.
 */
export async function expectSnackbar(page: Page, message: string): Promise<void> {
  const wanted = page.getByRole('status').filter({ hasText: message })
  const snackbar = page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ has: page.getByRole('button', { name: 'Cerrar' }) })
  await expect(async () => {
    if (await wanted.isVisible()) return
    if (await snackbar.isVisible()) {
      await snackbar.evaluate((element, text) => {
        if (!element.textContent?.includes(text)) element.querySelector('button')?.click()
      }, message)
    }
    await expect(wanted).toBeVisible({ timeout: 250 })
  }).toPass({ timeout: 30_000 })
}
