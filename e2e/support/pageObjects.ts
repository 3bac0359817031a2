import { expect, type Locator, type Page } from '@playwright/test'
import { LOGIN_PATH } from '../../src/auth/paths'
import { backendReady, demoAccounts } from './session'

/*
 * Page objects for the parts every screen of the app is built from: the server grid
 * (src/components/DataGrid/ServerDataGrid.tsx), the drawer form (src/components/form/FormDrawer.tsx),
 * the confirmation dialogs (src/components/ConfirmDialog.tsx, src/components/DeleteDialog.tsx), the
 * toasts (src/components/toast.ts) and the sign-in form (src/features/auth/forms/LoginForm.tsx).
 * They find each part as a user does, by its role and its name in English (the suite's locale),
 * and every action that loads rows returns once the grid shows them, never after a fixed time.
 *
 *   import { expect, test } from './support'
 *   import { confirmDialog, formDrawer, serverGrid, toast } from './support/pageObjects'
 */

/** How long an action waits for the grid to show its new rows: the suite's `expect` timeout (playwright.config.ts). */
const SETTLE_TIMEOUT = 10_000

/** The login pages (src/features/auth/paths.ts): v1 and v2 hold the same form. */
const LOGIN_PAGE = /^\/pages\/login-v[12]$/

/** A list screen's grid, its toolbar and its footer. */
export interface ServerGrid {
  /** The grid itself (role "grid", named by its title): header row, rows, loading bar, empty and error states. */
  root: Locator
  /** The grid with its toolbar (search box, filters) and footer (paging). */
  frame: Locator
  /** The data rows shown, the header row left out. */
  rows(): Locator
  /** The data row showing `text` (part of a cell's text, or a pattern). */
  row(text: string | RegExp): Locator
  /** The cells of one column in the rows shown, by the column's field (`email`, the API's name for it). */
  cells(field: string): Locator
  /** Types in the toolbar's search box ("Search rows") and returns once the grid shows the answer. */
  search(text: string): Promise<void>
  /**
   * Chooses `option` in the toolbar's filter labelled `label` (a SelectFilter: one value) and returns
   * once the grid shows the answer. For a MultiSelectFilter, each option given is ticked (or unticked)
   * in turn, each waited for, and the menu is closed.
   */
  filter(label: string, option: string | readonly string[]): Promise<void>
  /**
   * Clicks the column's header (the server sorts) and returns once the grid shows the answer; with
   * `direction`, clicks on until the header says it is sorted so (asc, desc, none cycle).
   */
  sortBy(columnHeader: string, direction?: 'ascending' | 'descending'): Promise<void>
  /** The footer's "Go to next page", returning once the grid shows that page. */
  nextPage(): Promise<void>
  /** The footer's "Go to previous page", returning once the grid shows that page. */
  previousPage(): Promise<void>
  /** Waits until the grid is not loading: not busy (`aria-busy="false"`) and no loading bar. */
  expectLoaded(): Promise<void>
  /** The grid's loading bar ("Loading rows"; skeleton rows on a first load), distinct from the route's "Loading page". */
  loading: Locator
  /** The grid's error state ("The rows could not be loaded", with Retry). */
  error: Locator
  /** Clicks the error state's Retry and returns once the grid shows the answer. */
  retry(): Promise<void>
}

/**
 * The server grid of a list screen (ServerDataGrid): the grid named `name` (its aria-label, the
 * page's title: 'Users'), or the page's only grid. Its actions return once the grid is settled:
 * it has been busy fetching and shows the answer, or it shows rows it had already (a page seen a
 * moment ago), both read from the page itself as it changes.
 *
 *   const grid = serverGrid(page, 'Users')
 *   await page.goto('/apps/user/list')
 *   await grid.expectLoaded()
 *   await grid.filter('Role', 'Editor')
 *   await expectEveryRow(grid.cells('role'), 'Editor')
 *   await grid.search('ada')
 *   expect(await grid.rows().count()).toBe(1) // settled: one read is enough
 *   await grid.sortBy('Email')
 *   await grid.nextPage()
 */
