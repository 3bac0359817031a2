import { expect, type Locator } from '@playwright/test'

/**
 * Waits until the locator shows at least one element and the text of every one contains `text`
 * (ignoring case). A list re-renders after its answer arrives, so its rows are read again until
 * they hold (or the timeout ends), never once: a single read may still see the rows from before.
 *
 *   await expectEveryRow(page.locator('.MuiDataGrid-row [data-field="post"]'), 'engineer')
 */
export async function expectEveryRow(locator: Locator, text: string, options: { timeout?: number } = {}): Promise<void> {
  const needle = text.toLowerCase()
  await expect(async () => {
    const texts = await locator.allInnerTexts()
    expect(texts.length, `rows of ${locator}`).toBeGreaterThan(0)
    expect(texts.filter((shown) => !shown.toLowerCase().includes(needle)), `rows without "${text}"`).toEqual([])
  }).toPass(options)
}
