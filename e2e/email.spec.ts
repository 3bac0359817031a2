import type { Page } from '@playwright/test'
import { emailsData, paginateEmail, updateEmails, updateEmailsLabel, type EmailList } from '../src/api/contract/email'
import { isCallOf, waitForCall } from './support/network'
import { mockOf, expect, test } from './support/mock'
import { storeBeforeLoad } from './support/session'

// The email app against the mock back end: folders and badges, opening mail, previous/next, bulk
// actions, star, labels, search, German and right-to-left. Compose journeys are in email-compose.spec.ts.
// Every test starts from a fresh browser profile, so from the seed.


/** Applies layout settings, opens `path` and answers the list the screen was given. */
async function openEmail(page: Page, path = '/apps/email/inbox', settings?: Record<string, string>): Promise<EmailList> {
  if (settings) await storeBeforeLoad(page, { settings: JSON.stringify(settings) })
  const list = waitForCall(page, emailsData)
  await page.goto(path)
  const answer = await list
  await expect(page.getByTestId('email-app')).toBeVisible()
  return answer
}

const rows = (page: Page) => page.getByTestId('email-row')
const row = (page: Page, id: number | string) => page.locator(`[data-testid="email-row"][data-mail-id="${id}"]`)
const folderLink = (page: Page, folder: string) => page.getByTestId('email-folders').locator(`[data-folder="${folder}"]`)
const detail = (page: Page) => page.getByTestId('email-detail')

async function openRow(page: Page, id: number | string) {
  await row(page, id).getByRole('button', { name: /^Open mail:/ }).click()
  await expect(detail(page)).toHaveAttribute('data-mail-id', String(id))
}

/** Clicks a sidebar folder and waits for its list (not a refetch of the one before). */
async function goToFolder(page: Page, folder: string): Promise<EmailList> {
  const list = waitForCall(page, emailsData, { query: { folder } })
  await folderLink(page, folder).click()
  return list
}

test('the inbox badge shows the unread count; opening an unread mail lowers it, and it stays read after a reload', async ({ page }) => {
  const inbox = await openEmail(page)
  const unread = inbox.emails.filter((mail) => !mail.isRead)
  expect(unread.length).toBeGreaterThan(1)
  expect(inbox.emailsMeta.inbox).toBe(unread.length)
  await expect(page.getByTestId('badge-inbox')).toHaveText(String(unread.length))

  const mail = unread[0]!
  await expect(row(page, mail.id)).toHaveAttribute('data-unread', 'true')
  const marked = page.waitForResponse(isCallOf(updateEmails))
  await openRow(page, mail.id)
  expect((await marked).request().postDataJSON()).toEqual({ emailIds: [mail.id], dataToUpdate: { isRead: true } })
  await expect(page).toHaveURL(new RegExp(`[?&]mail=${mail.id}\\b`))
  await expect(page.getByTestId('badge-inbox')).toHaveText(String(unread.length - 1))

  await page.reload()
  await expect(detail(page)).toHaveAttribute('data-mail-id', String(mail.id))
  await page.getByRole('button', { name: 'Back to the list' }).click()
  await expect(row(page, mail.id)).toHaveAttribute('data-unread', 'false')
  await expect(page.getByTestId('badge-inbox')).toHaveText(String(unread.length - 1))
})

test('a link to a mail under another folder opens it under its own folder', async ({ page }) => {
  const { emails } = await openEmail(page)
  const mail = emails[0]!
  await page.goto(`/apps/email/trash?mail=${mail.id}`)
  await expect(page).toHaveURL(new RegExp(`/apps/email/inbox\\?(.*&)?mail=${mail.id}\\b`))
  await expect(detail(page)).toHaveAttribute('data-mail-id', String(mail.id))
  await expect(folderLink(page, 'inbox')).toHaveAttribute('aria-current', 'page')
})

