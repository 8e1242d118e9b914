import { expect, type Locator } from '@playwright/test'

/**
 * A count badge drawn as `::after { content: attr(data-count) }` shows its
 * number inside its circle: one line no taller than the badge (a line height
 * of 5 × the font size once drew the number below it, out of sight).
 */
export async function expectCountInsideBadge(element: Locator): Promise<void> {
  const drawn = await element.evaluate((node) => {
    const after = getComputedStyle(node, '::after')
    return {
      content: after.content,
      lineHeight: parseFloat(after.lineHeight),
      height: parseFloat(after.height),
    }
  })
  expect(drawn.content).not.toBe('none')
  expect(drawn.lineHeight).toBeLessThanOrEqual(drawn.height)
}
