import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/mock'
import { textContrast } from './support/contrast'

// What low vision and keyboard users need of the theme, measured in the browser in each mode and
// skin: text at 4.5:1 or more where axe cannot tell (a placeholder, a toast, the palette's
// highlighted result), a keyboard focus that shows on top of the active and hover styles, toasts
// that wait for their reader, and no motion for who asks the system for none.

type Settings = Partial<Record<'mode' | 'skin' | 'direction', string>>

/** Opens the app with these layout settings, as the customizer stores them. */
async function useSettings(page: Page, settings: Settings) {
  await page.addInitScript((values) => localStorage.setItem('settings', JSON.stringify(values)), settings)
}

const AA = 4.5

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => useSettings(page, { mode }))

    test('a search field says what it is for in readable words', async ({ page }) => {
      await page.goto('/apps/user/list')
      const search = page.getByRole('searchbox').first()
      await expect(search).toHaveAttribute('placeholder', /\w/)
      expect(await textContrast(search, '::placeholder')).toBeGreaterThanOrEqual(AA)
    })

    test('a success toast is readable', async ({ page }) => {
      await page.goto('/misc/coming-soon')
      await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
      await page.getByRole('button', { name: 'Notify' }).click()
      const toast = page.locator('.notistack-MuiContent-success #notistack-snackbar')
      await expect(toast).toHaveText('Thanks! We will email ada@example.com as soon as we launch.')
      expect(await textContrast(toast)).toBeGreaterThanOrEqual(AA)
    })

    test("the search palette's highlighted result is readable, its path too", async ({ page }) => {
      await page.goto('/')
      await expect(page.getByTestId('search-button')).toBeVisible()
      await page.keyboard.press('Control+k')
      const highlighted = page.getByTestId('search-dialog').locator('[role="option"][aria-selected="true"]')
      await expect(highlighted).toHaveAttribute('data-kind', 'page')
      const [title, path] = [highlighted.locator('.MuiTypography-body2'), highlighted.locator('.MuiTypography-caption')]
      await expect(path).toHaveText(/^\//)
      expect(await textContrast(title)).toBeGreaterThanOrEqual(AA)
      expect(await textContrast(path)).toBeGreaterThanOrEqual(AA)
    })
  })
}

/** The outline and shadow a control shows now. */
function ring(control: Locator) {
  return control.evaluate((el) => {
    const { outlineStyle, outlineWidth, outlineColor, outlineOffset, boxShadow } = getComputedStyle(el)
    return { outlineStyle, outlineWidth, outlineColor, outlineOffset, boxShadow }
  })
}

/** The pixels of a control and of a few around it, where a ring would show. */
async function pixelsAround(page: Page, control: Locator): Promise<Buffer> {
  const box = (await control.boundingBox())!
  return page.screenshot({ clip: { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 }, animations: 'disabled' })
}

/** Moves the keyboard focus onto a control as a Tab press does (not a click, which shows no ring). */
async function tabTo(page: Page, control: Locator) {
  await control.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(control).toBeFocused()
}

const skins: { name: string; settings: Settings }[] = [
  { name: 'the default skin', settings: {} },
  { name: 'the semi-dark skin', settings: { skin: 'semi-dark' } },
  { name: 'the bordered skin', settings: { skin: 'bordered' } },
  { name: 'dark mode', settings: { mode: 'dark' } },
  { name: 'a right-to-left layout', settings: { direction: 'rtl' } },
]

for (const { name, settings } of skins) {
  test(`the active menu button and the avatar show keyboard focus apart from their other looks, in ${name}`, async ({ page }) => {
    await useSettings(page, settings)
    await page.goto('/apps/user/list')
    const apps = page.getByTestId('nav-apps')
    const avatar = page.getByTestId('user-menu-button')
    await expect(apps).toHaveCSS('background-image', /gradient/) // the active look: on any /apps page
    await expect(page.getByRole('row').nth(1)).toBeVisible()

    for (const control of [apps, avatar]) {
      await page.mouse.move(0, 0)
      const resting = await ring(control)
      const restingPixels = await pixelsAround(page, control)
      await control.hover()
      const hovered = await ring(control)
      await page.mouse.move(0, 0)
      await expect(apps).not.toHaveAttribute('aria-expanded', 'true')

      await tabTo(page, control)
      const focused = await ring(control)
      expect(focused).toMatchObject({ outlineStyle: 'solid', outlineWidth: '2px' })
      expect(focused).not.toEqual(resting)
      expect(focused).not.toEqual(hovered)
      expect(Buffer.compare(await pixelsAround(page, control), restingPixels), 'pixels changed by the focus').not.toBe(0)
    }
  })
}

test('the focus ring of the active entry is drawn in its label colour, inside its fill', async ({ page }) => {
  await page.goto('/apps/user/list')
  const apps = page.getByTestId('nav-apps')
  await tabTo(page, apps)
  const [focused, label] = [await ring(apps), await apps.evaluate((el) => getComputedStyle(el).color)]
  expect(focused.outlineColor).toBe(label)
  expect(focused.outlineOffset).toBe('-4px')
})

test.describe('a toast', () => {
  test('stays while the pointer is on it or the focus in it, and goes its time after', async ({ page }) => {
    await page.clock.install()
    await page.goto('/misc/coming-soon')
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await page.getByRole('button', { name: 'Notify' }).click()
    const toast = page.locator('.notistack-MuiContent').filter({ hasText: 'We will email ada@example.com' })
    await expect(toast).toBeVisible()

    await toast.hover()
    await page.clock.fastForward(30_000)
    await expect(toast).toBeVisible()

    await page.mouse.move(0, 0)
    await page.clock.fastForward(5_000)
    await expect(toast).toBeHidden()
  })
})

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }))

  test('a menu opens at once, and a pressed button shows no ripple', async ({ page }) => {
    await page.goto('/apps/user/list')
    const apps = page.getByTestId('nav-apps')
    await apps.click()
    const menu = page.locator('#menu-apps .MuiPaper-root').first()
    await expect(menu).toBeVisible()
    expect(await durations(menu)).toEqual([0])
    expect(await durations(apps)).toEqual([0])
    await expect(apps.locator('.MuiTouchRipple-root')).toHaveCSS('display', 'none')
  })

  test('no longer once the system stops asking for it: the menu grows open', async ({ page }) => {
    await page.goto('/apps/user/list')
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.getByTestId('nav-apps').click()
    const menu = page.locator('#menu-apps .MuiPaper-root').first()
    await expect(menu).toBeVisible()
    expect(Math.max(...(await durations(menu)))).toBeGreaterThan(0)
  })
})

/** The distinct transition durations of an element, in seconds. */
function durations(element: Locator): Promise<number[]> {
  return element.evaluate((el) => [...new Set(getComputedStyle(el).transitionDuration.split(',').map((value) => parseFloat(value)))])
}
