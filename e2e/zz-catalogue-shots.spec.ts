import { expect, test } from './support/mock'

const looks = [
  { name: 'en-light', settings: {}, width: 1440 },
  { name: 'en-light-390', settings: {}, width: 390 },
  { name: 'fr-rtl-dark', settings: { mode: 'dark', direction: 'rtl', language: 'fr' }, width: 1440 },
  { name: 'fr-rtl-dark-390', settings: { mode: 'dark', direction: 'rtl', language: 'fr' }, width: 390 },
]
for (const look of looks) {
  for (const path of ['charts', 'colors', 'icons']) {
    test(`${path} ${look.name}`, async ({ page }) => {
      await page.setViewportSize({ width: look.width, height: 900 })
      await page.addInitScript((settings) => localStorage.setItem('settings', JSON.stringify(settings)), look.settings)
      await page.goto(`/${path}${path === 'icons' ? '?q=alarm' : ''}`)
      await expect(page.getByTestId(path)).toBeVisible()
      if (path === 'charts') await expect(page.locator('svg.recharts-surface').first()).toBeVisible()
      if (path === 'icons') await expect(page.getByRole('group').getByRole('button').first()).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0)
      await page.screenshot({ path: `.e2e-cat/shots/${path}-${look.name}.png`, fullPage: path !== 'charts' || look.width > 400 })
    })
  }
}
