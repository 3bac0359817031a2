import { expect, test } from './support/mock'
import { storeBeforeLoad } from './support/session'

const PAGES = ['', '/accordion', '/dialogs', '/snackbars', '/menus', '/steppers', '/drawers', '/rating', '/slider', '/switches', '/transfer-list', '/pickers']
const OUT = '.e2e-components/shots'

for (const [name, settings, width] of [
  ['en-light-1440', { language: 'en', mode: 'light', direction: 'ltr' }, 1440],
  ['fr-rtl-dark-390', { language: 'fr', mode: 'dark', direction: 'rtl' }, 390],
  ['fr-rtl-dark-1440', { language: 'fr', mode: 'dark', direction: 'rtl' }, 1440],
  ['en-light-390', { language: 'en', mode: 'light', direction: 'ltr' }, 390],
] as const) {
  test(`shots ${name}`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    await storeBeforeLoad(page, { settings: JSON.stringify(settings) })
    for (const path of PAGES) {
      await page.goto(`/components${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect.soft(sideways, `${name} ${path} scrolls sideways`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `${OUT}/${name}${path.replace('/', '-') || '-index'}.png`, fullPage: true })
    }
  })
}