test('previous and next walk the list on screen and are disabled at its ends', async ({ page }) => {
  const { emails } = await openEmail(page)
  const previous = page.getByRole('button', { name: 'Previous mail' })
  const next = page.getByRole('button', { name: 'Next mail' })

  await openRow(page, emails[0]!.id)
  await expect(previous).toBeDisabled()
  for (const mail of emails.slice(1, 3)) {
    const step = page.waitForResponse(isCallOf(paginateEmail, { query: { dir: 'next' } }))
    await next.click()
    expect((await step).ok()).toBe(true)
    await expect(detail(page)).toHaveAttribute('data-mail-id', String(mail.id))
    await expect(page.getByTestId('detail-subject')).toHaveText(mail.subject)
  }
  await expect(previous).toBeEnabled()
  await previous.click()
  await expect(detail(page)).toHaveAttribute('data-mail-id', String(emails[1]!.id))

  // The oldest mail has nothing after it.
  await page.getByRole('button', { name: 'Back to the list' }).click()
  await openRow(page, emails.at(-1)!.id)
  await expect(next).toBeDisabled()
  await expect(previous).toBeEnabled()
})

test('select all and delete moves every listed mail to trash, and nowhere else', async ({ page }) => {
  const inbox = await openEmail(page)
  const ids = inbox.emails.map((mail) => mail.id)

  await page.getByRole('checkbox', { name: 'Select all listed mail' }).check()
  await expect(page.getByTestId('selection-count')).toHaveText(`${ids.length} selected`)
  const moved = page.waitForResponse(isCallOf(updateEmails))
  await page.getByRole('button', { name: 'Delete' }).click()
  expect((await moved).request().postDataJSON()).toEqual({ emailIds: ids, dataToUpdate: { folder: 'trash' } })

  await expect(rows(page)).toHaveCount(0)
  await expect(page.getByText('Your inbox is empty')).toBeVisible()
  await expect(page.getByTestId('badge-inbox')).toHaveCount(0)

  const trash = await goToFolder(page, 'trash')
  expect(trash.emails.map((mail) => mail.id)).toEqual(expect.arrayContaining(ids))
  for (const id of ids) await expect(row(page, id)).toBeVisible()
  // Starred gathers starred mail from every folder but trash: the deleted ones are gone from it too.
  const starred = await goToFolder(page, 'starred')
  expect(starred.emails.map((mail) => mail.id).filter((id) => ids.includes(id))).toEqual([])
})

test('a starred mail shows under Starred', async ({ page }) => {
  const { emails } = await openEmail(page)
  const mail = emails.find((m) => !m.isStarred)!
  const starred = page.waitForResponse(isCallOf(updateEmails))
  await row(page, mail.id).getByRole('button', { name: 'Star' }).click()
  expect((await starred).request().postDataJSON()).toEqual({ emailIds: [mail.id], dataToUpdate: { isStarred: true } })
  await expect(row(page, mail.id).getByRole('button', { name: 'Unstar' })).toBeVisible()

  await goToFolder(page, 'starred')
  await expect(page).toHaveURL(/\/apps\/email\/starred$/)
  await expect(row(page, mail.id)).toBeVisible()
})

