import type { Page } from '@playwright/test'
import { axeScan } from './support/axe'
import { expect, test } from './support/mock'
import { animationsSettled } from './support/settled'

// The compose window as a non-modal window, by keyboard: it takes the focus when it opens, F6 moves
// between it and the page, Tab stays inside it, and Esc, Close and Send give the focus back to what
// opened it, never to the page's body.

const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** What has the focus, as a screen reader would name it: its tag and accessible text. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return active ? `${active.tagName.toLowerCase()} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}` : 'none'
  })

async function openInbox(page: Page) {
  await page.goto('/apps/email/inbox')
  await expect(page.getByTestId('email-row').first()).toBeVisible()
}

test('by keyboard: Esc leaves the window for the Compose button, F6 goes out and back, and after sending the focus is on the page', async ({ page }) => {
  await openInbox(page)
  const composeButton = page.getByRole('button', { name: 'Compose' })
  await composeButton.focus()
  await page.keyboard.press('Enter')

  const dialog = page.getByRole('dialog', { name: 'New message' })
  await expect(dialog).toBeVisible()
  await expect(dialog).not.toHaveAttribute('aria-modal')
  await expect(dialog.getByText('F6 moves between this window and the page')).toBeVisible()
  await expect(dialog.getByLabel('To', { exact: true })).toBeFocused()

  await page.keyboard.type('ada@example.com')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('button', { name: 'ada@example.com' })).toBeVisible()
  await page.keyboard.press('Escape')
  // Something is written: Esc keeps it, minimised, and the focus is back on the Compose button.
  await expect(dialog.getByLabel('To', { exact: true })).toBeHidden()
  await expect(composeButton).toBeFocused()
  expect(await focusedElement(page)).toBe('button Compose')

  // Compose again brings the same mail back, with the focus where it was.
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('To', { exact: true })).toBeFocused()
  await expect(dialog.getByRole('button', { name: 'ada@example.com' })).toBeVisible()

  // Tab goes on to the subject; F6 goes to the page and back to the same field.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Subject')).toBeFocused()
  const subject = unique('Keyboard only')
  await page.keyboard.type(subject)
  await page.keyboard.press('F6')
  await expect(composeButton).toBeFocused()
  await page.keyboard.press('F6')
  await expect(dialog.getByLabel('Subject')).toBeFocused()

  const sent = page.waitForResponse((r) => r.url().endsWith('/apps/email/send') && r.request().method() === 'POST')
  await page.keyboard.press('Control+Enter')
  expect((await sent).status()).toBe(201)
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true)
  await expect(composeButton).toBeFocused()
})

test('Tab and Shift+Tab go round the window, never into the page behind it', async ({ page }) => {
  await openInbox(page)
  await page.getByRole('button', { name: 'Compose' }).click()
  const dialog = page.getByRole('dialog', { name: 'New message' })
  await expect(dialog.getByLabel('To', { exact: true })).toBeFocused()
  const inside = () => dialog.evaluate((window) => window.contains(document.activeElement))

  const seen = new Set<string>()
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Tab')
    expect(await inside(), `Tab ${step + 1} stays in the window`).toBe(true)
    seen.add(await focusedElement(page))
  }
  // Round the window, Send and Discard included, and back to To.
  expect([...seen]).toEqual(expect.arrayContaining(['button Send (Ctrl Enter)', 'button Discard', 'input To']))
  for (let step = 0; step < 20; step++) {
    await page.keyboard.press('Shift+Tab')
    expect(await inside(), `Shift+Tab ${step + 1} stays in the window`).toBe(true)
  }
})

test('opened from a palette entry, the window takes the focus; closed, it leaves the focus on the page, not its body', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('search-button')).toBeVisible()
  await page.keyboard.press('Control+k')
  await page.getByTestId('search-input').fill('rena')
  await page.getByTestId('search-dialog').getByRole('option', { name: /^Rena Brant/ }).click()
  const dialog = page.getByRole('dialog', { name: 'New message' })
  // The recipient is given: the message takes the focus.
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused()

  // Nothing written yet: Esc closes.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The entry that opened it went with the palette: the focus is on the mail list's heading.
  expect(await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)).toBe(true)
  await expect(page.locator('main h1')).toBeFocused()
})

test('on a phone the window fills the screen: it takes the focus from the folder drawer, and F6 shrinks it to its bar to show the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openInbox(page)
  await page.getByRole('button', { name: 'Open mail folders' }).click()
  await page.getByRole('button', { name: 'Compose' }).click()
  const dialog = page.getByRole('dialog', { name: 'New message' })
  await expect(dialog.getByLabel('To', { exact: true })).toBeFocused()

  await page.keyboard.press('F6')
  await expect(dialog.getByLabel('To', { exact: true })).toBeHidden()
  await expect(dialog.getByRole('button', { name: 'Restore' })).toBeVisible()
  expect(await dialog.evaluate((window) => window.contains(document.activeElement) || document.activeElement === document.body)).toBe(false)
  // Back in, on its bar, which opens it again.
  await page.keyboard.press('F6')
  await expect(dialog.getByRole('button', { name: 'New message' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('To', { exact: true })).toBeVisible()
})

test('the open window passes axe in light and dark', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ mode: 'system' })))
  await page.emulateMedia({ colorScheme: 'light' })
  await openInbox(page)
  await page.getByRole('button', { name: 'Compose' }).click()
  await expect(page.getByRole('dialog', { name: 'New message' }).getByLabel('To', { exact: true })).toBeFocused()
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode })
    await expect.poll(() => page.evaluate(() => document.documentElement.style.colorScheme)).toBe(mode)
    await animationsSettled(page)
    const include = '[data-testid="compose-dialog"]'
    const violations = await axeScan(page, mode === 'light' ? { include, tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } : { include, rules: ['color-contrast'] })
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${mode} mode`).toEqual([])
  }
})
