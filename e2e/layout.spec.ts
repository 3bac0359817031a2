import { expect, test } from './support/mock'
import type { Page } from '@playwright/test'

// The application shell: menus, navbar, footer and every setting of the theme customizer.
// Assertions are on what the page renders and computes, and each setting must survive a reload.

const LIGHT_BG = 'rgb(248, 247, 250)'
const DARK_BG = 'rgb(37, 41, 60)'
const DARK_PAPER = 'rgb(47, 51, 73)'
const ROSE_READABLE = 'rgb(169, 44, 71)'

async function open(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.getByTestId('layout-root')).toBeVisible()
}

/** Stores settings as a previous visit would have, then loads the page. */
async function openWith(page: Page, settings: Record<string, unknown>, menuCollapsed?: unknown) {
  await page.goto('/misc/error')
  await page.evaluate(
    ([s, c]) => {
      localStorage.setItem('settings', JSON.stringify(s))
      if (c !== undefined) localStorage.setItem('menuCollapsed', JSON.stringify(c))
    },
    [settings, menuCollapsed] as const,
  )
  await open(page)
}

async function openCustomizer(page: Page) {
  await page.getByTestId('open-customizer').click()
  const panel = page.getByTestId('customizer')
  await expect(panel).toBeVisible()
  return panel
}

/** Picks a card in one of the customizer's radio groups. */
async function choose(page: Page, group: string, option: string) {
  const panel = page.getByTestId('customizer')
  const radios = panel.getByRole('radiogroup', { name: group })
  await radios.getByText(option, { exact: true }).click()
  await expect(radios.getByRole('radio', { name: option, exact: true })).toBeChecked()
}

const root = (page: Page) => page.getByTestId('layout-root')
const css = (page: Page, selector: string, prop: string) =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop)
const bodyBg = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

