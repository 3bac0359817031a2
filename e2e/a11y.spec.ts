import { expect, test } from './support/mock'
import type { Page } from '@playwright/test'
import { axeScan, described } from './support/axe'
import { roleState } from './support/session'
import { animationsSettled, chartsDrawn } from './support/settled'
import { machineMs } from './support/time'
import { walkTo } from './support/walk'

// Accessibility: every page of the app passes axe's WCAG 2.1 A and AA rules (contrast, names,
// roles, landmarks...) in light, and its colour rules in dark. A failure lists each rule with the elements it found.
// Each page is looked at once: its mode follows the system ("system" in the settings), and the test
// switches the emulated system scheme from light to dark, as a user's OS would at dusk. A test walks a
// few pages (ten), reaching each as a link would, so the app boots once per walk, not once per page.

interface Screen {
  path: string
  /** What shows once the page has its content. */
  ready: (page: Page) => ReturnType<Page['getByRole']>
  signedIn?: boolean
}

const screens: Screen[] = [
  { path: '/misc/error', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/misc/not-authorized', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/misc/maintenance', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/misc/coming-soon', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/pages/login-v1', ready: (p) => p.getByRole('button', { name: 'Log in' }) },
  { path: '/pages/login-v2', ready: (p) => p.getByRole('button', { name: 'Log in' }) },
  { path: '/pages/register-v2', ready: (p) => p.getByRole('button', { name: /sign up/i }) },
  { path: '/pages/forgot-password-v2', ready: (p) => p.getByRole('button', { name: 'Continue' }) },
  { path: '/', ready: (p) => p.getByRole('table', { name: 'Recent Invoices' }), signedIn: true },
  { path: '/access-control', ready: (p) => p.getByRole('heading', { level: 1 }), signedIn: true },
  { path: '/apps/email/inbox', ready: (p) => p.getByTestId('email-row').first(), signedIn: true },
  { path: '/apps/chat/4', ready: (p) => p.getByTestId('message').first(), signedIn: true },
  { path: '/apps/calendar?date=2025-06-02', ready: (p) => p.getByRole('button', { name: /Weekly team sync/ }), signedIn: true },
  { path: '/apps/todo', ready: (p) => p.getByTestId('todo-row').first(), signedIn: true },
  { path: '/tables', ready: (p) => p.getByRole('table').first(), signedIn: true },
  { path: '/datatables/advanced', ready: (p) => p.getByRole('row').nth(1), signedIn: true },
  { path: '/datatables', ready: (p) => p.getByTestId('datatables-index'), signedIn: true },
  { path: '/datatables/editable', ready: (p) => p.locator('.MuiDataGrid-row').first(), signedIn: true },
  { path: '/datatables/master-detail?id=1', ready: (p) => p.getByTestId('datatable-detail'), signedIn: true },
  { path: '/forms/autocomplete', ready: (p) => p.getByRole('combobox').first(), signedIn: true },
  { path: '/apps/user/list', ready: (p) => p.getByRole('row').nth(1), signedIn: true },
  { path: '/apps/user/view/60', ready: (p) => p.getByTestId('user-card'), signedIn: true },
  { path: '/apps/user/edit/60', ready: (p) => p.getByRole('form', { name: 'Edit user' }), signedIn: true },
  { path: '/pages/account-settings', ready: (p) => p.getByRole('form', { name: 'General' }), signedIn: true },
  { path: '/pages/profile', ready: (p) => p.getByTestId('profile-post').first(), signedIn: true },
  { path: '/apps/invoice/list', ready: (p) => p.getByRole('row').nth(1), signedIn: true },
  { path: '/apps/invoice/preview/5046', ready: (p) => p.getByTestId('invoice-document'), signedIn: true },
  { path: '/apps/invoice/add', ready: (p) => p.getByRole('form', { name: 'Add invoice' }), signedIn: true },
  { path: '/apps/ecommerce/shop', ready: (p) => p.getByTestId('product-card').first(), signedIn: true },
  { path: '/apps/ecommerce/shop?layout=list&brand=Lumora&rating=4', ready: (p) => p.getByTestId('product-card').first(), signedIn: true },
  { path: '/apps/ecommerce/product-detail/lumora-aria-wireless-headphones', ready: (p) => p.getByTestId('related-products').getByTestId('product-card').first(), signedIn: true },
  { path: '/apps/ecommerce/wishlist', ready: (p) => p.getByTestId('wishlist-card').first(), signedIn: true },
  { path: '/apps/ecommerce/checkout', ready: (p) => p.getByTestId('price-total'), signedIn: true },
  { path: '/apps/ecommerce/checkout?step=address', ready: (p) => p.getByRole('radio').first(), signedIn: true },
  { path: '/apps/ecommerce/checkout?step=payment&address=1', ready: (p) => p.getByRole('form', { name: 'Payment' }), signedIn: true },
  { path: '/apps/ecommerce/orders', ready: (p) => p.getByRole('row').nth(1), signedIn: true },
  { path: '/apps/ecommerce/orders/42', ready: (p) => p.getByTestId('order-line').first(), signedIn: true },
  { path: '/pages/faq', ready: (p) => p.getByTestId('faq-question').first(), signedIn: true },
  { path: '/pages/knowledge-base', ready: (p) => p.getByTestId('kb-category-card').first(), signedIn: true },
  { path: '/pages/knowledge-base/orders', ready: (p) => p.getByTestId('kb-section').first(), signedIn: true },
  { path: '/pages/knowledge-base/orders/track-an-order', ready: (p) => p.getByTestId('kb-article-content'), signedIn: true },
  { path: '/pages/pricing', ready: (p) => p.getByTestId('plan-standard').getByTestId('plan-price'), signedIn: true },
  { path: '/pages/blog/list', ready: (p) => p.getByTestId('blog-card').first(), signedIn: true },
  { path: '/pages/blog/detail/2', ready: (p) => p.getByTestId('blog-post'), signedIn: true },
  { path: '/pages/blog/edit/2', ready: (p) => p.getByRole('form', { name: 'Edit post' }), signedIn: true },
  { path: '/ui-element', ready: (p) => p.getByTestId('ui-element-index'), signedIn: true },
  { path: '/ui-element/typography', ready: (p) => p.getByTestId('ui-element-typography'), signedIn: true },
  { path: '/ui-element/avatar', ready: (p) => p.getByTestId('ui-element-avatar'), signedIn: true },
  { path: '/ui-element/buttons', ready: (p) => p.getByTestId('ui-element-buttons'), signedIn: true },
  { path: '/ui-element/button-group', ready: (p) => p.getByTestId('ui-element-button-group'), signedIn: true },
  { path: '/ui-element/chips', ready: (p) => p.getByTestId('ui-element-chips'), signedIn: true },
  { path: '/ui-element/badges', ready: (p) => p.getByTestId('ui-element-badges'), signedIn: true },
  { path: '/ui-element/alerts', ready: (p) => p.getByTestId('ui-element-alerts'), signedIn: true },
  { path: '/ui-element/progress', ready: (p) => p.getByTestId('ui-element-progress'), signedIn: true },
  { path: '/ui-element/list', ready: (p) => p.getByTestId('ui-element-list'), signedIn: true },
  { path: '/ui-element/tabs', ready: (p) => p.getByTestId('ui-element-tabs'), signedIn: true },
  { path: '/ui-element/tooltips-popovers', ready: (p) => p.getByTestId('ui-element-tooltips-popovers'), signedIn: true },
  { path: '/ui-element/pagination', ready: (p) => p.getByTestId('ui-element-pagination'), signedIn: true },
  { path: '/ui-element/breadcrumbs', ready: (p) => p.getByTestId('ui-element-breadcrumbs'), signedIn: true },
  { path: '/ui-element/timeline', ready: (p) => p.getByTestId('ui-element-timeline'), signedIn: true },
  { path: '/forms', ready: (p) => p.getByTestId('forms-index'), signedIn: true },
  { path: '/forms/form-elements', ready: (p) => p.getByTestId('forms-form-elements'), signedIn: true },
  { path: '/forms/form-validation', ready: (p) => p.getByTestId('forms-form-validation'), signedIn: true },
  { path: '/forms/form-layouts', ready: (p) => p.getByTestId('forms-form-layouts'), signedIn: true },
  { path: '/forms/form-wizard', ready: (p) => p.getByTestId('forms-form-wizard'), signedIn: true },
  { path: '/components', ready: (p) => p.getByTestId('components-index'), signedIn: true },
  { path: '/components/accordion', ready: (p) => p.getByTestId('components-accordion'), signedIn: true },
  { path: '/components/dialogs', ready: (p) => p.getByTestId('components-dialogs'), signedIn: true },
  { path: '/components/snackbars', ready: (p) => p.getByTestId('components-snackbars'), signedIn: true },
  { path: '/components/menus', ready: (p) => p.getByTestId('components-menus'), signedIn: true },
  { path: '/components/steppers', ready: (p) => p.getByTestId('components-steppers'), signedIn: true },
  { path: '/components/drawers', ready: (p) => p.getByTestId('components-drawers'), signedIn: true },
  { path: '/components/rating', ready: (p) => p.getByTestId('components-rating'), signedIn: true },
  { path: '/components/slider', ready: (p) => p.getByTestId('components-slider'), signedIn: true },
  { path: '/components/switches', ready: (p) => p.getByTestId('components-switches'), signedIn: true },
  { path: '/components/transfer-list', ready: (p) => p.getByTestId('components-transfer-list'), signedIn: true },
  { path: '/components/pickers', ready: (p) => p.getByTestId('components-pickers'), signedIn: true },
  { path: '/components/tree-view', ready: (p) => p.getByTestId('components-tree-view'), signedIn: true },
  { path: '/page-layout/collapsed-menu', ready: (p) => p.getByTestId('page-layout-collapsed-menu'), signedIn: true },
  { path: '/page-layout/without-menu', ready: (p) => p.getByTestId('page-layout-without-menu'), signedIn: true },
  { path: '/page-layout/layout-full', ready: (p) => p.getByTestId('page-layout-layout-full'), signedIn: true },
  { path: '/page-layout/layout-boxed', ready: (p) => p.getByTestId('page-layout-layout-boxed'), signedIn: true },
  { path: '/page-layout/without-navbar', ready: (p) => p.getByTestId('page-layout-without-navbar'), signedIn: true },
  { path: '/page-layout/blank', ready: (p) => p.getByTestId('page-layout-blank'), signedIn: true },
  { path: '/extensions', ready: (p) => p.getByTestId('extensions-index'), signedIn: true },
  { path: '/extensions/drag-and-drop', ready: (p) => p.getByRole('group', { name: 'Project board' }), signedIn: true },
  { path: '/extensions/file-uploader', ready: (p) => p.getByTestId('image-drop-zone'), signedIn: true },
  { path: '/extensions/editor', ready: (p) => p.getByRole('textbox', { name: 'Release notes' }), signedIn: true },
  { path: '/extensions/clipboard', ready: (p) => p.getByTestId('copy-card'), signedIn: true },
  { path: '/extensions/virtual-list', ready: (p) => p.getByTestId('virtual-row').first(), signedIn: true },
  { path: '/extensions/carousel', ready: (p) => p.getByRole('region', { name: 'Travel pictures' }), signedIn: true },
  { path: '/extensions/tour', ready: (p) => p.getByRole('button', { name: 'Start the tour' }), signedIn: true },
  { path: '/extensions/i18n', ready: (p) => p.getByRole('table', { name: 'Values per language' }), signedIn: true },
  { path: '/extensions/export', ready: (p) => p.getByRole('table', { name: 'Employees' }), signedIn: true },
  { path: '/charts', ready: (p) => p.getByRole('figure', { name: 'Share price per day, May 12, 2025 to June 2, 2025' }), signedIn: true },
  { path: '/maps', ready: (p) => p.getByRole('table', { name: 'Customers by country' }), signedIn: true },
  { path: '/colors', ready: (p) => p.getByRole('region', { name: 'Background' }), signedIn: true },
  { path: '/icons', ready: (p) => p.getByRole('group', { name: 'Icons' }), signedIn: true },
  { path: '/dashboard/analytics', ready: (p) => p.getByRole('table', { name: 'Recent Invoices' }), signedIn: true },
  { path: '/cards/statistics', ready: (p) => p.getByTestId('card-statistics-newsletter').getByRole('figure'), signedIn: true },
  { path: '/cards/analytics', ready: (p) => p.getByTestId('card-customers').getByRole('figure'), signedIn: true },
  { path: '/cards/basic', ready: (p) => p.getByTestId('cards-basic'), signedIn: true },
  { path: '/cards/advance', ready: (p) => p.getByTestId('card-profile'), signedIn: true },
  { path: '/cards/actions', ready: (p) => p.getByTestId('cards-actions'), signedIn: true },
  { path: '/api-docs?op=usersData', ready: (p) => p.getByRole('form', { name: 'Try GET /api/users/list/data' }), signedIn: true },
]

