import type { Page as BrowserPage } from '@playwright/test'
import { MENU_GROUPS, PAGES, type MenuGroupId, type Page } from '../src/registry/pages'
import { PAGE_TITLES } from '../src/registry/pageNames'
import { expect, test } from './support/mock'
import { inCatalogue } from './support/catalogue'
import { roleState } from './support/session'
import { animationsSettled } from './support/settled'

// Every page of the menu, opened from the menu as a keyboard or pointer user would: the tab is named
// after the page ("User List · Vantage Admin"), the page's h1 takes the focus and the live region says
// the page. Pages of the blank layout (the misc pages) have no menu around them: the tab's name only.

/** The demo catalogue's groups are sampled: their first two pages each (e2e/support/catalogue.ts says why). */
const inMenu = PAGES.filter((page) => page.menu).filter(
  (page) => !inCatalogue(page) || PAGES.filter((other) => other.menu === page.menu).indexOf(page) < 2,
)
/** The page layout demos change the very menu this walk goes through (collapse it, hide it): e2e/page-layout.spec.ts walks them. */
const changesTheMenu = (page: Page) => page.menu === 'page-layout'
const blankLayout = (page: Page) => page.path.startsWith('/misc/')

/** The groups leading to a page, outermost first. */
function groupsOf(group: MenuGroupId): MenuGroupId[] {
  const parent = MENU_GROUPS[group].in
  return parent ? [...groupsOf(parent), group] : [group]
}

/** Opens the vertical menu's groups down to the page (a group already open stays open) and clicks its entry. */
async function openFromMenu(page: BrowserPage, target: Page) {
  let opened = false
  for (const group of groupsOf(target.menu!)) {
    const toggle = page.getByTestId(`nav-${group}`)
    if ((await toggle.getAttribute('aria-expanded')) === 'true') continue
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    opened = true
  }
  // A group grows open: its entries move until it has, and a click on the way may land beside them.
  if (opened) await animationsSettled(page)
  await page.getByTestId(`nav-${target.id}`).click()
}

/** The walks of the menu: a third of its pages each, so they run side by side and none holds up the end of the run. */
const walked = inMenu.filter((candidate) => !blankLayout(candidate) && !changesTheMenu(candidate))
const WALKS = 3
const walkSize = Math.ceil(walked.length / WALKS)

for (let part = 0; part < WALKS; part++) {
  test(`every page of the menu names the tab, takes the focus to its heading and says its name (${part + 1} of ${WALKS})`, async ({ page }) => {
    test.slow() // a walk of some twenty pages shares one boot
    await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ menuLayout: 'vertical' })))
    await page.goto('/pages/profile')
    await expect(page).toHaveTitle('Profile · Vantage Admin')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    for (const target of walked.slice(part * walkSize, (part + 1) * walkSize)) {
      await openFromMenu(page, target)
      const title = PAGE_TITLES[target.id].en
      await expect(page, target.id).toHaveTitle(`${title} · Vantage Admin`)
      await expect(page.getByTestId('page-announcer'), target.id).toHaveText(title)
      await expect(page.getByRole('heading', { level: 1 }), target.id).toBeFocused()
    }
  })
}

test('the misc pages and the access control page name the tab too, each with one h1', async ({ page }) => {
  for (const target of PAGES.filter((candidate) => blankLayout(candidate) || candidate.id === 'access-control')) {
    await page.goto(target.path)
    await expect(page, target.id).toHaveTitle(`${PAGE_TITLES[target.id].en} · Vantage Admin`)
    await expect(page.getByRole('heading', { level: 1 }), target.id).toHaveCount(1)
  }
})

test.describe('signed out', () => {
  test.use({ storageState: roleState('guest') })

  test('the sign-in pages name the tab, each with one h1', async ({ page }) => {
    for (const target of PAGES.filter((candidate) => candidate.path.startsWith('/pages/') && candidate.id.startsWith('pages-'))) {
      await page.goto(target.path)
      await expect(page, target.id).toHaveTitle(`${PAGE_TITLES[target.id].en} · Vantage Admin`)
      await expect(page.getByRole('heading', { level: 1 }), target.id).toHaveCount(1)
    }
  })
})
