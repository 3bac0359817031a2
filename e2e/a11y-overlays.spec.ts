import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/mock'
import { axeScan, described } from './support/axe'
import { animationsSettled, chartsDrawn } from './support/settled'

// Accessibility of what opens over a page: the search palette, the customizer, the navbar's menus and cart,
// a form drawer, a row's menu, a confirmation and the compose window each pass axe while open, in
// every look the customizer offers (light, dark with the bordered skin, right to left: the default skin's
// dark differs from the bordered one by shadows and borders only; semi-dark, which darkens the menu alone,
// has its menu and a dropdown scanned). Each look is
// one test that opens the overlays one after another on the same page. In the looks a11y.spec.ts
// does not load (the bordered skin, right to left), the pages the overlays open on, the dashboard and the
// account settings are scanned too.
// In the default light look every WCAG 2.2 A and AA rule runs; in the others only the rules that read
// colours, since names, roles and landmarks do not change with the look (each axe run costs time).

interface Look {
  name: string
  settings: Record<string, string>
  allRules?: boolean
  /** Also scan the pages: a look that a11y.spec.ts does not load. */
  pages?: boolean
  /** A look of the menu alone: its strip and a dropdown are scanned, the other overlays look as in light. */
  menuOnly?: boolean
}

const looks: Look[] = [
  { name: 'light', settings: { mode: 'light' }, allRules: true },
  // Semi-dark darkens the menu only (src/layout/MenuTheme.tsx): the top menu's strip and a dropdown, which the
  // dark menu theme reaches; the navbar's overlays, drawers and dialogs are outside it and look as in light.
  { name: 'semi-dark', settings: { mode: 'light', skin: 'semi-dark' }, menuOnly: true },
  { name: 'bordered dark', settings: { mode: 'dark', skin: 'bordered' }, pages: true },
  { name: 'right to left', settings: { mode: 'light', direction: 'rtl' }, allRules: true, pages: true },
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
    name: 'navbar cart',
    open: async (page) => {
      await page.getByTestId('navbar-cart').click()
      const cart = page.getByRole('dialog', { name: 'My cart' })
      await expect(cart.getByTestId('navbar-cart-total')).toBeVisible()
      return cart
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

/** The top menu's Apps dropdown: inside the menu's theme, so a menu skin reaches it. */
const appsDropdown: Overlay = {
  name: "the top menu's Apps dropdown",
  open: async (page) => {
    await page.getByTestId('nav-apps').click()
    return page.locator('#menu-apps')
  },
}

const composeOverlay: Overlay = {
  name: 'compose window',
  open: async (page) => {
    await page.getByRole('button', { name: 'Compose' }).click()
    return page.getByRole('dialog', { name: 'New message' })
  },
}

/** Axe's findings over the overlay, or over the whole page without one. */
async function violations(page: Page, overlay: Locator | null, allRules: boolean): Promise<string[]> {
  let include: string | undefined
  if (overlay) {
    // Scoped to the overlay: the page beneath is checked on its own.
    const marker = `axe-overlay-${Date.now()}`
    await overlay.evaluate((element, id) => element.setAttribute('data-axe-overlay', id), marker)
    include = `[data-axe-overlay="${marker}"]`
  }
  const found = await axeScan(page, allRules ? { include, tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } : { include, rules: ['color-contrast', 'link-in-text-block'] })
  return described(found)
}

async function check(page: Page, overlay: Overlay, look: Look) {
  const opened = await overlay.open(page)
  await expect(opened).toBeVisible()
  await animationsSettled(page)
  expect(await violations(page, opened, look.allRules ?? false), `${overlay.name} in ${look.name}`).toEqual([])
  await page.keyboard.press('Escape')
  await expect(opened).toBeHidden()
}

async function checkPage(page: Page, look: Look) {
  await chartsDrawn(page)
  await animationsSettled(page)
  expect(await violations(page, null, look.allRules ?? false), `${page.url()} in ${look.name}`).toEqual([])
}

for (const look of looks) {
  test(`the overlays pass axe in ${look.name}`, async ({ page }) => {
    await page.addInitScript((settings) => localStorage.setItem('settings', JSON.stringify(settings)), look.settings)
    await page.goto('/apps/user/list')
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    if (look.menuOnly) {
      const strip = page.getByTestId('horizontal-menu')
      await animationsSettled(page)
      expect(await violations(page, strip, look.allRules ?? false), `the top menu in ${look.name}`).toEqual([])
      await check(page, appsDropdown, look)
      return
    }
    for (const overlay of usersOverlays) await check(page, overlay, look)

    await page.goto('/apps/email/inbox')
    await expect(page.getByTestId('email-row').first()).toBeVisible()
    await check(page, composeOverlay, look)
  })

  if (!look.pages) continue
  test(`the pages under the overlays, the dashboard and the account settings pass axe in ${look.name}`, async ({ page }) => {
    await page.addInitScript((settings) => localStorage.setItem('settings', JSON.stringify(settings)), look.settings)
    const pages: [string, (page: Page) => Locator][] = [
      ['/apps/user/list', (p) => p.getByRole('row').nth(1)],
      ['/apps/email/inbox', (p) => p.getByTestId('email-row').first()],
      ['/', (p) => p.getByRole('table', { name: 'Recent Invoices' })],
      ['/pages/account-settings', (p) => p.getByRole('form', { name: 'General' })],
    ]
    for (const [path, ready] of pages) {
      await page.goto(path)
      await expect(ready(page)).toBeVisible()
      await checkPage(page, look)
    }
  })
}
