import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/mock'
import { animationsSettled } from './support/settled'

// Accessibility of what opens over a page: the search palette, the customizer, the navbar's menus,
// a form drawer, a row's menu, a confirmation and the compose window each pass axe while open, in
// every look the customizer offers (light and dark, the three skins, right to left). Each look is
// one test that opens the overlays one after another on the same page.
// In the default light look every WCAG 2.2 A and AA rule runs; in the others only the rules that read
// colours, since names, roles and landmarks do not change with the look (each axe run costs time).

interface Look {
  name: string
  settings: Record<string, string>
  allRules?: boolean
}

const looks: Look[] = [
  { name: 'light', settings: { mode: 'light' }, allRules: true },
  { name: 'dark', settings: { mode: 'dark' } },
  { name: 'semi-dark', settings: { mode: 'light', skin: 'semi-dark' } },
  { name: 'bordered dark', settings: { mode: 'dark', skin: 'bordered' } },
  { name: 'right to left', settings: { mode: 'light', direction: 'rtl' }, allRules: true },
]

interface Overlay {
  name: string
  open: (page: Page) => Promise<Locator>
}

const usersOverlays: Overlay[] = [
  {
    name: 'search palette',
    open: async (page) => {
      await page.getByTestId('search-button').click()
      return page.getByTestId('search-dialog')
    },
  },
  {
    name: 'customizer',
    open: async (page) => {
      await page.getByTestId('open-customizer').click()
      return page.getByRole('dialog', { name: 'Theme Customizer' })
    },
  },
  {
    name: 'user menu',
    open: async (page) => {
      await page.getByTestId('user-menu-button').click()
      return page.getByRole('menu')
    },
  },
  {
    name: 'language menu',
    open: async (page) => {
      await page.getByTestId('language-menu-button').click()
      return page.getByRole('menu')
    },
  },
  {
    name: 'bookmarks menu',
    open: async (page) => {
      await page.getByTestId('bookmarks-menu-button').click()
      return page.getByRole('dialog', { name: 'Bookmarks' })
    },
  },
  {
    name: 'add-user drawer',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add user' }).click()
      return page.getByRole('dialog', { name: 'Add user' })
    },
  },
  {
    name: "a row's menu",
    open: async (page) => {
      await page.getByRole('button', { name: /^Actions for / }).first().click()
      return page.getByRole('menu')
    },
  },
  {
    name: 'delete confirmation',
    open: async (page) => {
      await page.getByRole('button', { name: /^Actions for / }).first().click()
      await page.getByRole('menuitem', { name: 'Delete' }).click()
      return page.getByRole('dialog')
    },
  },
]

const composeOverlay: Overlay = {
  name: 'compose window',
  open: async (page) => {
    await page.getByRole('button', { name: 'Compose' }).click()
    return page.getByRole('dialog', { name: 'New message' })
  },
}

async function violations(page: Page, overlay: Locator, allRules: boolean): Promise<string[]> {
  // Scoped to the overlay: the page beneath is checked by a11y.spec.ts.
  const handle = await overlay.elementHandle()
  const marker = `axe-overlay-${Date.now()}`
  await handle!.evaluate((element, id) => element.setAttribute('data-axe-overlay', id), marker)
  const axe = new AxeBuilder({ page }).include(`[data-axe-overlay="${marker}"]`)
  const { violations } = await (allRules
    ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    : axe.withRules(['color-contrast', 'link-in-text-block'])
  ).analyze()
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
}

async function check(page: Page, overlay: Overlay, look: Look) {
  const opened = await overlay.open(page)
  await expect(opened).toBeVisible()
  await animationsSettled(page)
  expect(await violations(page, opened, look.allRules ?? false), `${overlay.name} in ${look.name}`).toEqual([])
  await page.keyboard.press('Escape')
  await expect(opened).toBeHidden()
}

for (const look of looks) {
  test(`the overlays pass axe in ${look.name}`, async ({ page }) => {
    await page.addInitScript((settings) => localStorage.setItem('settings', JSON.stringify(settings)), look.settings)
    await page.goto('/apps/user/list')
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    for (const overlay of usersOverlays) await check(page, overlay, look)

    await page.goto('/apps/email/inbox')
    await expect(page.getByTestId('email-row').first()).toBeVisible()
    await check(page, composeOverlay, look)
  })
}