/**
 * In light mode every WCAG 2.1 A and AA rule runs; in dark mode only the rules that read colours,
 * since names, roles and landmarks are the same in both (each axe run costs a second or more).
 * `where`: the page's content only, once a walk has read the shell (navbar, menu, footer) on its first
 * page: the shell is the same on every page, and reading it again on each was most of a run's nodes.
 */
async function violations(page: Page, mode: 'light' | 'dark', where?: 'main') {
  const found = await axeScan(page, mode === 'light' ? { include: where, tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } : { include: where, rules: ['color-contrast', 'link-in-text-block'] })
  return described(found)
}

/** Pages a walk looks at: each walk boots the app once and reaches the others as a link would. */
const WALK_LENGTH = 10

/** The screens in walks of a few pages, the signed-out ones apart: the walks run side by side. */
function walks(): Screen[][] {
  const result: Screen[][] = []
  for (const signedIn of [false, true]) {
    const group = screens.filter((screen) => !!screen.signedIn === signedIn)
    for (let start = 0; start < group.length; start += WALK_LENGTH) result.push(group.slice(start, start + WALK_LENGTH))
  }
  return result
}

for (const walk of walks()) {
  test.describe(() => {
    test.use({ storageState: roleState(walk[0]!.signedIn ? 'admin' : 'guest') })
    test(`${walk.map((screen) => screen.path).join(', ')} pass axe in light and dark`, async ({ page }) => {
      test.setTimeout(machineMs(20_000) * walk.length) // axe reads a grid's page in seconds
      await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ mode: 'system' })))
      let previous: string | undefined
      for (const [index, screen] of walk.entries()) {
        await page.emulateMedia({ colorScheme: 'light' })
        await walkTo(page, screen.path, previous)
        previous = screen.path
        await expect(screen.ready(page), screen.path).toBeVisible()
        await chartsDrawn(page)
        for (const mode of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: mode })
          await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe(mode)
          await animationsSettled(page)
          // Read again until the page holds still: on a loaded machine axe once found the dashboard's four
          // figure labels too faint in dark while the page was still repainting after the switch (the
          // screenshot a moment later was right). A lasting finding still fails, after the poll's 10 s.
          await expect
            .poll(() => violations(page, mode, index > 0 ? 'main' : undefined), { message: `${screen.path} in ${mode} mode` })
            .toEqual([])
        }
      }
    })
  })
}

test.describe('navigation that speaks', () => {
  test.use({ storageState: roleState('admin') })

  test('"Skip to content" is the first Tab stop; a page change moves focus to its heading, names the tab and says the page', async ({ page }) => {
    await page.goto('/pages/profile')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByTestId('skip-link')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main h1')).toBeFocused()

    await page.getByTestId('user-menu-button').click()
    await page.getByRole('menuitem', { name: 'Account settings' }).click()
    await expect(page.getByRole('form', { name: 'General' })).toBeVisible()
    await expect(page.locator('main h1')).toBeFocused()
    await expect(page.getByTestId('page-announcer')).toHaveText('Account Settings')
    await expect(page).toHaveTitle('Account Settings · Vantage Admin')
  })
})