test('a first visit shows the defaults: horizontal menu, light, floating navbar, LTR, English', async ({ page }) => {
  await open(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(root(page)).toHaveAttribute('data-menu-layout', 'horizontal')
  await expect(root(page)).toHaveAttribute('data-navbar-type', 'floating')
  await expect(root(page)).toHaveAttribute('data-footer-type', 'static')
  await expect(root(page)).toHaveAttribute('data-content-width', 'full')
  await expect(root(page)).toHaveAttribute('data-skin', 'default')
  await expect(page.getByTestId('horizontal-menu')).toBeVisible()
  await expect(page.getByTestId('vertical-menu')).toHaveCount(0)
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG)

  // Floating: detached from the window's edges, rounded, and sticky.
  const box = (await page.getByTestId('navbar-surface').boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(12)
  expect(box.x).toBeGreaterThanOrEqual(12)
  expect(parseFloat(await css(page, '[data-testid=navbar-surface]', 'border-top-left-radius'))).toBeGreaterThan(0)
  await expect.poll(() => css(page, '[data-testid=layout-header]', 'position')).toBe('sticky')
  await expect(page.getByTestId('footer')).toContainText(String(new Date().getFullYear()))
  await expect(page.getByTestId('footer')).toContainText('Vantage')
})

test('the page has landmarks and every icon button has a name', async ({ page }) => {
  await open(page)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  for (const name of ['Language', 'Switch to dark mode', 'Open theme customizer'])
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible()
})

test('the horizontal menu opens on hover and leads to a page', async ({ page }) => {
  await open(page)
  // Each level is seen open before the pointer moves on, as a person's eye follows the menu.
  await page.getByTestId('nav-pages').hover()
  await expect(page.getByTestId('nav-pages')).toHaveAttribute('aria-expanded', 'true')
  await page.getByTestId('nav-misc').hover()
  await expect(page.getByTestId('nav-misc')).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('menuitem', { name: 'Maintenance' }).click()
  await expect(page).toHaveURL(/\/misc\/maintenance$/)
})

test('the horizontal menu works with the keyboard', async ({ page }) => {
  await open(page)
  await page.getByTestId('nav-pages').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused()
  await page.keyboard.press('ArrowUp') // wraps to the last entry
  await expect(page.getByRole('menuitem', { name: 'Miscellaneous' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('menuitem', { name: 'Coming Soon' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Not Authorized' })).toBeFocused()
  // Back one level, then out of the dropdown: the focus returns to what opened it.
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('menuitem', { name: 'Miscellaneous' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('nav-pages')).toBeFocused()
  await expect(page.getByRole('menuitem', { name: 'Miscellaneous' })).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(page.getByRole('menuitem', { name: 'Miscellaneous' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Coming Soon' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/misc\/coming-soon$/)
})

test('vertical layout: a side menu with folding groups replaces the top menu, and stays after a reload', async ({ page }) => {
  await open(page)
  await openCustomizer(page)
  await choose(page, 'Menu layout', 'Vertical')
  await page.keyboard.press('Escape')
  const menu = page.getByTestId('vertical-menu')
  // Each group is seen open, its opening finished, before the pointer moves on, as a person's eye
  // follows the menu: a click in the middle of the opening animation can land on an entry as it
  // slides into place (MUI's Collapse marks a finished one "entered").
  const opened = async (name: string) => {
    await menu.getByRole('button', { name }).click()
    await expect(menu.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.locator('.MuiCollapse-root:not(.MuiCollapse-entered)')).toHaveCount(0)
  }
  await expect(menu).toBeVisible()
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0)
  await expect.poll(async () => (await page.getByTestId('vertical-menu-paper').boundingBox())!.x).toBe(0)
  // The current page's group is open and its entry marked.
  await expect(menu.getByRole('link', { name: 'eCommerce' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Error' })).toHaveCount(0)
  await opened('Pages')
  await opened('Miscellaneous')
  await expect(menu.getByRole('link', { name: 'Error' })).toBeVisible()

  await page.reload()
  await expect(root(page)).toHaveAttribute('data-menu-layout', 'vertical')
  await expect(page.getByTestId('vertical-menu')).toBeVisible()
  // As a user would: the page has finished loading before the next click.
  await expect(page.getByRole('heading', { name: 'eCommerce Dashboard' })).toBeVisible()
  await opened('Pages')
  await opened('Miscellaneous')
  await menu.getByRole('link', { name: 'Error' }).click()
  await expect(page).toHaveURL(/\/misc\/error$/)
})

test('a collapsed vertical menu shows icons only, widens on hover, and stays collapsed after a reload', async ({ page }) => {
  await openWith(page, { menuLayout: 'vertical' })
  const paper = page.getByTestId('vertical-menu-paper')
  await expect.poll(async () => (await paper.boundingBox())!.width).toBe(260)
  await page.getByTestId('menu-collapse-toggle').click()
  await page.mouse.move(900, 500)
  await expect.poll(async () => (await paper.boundingBox())!.width).toBe(72)
  // The content moves over to use the room.
  await expect.poll(async () => (await page.getByRole('main').boundingBox())!.x).toBeLessThan(100)

  await page.reload()
  await expect(root(page)).toHaveAttribute('data-menu-collapsed', 'true')
  await expect.poll(async () => (await paper.boundingBox())!.width).toBe(72)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('menuCollapsed'))).toBe('true')
  await paper.hover()
  await expect.poll(async () => (await paper.boundingBox())!.width).toBe(260)
})

test('dark mode from the navbar toggle repaints the page and survives a reload', async ({ page }) => {
  await open(page)
  await page.getByTestId('mode-toggle').click()
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
  await expect.poll(() => bodyBg(page)).toBe(DARK_BG)
  await page.reload()
  await expect.poll(() => bodyBg(page)).toBe(DARK_BG)
  await page.getByRole('button', { name: 'Switch to light mode' }).click()
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG)
})

test('mode, skin and primary colour from the customizer apply at once and survive a reload', async ({ page }) => {
  await open(page)
  await openCustomizer(page)
  await choose(page, 'Mode', 'Dark')
  await expect.poll(() => bodyBg(page)).toBe(DARK_BG)
  await choose(page, 'Mode', 'Light')
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG)

  await choose(page, 'Primary color', 'Rose')
  // The active top menu entry is painted with the primary colour: Rose (#EB3D63) as the light theme
  // makes it readable with white text, rgb(169, 44, 71) (see readableColor in createAppTheme.ts).
  await expect
    .poll(() => css(page, '[data-testid=nav-dashboards]', 'background-image'))
    .toContain(ROSE_READABLE)

  await choose(page, 'Skin', 'Bordered')
  await expect(root(page)).toHaveAttribute('data-skin', 'bordered')
  await expect.poll(() => css(page, '[data-testid=navbar-surface]', 'box-shadow')).toBe('none')
  await expect.poll(() => css(page, '[data-testid=navbar-surface]', 'border-top-width')).toBe('1px')

  await page.reload()
  await expect(root(page)).toHaveAttribute('data-skin', 'bordered')
  await expect.poll(() => css(page, '[data-testid=navbar-surface]', 'box-shadow')).toBe('none')
  await expect.poll(() => css(page, '[data-testid=nav-dashboards]', 'background-image')).toContain(ROSE_READABLE)
})

test('the semi-dark skin darkens only the menu in light mode', async ({ page }) => {
  await openWith(page, { menuLayout: 'vertical' })
  await openCustomizer(page)
  await choose(page, 'Skin', 'Semi Dark')
  await page.keyboard.press('Escape')
  await expect.poll(() => css(page, '[data-testid=vertical-menu-paper]', 'background-color')).toBe(DARK_PAPER)
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG)
  await page.reload()
  await expect.poll(() => css(page, '[data-testid=vertical-menu-paper]', 'background-color')).toBe(DARK_PAPER)
})

test('navbar types: sticky, static and hidden', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await open(page)
  await openCustomizer(page)
  await choose(page, 'Navbar type', 'Sticky')
  await page.keyboard.press('Escape')
  await expect(root(page)).toHaveAttribute('data-navbar-type', 'sticky')
  const box = (await page.getByTestId('navbar-surface').boundingBox())!
  expect(box.y).toBe(0)
  expect(box.x).toBe(0)
  await page.mouse.wheel(0, 600)
  await expect.poll(async () => (await page.getByTestId('navbar-surface').boundingBox())!.y).toBe(0)

  await page.evaluate(() => window.scrollTo(0, 0))
  await openCustomizer(page)
  await choose(page, 'Navbar type', 'Static')
  await page.keyboard.press('Escape')
  await expect.poll(() => css(page, '[data-testid=layout-header]', 'position')).not.toBe('sticky')
  await page.evaluate(() => window.scrollTo(0, 600))
  await expect.poll(async () => (await page.getByTestId('navbar-surface').boundingBox())!.y).toBeLessThan(-100)

  await page.evaluate(() => window.scrollTo(0, 0))
  await openCustomizer(page)
  await choose(page, 'Navbar type', 'Hidden')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('navbar')).toHaveCount(0)
  // The menu stays, and the customizer can still be reached from the edge of the window.
  await expect(page.getByTestId('horizontal-menu')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('navbar')).toHaveCount(0)
  await page.getByTestId('customizer-edge-button').click()
  await expect(page.getByTestId('customizer')).toBeVisible()
})

test('footer types: sticky stays in view, hidden removes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await open(page)
  await openCustomizer(page)
  await choose(page, 'Footer type', 'Sticky')
  await page.keyboard.press('Escape')
  const footer = page.getByRole('contentinfo')
  const bottom = async () => {
    const b = (await footer.boundingBox())!
    return Math.round(b.y + b.height)
  }
  await expect.poll(bottom).toBe(500)
  await page.reload()
  await expect.poll(bottom).toBe(500)

  await openCustomizer(page)
  await choose(page, 'Footer type', 'Hidden')
  await page.keyboard.press('Escape')
  await expect(footer).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('layout-root')).toHaveAttribute('data-footer-type', 'hidden')
  await expect(footer).toHaveCount(0)
})

test('boxed content width centres the content at a maximum width', async ({ page }) => {
  await page.setViewportSize({ width: 1900, height: 900 })
  await open(page)
  const mainWidth = async () => (await page.locator('main > div').first().boundingBox())!.width
  await expect.poll(() => mainWidth()).toBeGreaterThan(1600)
  await openCustomizer(page)
  await choose(page, 'Content width', 'Boxed')
  await page.keyboard.press('Escape')
  await expect.poll(mainWidth).toBe(1440)
  const box = (await page.locator('main > div').first().boundingBox())!
  expect(Math.abs(box.x - (1900 - box.x - box.width))).toBeLessThan(2)
  await page.reload()
  await expect.poll(mainWidth).toBe(1440)
})

test('the page transition follows the setting', async ({ page }) => {
  // Record the animations the layout starts on its content.
  await page.addInitScript(() => {
    const calls: string[] = []
    ;(window as unknown as { __anims: string[] }).__anims = calls
    const original = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      if (this instanceof HTMLElement && this.dataset.routeTransition) calls.push(JSON.stringify(keyframes))
      return original.call(this, keyframes, options)
    }
  })
  const anims = () => page.evaluate(() => (window as unknown as { __anims: string[] }).__anims)
  await open(page)
  await expect.poll(anims).toEqual([expect.stringContaining('opacity')])

  await openCustomizer(page)
  await choose(page, 'Page transition', 'Slide')
  await page.reload()
  await expect.poll(anims).toEqual([expect.stringContaining('translateX')])

  await openCustomizer(page)
  await choose(page, 'Page transition', 'None')
  await page.reload()
  await expect(page.locator('[data-route-transition=none]')).toBeVisible()
  // A second page through the menu: once it shows, both pages' effects have run, and neither animated.
  await page.getByTestId('nav-apps').hover()
  await expect(page.getByTestId('nav-apps')).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('menuitem', { name: 'Email' }).click()
  await expect(page.getByTestId('email-app')).toBeVisible()
  // A record that only grows: read once, after both pages showed.
  expect(await anims()).toEqual([])
})

test('the scroll-to-top button appears after scrolling, goes back to the top, and can be turned off', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 })
  await open(page)
  const button = page.getByTestId('scroll-to-top')
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 700))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toHaveCount(0)

  // Turned off while it shows: it goes at once, and stays off after a reload.
  await page.evaluate(() => window.scrollTo(0, 700))
  await expect(button).toBeVisible()
  await openCustomizer(page)
  const setting = page.getByTestId('customizer').getByRole('switch', { name: 'Scroll-to-top button' })
  await setting.click()
  await expect(button).toHaveCount(0)
  await page.reload()
  await openCustomizer(page)
  await expect(setting).not.toBeChecked()
})

