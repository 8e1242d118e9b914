import type { Locator, Page } from '@playwright/test'

/** Page object of the host: navigation and the per-remote fallback. */
export class AppPage {
  constructor(readonly page: Page) {}

  /** Opens `path` on the demo store. */
  async goto(path: string): Promise<void> {
    await this.page.goto(path)
  }

  /**
   * Client-side navigation (no reload), as a link would do it: the host stays
   * loaded and swaps the remote.
   */
  async navigate(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
  }

  /** The page's main heading (level 1). */
  heading(name?: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })
  }

  /** The fallback shown when a remote cannot be loaded. */
  get remoteFallback(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'No se pudo cargar esta sección.' })
  }

  get retryButton(): Locator {
    return this.page.getByRole('button', { name: 'Reintentar' })
  }
}