export function serverGrid(page: Page, name?: string): ServerGrid {
  const root = name === undefined ? page.getByRole('grid') : page.getByRole('grid', { name, exact: true })
  // The same grid by its attributes: while a filter's menu is open, the page under it is hidden from
  // the accessibility tree (aria-hidden), and the grid must still be watched there.
  const watched = page.locator(name === undefined ? '[role="grid"]' : `[role="grid"][aria-label="${name.replace(/["\\]/g, '\\$&')}"]`)
  const frame = page.locator('.MuiDataGrid-root').filter({ has: watched })
  const label = name === undefined ? 'the grid' : `the grid "${name}"`
  const error = root.getByRole('alert')
  const loading = root.getByRole('progressbar', { name: 'Loading rows' })
  const expectLoaded = async () => {
    await expect(root, `${label} is not busy`).toHaveAttribute('aria-busy', 'false', { timeout: SETTLE_TIMEOUT })
    await expect(loading).toHaveCount(0)
  }
  const settle = (what: string, action: () => Promise<void>) => settleAfter(watched, `${label}: ${what}`, action)
  const filterMenu = page.getByRole('listbox')

  return {
    root,
    frame,
    rows: () => root.getByRole('row').filter({ has: page.getByRole('gridcell') }),
    row: (text) => root.getByRole('row').filter({ has: page.getByRole('gridcell'), hasText: text }),
    cells: (field) => root.locator(`[role="row"] [role="gridcell"][data-field="${field}"]`),
    search: async (text) => {
      const box = frame.getByRole('searchbox', { name: 'Search rows' })
      // The same search again asks for nothing: there is nothing to wait for.
      if ((await box.inputValue()).trim() === text.trim()) return expectLoaded()
      await settle(`search('${text}')`, () => box.fill(text))
    },
    filter: async (filterLabel, option) => {
      await frame.getByRole('combobox', { name: filterLabel }).click()
      await expect(filterMenu).toBeVisible()
      if ((await filterMenu.getAttribute('aria-multiselectable')) === 'true') {
        for (const each of [option].flat()) {
          await settle(`filter('${filterLabel}', '${each}')`, () => filterMenu.getByRole('option', { name: each, exact: true }).click())
        }
        await page.keyboard.press('Escape')
      } else {
        if (typeof option !== 'string') throw new Error(`filter('${filterLabel}'): a single-choice filter takes one option, not ${option.length}`)
        const choice = filterMenu.getByRole('option', { name: option, exact: true })
        if ((await choice.getAttribute('aria-selected')) === 'true') await page.keyboard.press('Escape')
        else await settle(`filter('${filterLabel}', '${option}')`, () => choice.click())
      }
      await expect(filterMenu).toBeHidden()
    },
    sortBy: async (columnHeader, direction) => {
      // By its title: the header's name grows with the sort and menu buttons it shows once hovered or sorted.
      const header = root.getByRole('columnheader').filter({ has: page.getByText(columnHeader, { exact: true }) })
      await settle(`sortBy('${columnHeader}')`, () => header.click())
      // Ascending, descending, unsorted: two more clicks reach any state.
      for (let click = 0; direction && (await header.getAttribute('aria-sort')) !== direction && click < 2; click++) {
        await settle(`sortBy('${columnHeader}', '${direction}')`, () => header.click())
      }
      if (direction) await expect(header).toHaveAttribute('aria-sort', direction)
    },
    nextPage: () => settle('nextPage()', () => frame.getByRole('button', { name: 'Go to next page' }).click()),
    previousPage: () => settle('previousPage()', () => frame.getByRole('button', { name: 'Go to previous page' }).click()),
    expectLoaded,
    loading,
    error,
    retry: () => settle('retry()', () => error.getByRole('button', { name: 'Retry' }).click()),
  }
}

/**
 * Runs `action`, then waits until the grid shows what it asked for. The page itself watches the grid
 * from before the action (a MutationObserver, so no change is missed however short): settled is the
 * first change to its rows area, or to `aria-busy`, seen while the grid is not busy. A fetch makes
 * the grid busy at once and the answer's rows arrive as it stops being busy; rows kept from a
 * moment ago show at once, without a fetch. Changes to the header (a sort arrow) or the footer are
 * not results, so they do not count.
 */