test('hidden menu: no menu on a desktop', async ({ page }) => {
  await open(page)
  await openCustomizer(page)
  await page.getByTestId('customizer').getByRole('switch', { name: 'Hidden menu' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0)
  await page.reload()
  await expect(root(page)).toHaveAttribute('data-menu-hidden', 'true')
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0)
})

test('right-to-left mirrors the layout and opens the customizer from the left', async ({ page }) => {
  await openWith(page, { menuLayout: 'vertical' })
  await openCustomizer(page)
  await choose(page, 'Direction', 'Right to left')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect.poll(async () => (await page.getByTestId('customizer').boundingBox())!.x).toBe(0)
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const menu = (await page.getByTestId('vertical-menu-paper').boundingBox())!
  const main = (await page.getByRole('main').boundingBox())!
  const viewport = page.viewportSize()!
  expect(menu.x).toBeGreaterThan(main.x + main.width - 1)
  expect(Math.round(menu.x + menu.width)).toBe(viewport.width)
})

test('reset restores every default', async ({ page }) => {
  await openWith(page, { menuLayout: 'vertical', mode: 'dark', navbarType: 'static', direction: 'rtl' }, true)
  await openCustomizer(page)
  await page.getByTestId('customizer-reset').click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(root(page)).toHaveAttribute('data-menu-layout', 'horizontal')
  await expect(root(page)).toHaveAttribute('data-navbar-type', 'floating')
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG)
  await page.reload()
  await expect(root(page)).toHaveAttribute('data-menu-layout', 'horizontal')
})

