import type { Locator, Page } from '@playwright/test'
import { axeScan } from './support/axe'
import { expect, test } from './support/mock'
import { roleState, storeBeforeLoad } from './support/session'
import { animationsSettled } from './support/settled'

// The structure a screen reader user moves by: each page has exactly one h1, and no two landmarks
// of one role share a name (or both have none), so a list of landmarks tells each apart. Dialogs
// are named by their titles, a static note is not an alert, and the navbar fits a 320 px screen
// (a 1280 px window at 400 % zoom) with no control over another or cut off.

interface Screen {
  path: string
  /** What shows once the page has its content. */
  ready: (page: Page) => Locator
  /** Something to do before looking (open a mail), and what the test's title says of it. */
  then?: (page: Page) => Promise<void>
  state?: string
  signedIn?: boolean
}

/** The print view's invoice: one of the seed's, as the invoice tests use it. */
const INVOICE = 5046

const screens: Screen[] = [
  { path: '/', ready: (p) => p.getByRole('table', { name: 'Recent Invoices' }), signedIn: true },
  { path: '/apps/email/inbox', ready: (p) => p.getByTestId('email-row').first(), signedIn: true },
  {
    path: '/apps/email/inbox',
    ready: (p) => p.getByTestId('email-row').first(),
    then: async (p) => {
      await p.getByRole('button', { name: /^Open mail: .*Your invoice for May is ready/ }).click()
      await expect(p.getByTestId('attachment').first()).toBeVisible()
    },
    state: 'with a mail open',
    signedIn: true,
  },
  { path: '/apps/user/list', ready: (p) => p.getByRole('row').nth(1), signedIn: true },
  { path: `/apps/invoice/preview/${INVOICE}`, ready: (p) => p.getByTestId('invoice-document'), signedIn: true },
  { path: `/apps/invoice/print/${INVOICE}`, ready: (p) => p.getByTestId('invoice-document'), signedIn: true },
  { path: '/cards/basic', ready: (p) => p.getByTestId('cards-basic'), signedIn: true },
  { path: '/cards/statistics', ready: (p) => p.getByTestId('card-statistics-newsletter').getByRole('figure'), signedIn: true },
  { path: '/pages/login-v1', ready: (p) => p.getByRole('button', { name: 'Log in' }) },
  { path: '/pages/login-v2', ready: (p) => p.getByRole('button', { name: 'Log in' }) },
]

/**
 * Landmarks that share a role and a name (no name counts as one name), each as `rule: role "name" at …`,
 * with axe's reading of roles and names (an unnamed <section> is no region, an <aside> in a
 * <section> no complementary), which is the browser's.
 */
