import { expect, test } from './support/mock'

// Screenshots to look at (not part of the suite).
const PAGES = ['/forms', '/forms/form-elements', '/forms/form-validation', '/forms/form-layouts', '/forms/form-wizard']
for (const [look, settings, width] of [
  ['en-light-1440', { mode: 'light' }, 1440],
  ['fr-rtl-dark-390', { language: 'fr', direction: 'rtl', mode: 'dark' }, 390],
  ['en-light-390', { mode: 'light' }, 390],
] as const) {
  test(`look ${look}`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await page.addInitScript((value) => localStorage.setItem('settings', value), JSON.stringify(settings))
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      if (path.endsWith('validation')) await page.getByRole('form').first().getByRole('button').filter({ hasText: /Create|Créer/ }).click()
      if (path.endsWith('wizard')) await page.getByRole('form').first().getByRole('button', { name: /Next|Suivant/ }).click()
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(wide, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `.e2e-forms/shots/${look}${path.replaceAll('/', '_')}.png`, fullPage: true })
    }
  })
}