test('a label toggled on a mail shows on it and in the label view', async ({ page }) => {
  const { emails } = await openEmail(page)
  const mail = emails[0]!
  await openRow(page, mail.id)
  await expect(detail(page).locator('[data-label="private"]')).toHaveCount(0)

  const toggled = page.waitForResponse(isCallOf(updateEmailsLabel))
  await detail(page).getByRole('button', { name: 'Labels' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Private' }).click()
  expect((await toggled).request().postDataJSON()).toEqual({ emailIds: [mail.id], label: 'private' })
  await expect(detail(page).locator('[data-label="private"]')).toHaveText('Private')

  await page.getByRole('button', { name: 'Back to the list' }).click()
  const list = waitForCall(page, emailsData, { query: { label: 'private' } })
  await page.getByRole('navigation', { name: 'Mail folders' }).getByRole('link', { name: 'Private' }).click()
  expect((await list).emails.map((m) => m.id)).toContain(mail.id)
  await expect(page).toHaveURL(/\/apps\/email\/label\/private$/)
  await expect(row(page, mail.id)).toBeVisible()
})

test('search narrows the list through a request to the back end, and is kept in the address', async ({ page }) => {
  const inbox = await openEmail(page)
  const searched = waitForCall(page, emailsData, { query: { q: 'budget' } })
  await page.getByRole('searchbox', { name: 'Search mail' }).fill('budget')
  const answer = await searched

  expect(answer.emails.length).toBeGreaterThan(0)
  expect(answer.emails.length).toBeLessThan(inbox.emails.length)
  await expect(page).toHaveURL(/[?&]q=budget\b/)
  await expect(rows(page)).toHaveCount(answer.emails.length)
  for (const mail of answer.emails) await expect(row(page, mail.id)).toBeVisible()
  // Said to screen readers by the app's live region.
  await expect(page.getByTestId('live-status')).toHaveText(`${answer.emails.length} mail${answer.emails.length === 1 ? '' : 's'}`)

  // A reload shows the same search.
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Search mail' })).toHaveValue('budget')
  await expect(rows(page)).toHaveCount(answer.emails.length)
})

test('a hostile mail shows its text, and none of its script, frame or handlers', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => (dialogs.push(dialog.message()), dialog.dismiss()))
  const spam = await openEmail(page, '/apps/email/spam')
  const hostile = spam.emails.find((mail) => mail.subject.startsWith('Congratulations'))!
  await openRow(page, hostile.id)
  const body = detail(page).getByTestId('message-body')
  await expect(body).toContainText('Click below to claim your reward!')
  await expect(body.locator('script, iframe, object, embed')).toHaveCount(0)
  await expect(body.locator('[onerror]')).toHaveCount(0)
  await expect(body.getByRole('link', { name: 'Claim now' })).toHaveAttribute('rel', 'noopener noreferrer')
  expect(dialogs).toEqual([])
})

test('the app works in German', async ({ page }) => {
  await openEmail(page, '/apps/email/inbox', { language: 'de' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(folderLink(page, 'inbox')).toContainText('Posteingang')
  await expect(rows(page).first()).toBeVisible()
})

test('right to left, the sidebar sits on the right of the list', async ({ page }) => {
  await openEmail(page, '/apps/email/inbox', { direction: 'rtl' })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const sidebar = (await page.getByTestId('email-folders').boundingBox())!
  const list = (await page.getByTestId('email-list').boundingBox())!
  expect(sidebar.x).toBeGreaterThan(list.x + list.width - 1)
})

test('an attachment downloads the real file', async ({ page }) => {
  await openEmail(page)
  await page.getByRole('button', { name: /^Open mail: .*Your invoice for May is ready/ }).click()
  const downloading = page.waitForEvent('download')
  await detail(page).getByRole('link', { name: /^Download Invoice May 2025\.pdf/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Invoice May 2025.pdf')
  const { readFile } = await import('node:fs/promises')
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(bytes.length).toBe(768)
})

test('a folder of hundreds draws fifty mails at a time, and Show more adds the next fifty', async ({ page }) => {
  await mockOf(page).beforeBoot({ scenario: 'large' })
  const { emails } = await openEmail(page)
  expect(emails.length).toBeGreaterThan(100)
  await expect(rows(page)).toHaveCount(50)
  await expect(page.getByRole('status').filter({ hasText: `Showing 50 of ${emails.length}` })).toBeVisible()
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect(rows(page)).toHaveCount(100)
  // Another folder starts again at fifty.
  await folderLink(page, 'sent').click()
  await expect(page).toHaveURL(/\/apps\/email\/sent/)
  await expect.poll(() => rows(page).count()).toBeLessThanOrEqual(50)
})