async function duplicateLandmarks(page: Page): Promise<string[]> {
  const violations = await axeScan(page, { rules: ['landmark-unique', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-main', 'landmark-no-duplicate-contentinfo'] })
  return violations.flatMap((rule) =>
    rule.nodes.map((node) => {
      const { role, accessibleText } = (node.any[0]?.data ?? {}) as { role?: string; accessibleText?: string | null }
      const others = node.any.flatMap((check) => (check.relatedNodes ?? []).map((related) => related.html.slice(0, 100)))
      return `${rule.id}: ${role ?? ''} "${accessibleText ?? ''}" at ${node.html.slice(0, 100)} and ${others.join(', ')}`
    }),
  )
}

for (const screen of screens) {
  test.describe(() => {
    test.use({ storageState: roleState(screen.signedIn ? 'admin' : 'guest') })
    test(`${[screen.path, screen.state].filter(Boolean).join(' ')}: one h1, landmarks told apart by their names`, async ({ page }) => {
      // The print view opens the print dialog; the test looks at the page instead.
      await page.addInitScript(() => (window.print = () => undefined))
      await page.goto(screen.path)
      await expect(screen.ready(page)).toBeVisible()
      await screen.then?.(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      expect(await duplicateLandmarks(page)).toEqual([])
    })
  })
}

test('the print view\'s h1 is the invoice\'s title, its sections\' headings under it', async ({ page }) => {
  await page.addInitScript(() => (window.print = () => undefined))
  await page.goto(`/apps/invoice/print/${INVOICE}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice #${INVOICE}`)
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Invoice To:', 'Bill To:'])
})

test.describe('signed out', () => {
  test.use({ storageState: roleState('guest') })

  test('the demo accounts are a note named by its caption, not an alert announced on every load', async ({ page }) => {
    await page.goto('/pages/login-v1')
    const note = page.getByRole('note', { name: 'Demo accounts (click one to fill the form)' })
    await expect(note).toBeVisible()
    await expect(note.getByTestId('demo-account-admin')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})

test('the add-user drawer is a dialog named by its title', async ({ page }) => {
  await page.goto('/apps/user/list')
  await page.getByRole('button', { name: 'Add user' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add user' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('heading', { name: 'Add user' })).toBeVisible()
  await drawer.getByRole('button', { name: 'Cancel' }).click()
  await expect(drawer).toBeHidden()
})

test("the invoice's drawers are dialogs named by their titles", async ({ page }) => {
  await page.goto(`/apps/invoice/preview/${INVOICE}`)
  const actions = page.getByRole('region', { name: 'Invoice actions' })
  for (const title of ['Send invoice', 'Add payment']) {
    await actions.getByRole('button', { name: title }).click()
    const drawer = page.getByRole('dialog', { name: title })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Cancel' }).click()
    await expect(drawer).toBeHidden()
  }
})

interface Box {
  name: string
  /** The control's own size, its target. */
  width: number
  height: number
  left: number
  right: number
  top: number
  bottom: number
}

/**
 * The navbar's controls as drawn: the brand's link and every button a user can see, each with the
 * box of all it shows, so a logo spilling out of a squeezed link counts where it is drawn.
 */
async function navbarControls(page: Page): Promise<Box[]> {
  const navbar = page.getByTestId('navbar')
  return navbar.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => {
        const rects = [el, ...el.querySelectorAll('*')].map((part) => part.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0)
        const own = el.getBoundingClientRect()
        return {
          name: el.getAttribute('aria-label') ?? el.textContent ?? el.tagName,
          width: own.width,
          height: own.height,
          left: Math.min(...rects.map((rect) => rect.left)),
          right: Math.max(...rects.map((rect) => rect.right)),
          top: Math.min(...rects.map((rect) => rect.top)),
          bottom: Math.max(...rects.map((rect) => rect.bottom)),
        }
      }),
  )
}

const overlap = (a: Box, b: Box) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5

for (const direction of ['ltr', 'rtl'] as const) {
  test(`at 320 px (${direction}) the navbar's controls fit: none over another, none cut off`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await storeBeforeLoad(page, { settings: JSON.stringify({ direction }) })
    await page.goto('/apps/user/list')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', direction)
    await animationsSettled(page)

    const controls = await navbarControls(page)
    const surface = (await page.getByTestId('navbar-surface').boundingBox())!
    const problems: string[] = []
    if (surface.x < 0 || surface.x + surface.width > 320) problems.push(`the navbar spans ${surface.x}–${surface.x + surface.width} of 320 px`)
    for (const [index, control] of controls.entries()) {
      const { name, width, height, left, right, top, bottom } = control
      // WCAG 2.5.8: a target at least 24 px square (the brand, squeezed, once had no width at all).
      if (width < 24 || height < 24) problems.push(`"${name}" is ${width}×${height} px`)
      if (left < surface.x || right > surface.x + surface.width || top < surface.y || bottom > surface.y + surface.height) {
        problems.push(`"${name}" (${left}–${right}) sticks out of the navbar (${surface.x}–${surface.x + surface.width})`)
      }
      for (const other of controls.slice(index + 1)) if (overlap(control, other)) problems.push(`"${name}" and "${other.name}" overlap`)
    }
    expect(problems).toEqual([])
    // The hamburger, the brand, search and the user menu stay; the settings share one menu.
    const names = controls.map((control) => control.name)
    for (const name of ['Open menu', 'Vantage', 'More options']) expect(names).toContain(name)
    expect(names.some((name) => name.includes('Open the user menu'))).toBe(true)

    // What the narrow navbar folds away is in its menu, and works from there.
    await page.getByRole('button', { name: 'More options' }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText(['Switch to dark mode', 'Open theme customizer', /^Cart: \d+ products?$/, /^Chat: \d+ unread messages$/, 'English', 'Deutsch', 'Français', 'Português'])
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await animationsSettled(page)
    const violations = await axeScan(page, { include: '#navbar-more-menu', tags: ['wcag2a', 'wcag2aa'] })
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([])
    await menu.getByRole('menuitem', { name: 'Switch to dark mode' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark')
    await expect(page.getByRole('button', { name: 'More options' })).toBeFocused()

    await page.getByRole('button', { name: 'More options' }).click()
    await page.getByRole('menuitem', { name: 'Deutsch' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('button', { name: 'Weitere Optionen' })).toBeVisible()
  })
}

test('from sm up the navbar shows the language, mode and customizer buttons, and no menu for them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/apps/user/list')
  const banner = page.getByRole('banner')
  for (const name of ['Language', 'Switch to dark mode', 'Open theme customizer']) await expect(banner.getByRole('button', { name })).toBeVisible()
  await expect(banner.getByRole('button', { name: 'More options' })).toHaveCount(0)
})

// WCAG 1.4.12: a reader who widens line height, paragraph, letter and word spacing loses no text.
// The spacing the criterion names, set over the page's own styles; then no text of the parts that
// used to clip (a transaction's lines, a post's "+1.2K" likers) is wider than its box.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

async function clipped(parts: Locator): Promise<string[]> {
  return parts.evaluateAll((elements) =>
    elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent ?? ''),
  )
}

test('with the text spacing of WCAG 1.4.12, the transactions and the likers lose no text', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('transaction').first()).toBeVisible()
  await page.addStyleTag({ content: TEXT_SPACING })
  expect(await clipped(page.getByTestId('transaction').locator('p, span'))).toEqual([])

  await page.goto('/pages/profile')
  const likers = page.getByRole('group', { name: 'Liked by' }).first()
  await expect(likers).toBeVisible()
  await page.addStyleTag({ content: TEXT_SPACING })
  expect(await clipped(likers.locator('.MuiAvatar-root'))).toEqual([])
})