async function settleAfter(grid: Locator, what: string, action: () => Promise<void>): Promise<void> {
  const watch = await grid.evaluateHandle((element) => {
    const state = { settled: false }
    const rowsArea = '.MuiDataGrid-virtualScrollerContent, .MuiDataGrid-overlayWrapper'
    const observer = new MutationObserver((records) => {
      if (element.getAttribute('aria-busy') === 'true') return
      const changed = records.some((record) => {
        if (record.type === 'attributes') return true
        const target = record.target instanceof Element ? record.target : record.target.parentElement
        return Boolean(target?.closest(rowsArea))
      })
      if (!changed) return
      state.settled = true
      observer.disconnect()
    })
    observer.observe(element, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] })
    return state
  })
  try {
    await action()
    await grid
      .page()
      .waitForFunction((state) => state.settled, watch, { timeout: SETTLE_TIMEOUT })
      .catch((cause: unknown) => {
        throw new Error(`${what} showed no new rows within ${SETTLE_TIMEOUT} ms (the action asked for nothing new, or the answer never came)`, { cause })
      })
  } finally {
    await watch.dispose()
  }
}

/** A form in a drawer, as the "Add user" one. */
export interface FormDrawer {
  /** The form (role "form", named by the drawer's title). */
  root: Locator
  /** The field labelled `label` (a part of its label, unless `exact`). */
  field(label: string, options?: { exact?: boolean }): Locator
  /**
   * Fills the fields by label: text typed in, a select's option chosen by its text, a checkbox
   * ticked (`true`) or not (`false`).
   */
  fill(values: Record<string, string | boolean>): Promise<void>
  /** Clicks the form's submit button. */
  submit(): Promise<void>
  /** Clicks Cancel. With something typed, the form asks first: `confirmDialog(page).confirm()` discards. */
  cancel(): Promise<void>
  /** Clicks the close button of the title bar (asks first as Cancel does). */
  close(): Promise<void>
  /** The error shown under the field labelled `label` ("This field is required"). */
  error(label: string): Locator
  /** Every error the form shows: under its fields and above them (the server's refusals). */
  errors: Locator
}

/**
 * A drawer form (src/components/form/FormDrawer.tsx), by its title: the fields by their labels, its
 * submit, Cancel and close buttons, and the errors it shows.
 *
 *   await page.getByRole('button', { name: 'Add user' }).click()
 *   const drawer = formDrawer(page, 'Add user')
 *   await drawer.submit()
 *   await expect(drawer.error('Full name')).toHaveText('This field is required')
 *   await drawer.fill({ 'Full name': 'Ada Lovelace', Username: 'ada', Email: 'ada@example.com', Role: 'Editor' })
 *   await drawer.submit()
 *   await toast(page).expectShown('Ada Lovelace was added')
 */
export function formDrawer(page: Page, name: string): FormDrawer {
  const root = page.getByRole('form', { name, exact: true })
  const field = (label: string, { exact = false } = {}) => root.getByLabel(label, { exact })
  return {
    root,
    field,
    fill: async (values) => {
      for (const [label, value] of Object.entries(values)) {
        const input = field(label)
        if (typeof value === 'boolean') {
          await input.setChecked(value)
        } else if ((await input.getAttribute('role')) === 'combobox') {
          // A select: its menu opens over the page, outside the form.
          await input.click()
          await page.getByRole('listbox').getByRole('option', { name: value, exact: true }).click()
          await expect(page.getByRole('listbox')).toBeHidden()
        } else {
          await input.fill(value)
        }
      }
    },
    submit: () => root.locator('button[type="submit"]').click(),
    cancel: () => root.getByRole('button', { name: 'Cancel', exact: true }).click(),
    close: () => root.getByRole('button', { name: 'Close', exact: true }).click(),
    // A field's error is its helper text, which says itself as an alert (src/components/form/FormTextField.tsx).
    error: (label) => root.locator('.MuiFormControl-root').filter({ has: page.getByLabel(label) }).getByRole('alert'),
    errors: root.getByRole('alert'),
  }
}

