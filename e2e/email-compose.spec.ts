import { expect, test } from './support/mock'
import type { Page } from '@playwright/test'

// Compose journeys of the email app: new mail, invalid address, drafts, reply, forward, discard.
// Every test writes its own mail with a unique subject, so they can run side by side.

const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

async function openInbox(page: Page) {
  await page.goto('/apps/email/inbox')
  await expect(page.getByTestId('email-row').first()).toBeVisible()
}

async function openCompose(page: Page) {
  await page.getByRole('button', { name: 'Compose' }).click()
  const dialog = page.getByRole('dialog', { name: 'New message' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Opens the first mail of the list and answers its subject. */
async function openFirstMail(page: Page): Promise<string> {
  const answer = page.waitForResponse('**/apps/email/get-email?**')
  await page.getByTestId('email-row').first().getByRole('button', { name: /^Open mail:/ }).click()
  const { subject } = (await (await answer).json()) as { subject: string }
  await expect(page.getByTestId('email-detail')).toBeVisible()
  return subject
}

test.beforeEach(async ({ page }) => openInbox(page))

test('a composed mail is sent and shows in Sent, with its attachment', async ({ page }) => {
  const subject = unique('Quarterly plan')
  const dialog = await openCompose(page)

  await dialog.getByLabel('To').fill('Ada Lovelace <ada@example.com>')
  await dialog.getByLabel('To').press('Enter')
  await expect(dialog.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible()
  await dialog.getByLabel('Subject').fill(subject)
  await dialog.getByRole('textbox', { name: 'Message' }).pressSequentially('Here is the plan.')

  const fileInput = dialog.getByTestId('compose-file-input')
  await fileInput.setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('the plan') })
  await expect(dialog.getByRole('button', { name: /^plan\.txt/ })).toBeVisible()
  // One byte over the limit is refused with a message and not attached.
  await fileInput.setInputFiles({ name: 'huge.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
  await expect(dialog.getByText(/Too large to attach.*huge\.bin/)).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^huge\.bin/ })).toHaveCount(0)

  const sent = page.waitForResponse((r) => r.url().endsWith('/apps/email/send') && r.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Send' }).click()
  const response = await sent
  expect(response.status()).toBe(201)
  const body = response.request().postDataJSON() as { to: { email: string }[]; attachments: { fileName: string; url: string }[] }
  expect(body.to).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com' }])
  expect(body.attachments).toEqual([expect.objectContaining({ fileName: 'plan.txt', url: expect.stringMatching(/^data:text\/plain;base64,/) })])
  await expect(page.getByText('Message sent')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.goto('/apps/email/sent')
  await expect(page.getByTestId('email-list').getByText(subject)).toBeVisible()
})

test('an invalid address blocks sending until it is fixed', async ({ page }) => {
  const dialog = await openCompose(page)
  let sendCalls = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/apps/email/send')) sendCalls++
  })

  // Nothing at all: the recipient is asked for.
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog.getByText('Add at least one recipient')).toBeVisible()

  await dialog.getByLabel('To').fill('not-an-address,')
  await expect(dialog.getByText('Not a valid email address: not-an-address')).toBeVisible()
  await dialog.getByLabel('Subject').fill(unique('Blocked'))
  await dialog.getByLabel('Subject').press('Control+Enter')
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeVisible()
  expect(sendCalls).toBe(0)

  // Removing the bad chip and adding a good one lets it go.
  await dialog.getByLabel('To').click()
  await dialog.getByLabel('To').press('Backspace')
  await dialog.getByLabel('To').fill('grace@example.com')
  const sent = page.waitForResponse('**/apps/email/send')
  await dialog.getByLabel('To').press('Control+Enter')
  expect((await sent).status()).toBe(201)
  await expect(dialog).toBeHidden()
})