test('corrupted settings in localStorage do not break the app', async ({ page }) => {
  await page.goto('/misc/error')
  await page.evaluate(() => {
    localStorage.setItem('settings', '{"mode": "dark", broken')
    localStorage.setItem('menuCollapsed', 'maybe')
  })
  await open(page)
  await expect(root(page)).toHaveAttribute('data-menu-layout', 'horizontal')
  await expect.poll(() => bodyBg(page)).toBe(LIGHT_BG)

  // Valid fields are kept, wrong ones fall back one by one.
  await openWith(page, { mode: 'dark', navbarType: 'flying', menuLayout: 42, footerType: 'sticky' }, 'yes')
  await expect.poll(() => bodyBg(page)).toBe(DARK_BG)
  await expect(root(page)).toHaveAttribute('data-navbar-type', 'floating')
  await expect(root(page)).toHaveAttribute('data-menu-layout', 'horizontal')
  await expect(root(page)).toHaveAttribute('data-footer-type', 'sticky')
})

test('on a narrow screen the menu is a drawer behind a hamburger', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page)
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0)
  await expect(page.getByTestId('vertical-menu')).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByTestId('vertical-menu')
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Pages' }).click()
  await menu.getByRole('button', { name: 'Miscellaneous' }).click()
  await expect(menu.getByRole('link', { name: 'Coming Soon' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()

  // Also in the vertical layout.
  await openWith(page, { menuLayout: 'vertical' })
  await expect(page.getByTestId('vertical-menu')).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByTestId('vertical-menu')).toBeVisible()
  await page.getByTestId('vertical-menu').getByRole('link', { name: 'eCommerce' }).click()
  await expect(page.getByTestId('vertical-menu')).toBeHidden()
})