/** A dialog that asks before an action. */
export interface ConfirmDialog {
  /** The dialog (role "dialog", named by its question). */
  root: Locator
  /** Its question. */
  title: Locator
  /** What confirming costs ("Deleted users cannot be brought back."). */
  text: Locator
  /** Clicks the confirming button (the last one: "Delete", "Discard"). */
  confirm(): Promise<void>
  /** Clicks the way back (the first button: "Cancel", "Keep editing"). */
  cancel(): Promise<void>
}

/**
 * The kit's confirmation dialog (ConfirmDialog, DeleteDialog): the one asking `name` ("Delete Ada
 * Lovelace?"), or the newest one open. Its buttons are found by their place, so any words work:
 * the way back comes first, the confirming button last.
 *
 *   await page.getByRole('menuitem', { name: 'Delete' }).click()
 *   const dialog = confirmDialog(page)
 *   await expect(dialog.title).toHaveText('Delete Ada Lovelace?')
 *   await dialog.confirm()
 *   await expect(dialog.root).toBeHidden()
 */
export function confirmDialog(page: Page, name?: string): ConfirmDialog {
  // A drawer's panel is a dialog too (src/components/form/FormDrawer.tsx): only MUI's Dialog is one of these.
  const dialogs = page.locator('.MuiDialog-root').getByRole('dialog')
  const root = name === undefined ? dialogs.last() : dialogs.filter({ has: page.getByRole('heading', { name, exact: true }) })
  const buttons = root.locator('.MuiDialogActions-root').getByRole('button')
  return {
    root,
    title: root.getByRole('heading'),
    text: root.locator('.MuiDialogContentText-root'),
    confirm: () => buttons.last().click(),
    cancel: () => buttons.first().click(),
  }
}

/** The app's toasts, at the bottom of the window. */
export interface Toasts {
  /** Every toast on screen, oldest first. */
  all: Locator
  /** The toast shown last. */
  newest: Locator
  /** Waits until a toast shows `text` (part of its text, or a pattern). */
  expectShown(text: string | RegExp): Promise<void>
  /** Clicks the action of the newest toast that shows `text` ("Undo"), which closes it. */
  act(text: string | RegExp, action: string): Promise<void>
}

/**
 * The kit's toasts (src/components/toast.ts, shown by src/components/ToastStack.tsx): each is an
 * alert that leaves by itself after a few seconds (longer with an action); they have no close
 * button, and a toast's action ("Undo") closes it.
 *
 *   await toast(page).expectShown('Ada Lovelace was added')
 *   await expect(toast(page).newest).toContainText('was added')
 *   await toast(page).act('was deleted', 'Undo')
 */
export function toast(page: Page): Toasts {
  // `toasts` is the class ToastStack gives notistack's container; the newest toast is its last child.
  const all = page.locator('.toasts').getByRole('alert')
  return {
    all,
    newest: all.last(),
    expectShown: async (text) => {
      await expect(all.filter({ hasText: text }).last(), `a toast shows "${String(text)}"`).toBeVisible()
    },
    act: (text, action) => all.filter({ hasText: text }).last().getByRole('button', { name: action }).click(),
  }
}

/**
 * Signs in through the real login form as a demo account ('admin' or 'client', `demoAccounts`),
 * then waits until the app shows the signed-in page: away from the login page, with the user menu.
 * On a login page already (where a guest was sent, `?redirect=` and all), it signs in there; else
 * it opens the login page first. For tests that start signed out:
 *
 *   test.use({ storageState: roleState('guest') })
 *
 *   test('the client lands on access control', async ({ page }) => {
 *     await signIn(page, 'client')
 *     await expect(page).toHaveURL('/access-control')
 *   })
 */
export async function signIn(page: Page, role: keyof typeof demoAccounts): Promise<void> {
  const onLoginPage = page.url().startsWith('http') && LOGIN_PAGE.test(new URL(page.url()).pathname)
  if (!onLoginPage) await page.goto(LOGIN_PATH)
  // The form posts to the mock back end: it must answer first.
  await backendReady(page)
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email').fill(demoAccounts[role].email)
  await form.getByLabel('Password', { exact: true }).fill(demoAccounts[role].password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page, `signed in as ${role}: the app leaves the login page`).not.toHaveURL((url) => LOGIN_PAGE.test(url.pathname))
  await expect(page.getByTestId('user-menu-button')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}