test('a draft is saved, listed in Drafts, reopened with its content, and sending it removes it', async ({ page }) => {
  const subject = unique('Draft of the offer')
  const dialog = await openCompose(page)
  await dialog.getByLabel('To').fill('linus@example.com')
  await dialog.getByLabel('To').press('Enter')
  await dialog.getByLabel('Subject').fill(subject)
  await dialog.getByRole('textbox', { name: 'Message' }).pressSequentially('First thoughts on the offer')

  const saved = page.waitForResponse((r) => r.url().endsWith('/apps/email/drafts') && r.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Save draft' }).click()
  expect((await saved).status()).toBe(201)
  await expect(page.getByText('Draft saved')).toBeVisible()
  // Saved: closing asks nothing.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  await page.goto('/apps/email/draft')
  const list = page.getByTestId('email-list')
  await list.getByRole('button', { name: new RegExp(subject) }).click()
  const draft = page.getByRole('dialog', { name: 'Draft' })
  await expect(draft.getByLabel('Subject')).toHaveValue(subject)
  await expect(draft.getByRole('textbox', { name: 'Message' })).toHaveText('First thoughts on the offer')
  await expect(draft.getByRole('button', { name: 'linus@example.com' })).toBeVisible()

  const sent = page.waitForResponse('**/apps/email/send')
  await draft.getByRole('button', { name: 'Send' }).click()
  const request = (await sent).request().postDataJSON() as { draftId?: number }
  expect(request.draftId).toEqual(expect.any(Number))
  await expect(draft).toBeHidden()
  await expect(list.getByText(subject)).toHaveCount(0)
})

test('a reply joins the thread of the open mail', async ({ page }) => {
  const subject = await openFirstMail(page)
  await page.getByTestId('email-detail').getByRole('button', { name: 'Reply', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Reply' })
  await expect(dialog.getByLabel('Subject')).toHaveValue(subject.startsWith('Re:') ? subject : `Re: ${subject}`)

  const text = unique('Thanks, agreed')
  await dialog.getByRole('textbox', { name: 'Message' }).pressSequentially(text)
  const replied = page.waitForResponse('**/apps/email/reply')
  await dialog.getByRole('button', { name: 'Send' }).click()
  expect((await replied).status()).toBe(200)
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('email-detail').getByText(text)).toBeVisible()
})

test('a forward is sent as "Fwd: …" and shows in Sent', async ({ page }) => {
  const subject = await openFirstMail(page)
  await page.getByTestId('email-detail').getByRole('button', { name: 'Forward', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Forward' })
  const expected = subject.startsWith('Fwd:') ? subject : `Fwd: ${subject}`
  await expect(dialog.getByLabel('Subject')).toHaveValue(expected)

  await dialog.getByLabel('To').fill('margaret@example.com')
  const forwarded = page.waitForResponse('**/apps/email/forward')
  await dialog.getByRole('button', { name: 'Send' }).click()
  const response = await forwarded
  expect(response.status()).toBe(201)
  const { id } = (await response.json()) as { id: number }
  await expect(dialog).toBeHidden()

  await page.goto('/apps/email/sent')
  await expect(page.getByTestId('email-list').getByText(expected).first()).toBeVisible()
  expect(id).toEqual(expect.any(Number))
})

test('discarding asks first when something was written; Esc minimises a window with text in it', async ({ page }) => {
  // Untouched: it closes at once.
  let dialog = await openCompose(page)
  await dialog.getByRole('button', { name: 'Discard' }).click()
  await expect(dialog).toBeHidden()

  await openCompose(page)
  // Minimised, the panel is named after its subject: find it by test id from here on.
  dialog = page.getByTestId('compose-dialog')
  await dialog.getByLabel('Subject').fill('Half a thought')
  await dialog.getByLabel('Subject').press('Escape')
  await expect(dialog.getByLabel('Subject')).toBeHidden()
  await dialog.getByRole('button', { name: 'Restore' }).click()
  await expect(dialog.getByLabel('Subject')).toHaveValue('Half a thought')

  await dialog.getByRole('button', { name: 'Discard' }).click()
  const confirm = page.getByRole('dialog', { name: 'Discard this message?' })
  await confirm.getByRole('button', { name: 'Keep editing' }).click()
  await expect(dialog.getByLabel('Subject')).toHaveValue('Half a thought')

  await dialog.getByRole('button', { name: 'Discard' }).click()
  await confirm.getByRole('button', { name: 'Discard' }).click()
  await expect(dialog).toBeHidden()
})
