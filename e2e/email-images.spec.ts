import { expect, test } from './support/mock'
import type { Page } from '@playwright/test'
import type { Email } from '../src/api/contract/email'
import { callApi } from './support/network'

// A mail with remote images (a tracking pixel, a remote file thumbnail) opens without asking the
// remote host for anything; "Show images" loads them for that mail. Nothing listens on port 9 of
// 127.0.0.1: the requests fail, which is fine, as the test only records that they are made.

const TRACKER = 'http://127.0.0.1:9'
const pixel = `${TRACKER}/pixel.png`

/** Sends a mail as the signed-in user, from the page; answers the stored mail. */
async function sendMail(page: Page, subject: string): Promise<Email> {
  const answer = await callApi(page, 'POST', '/apps/email/send', {
    to: [{ name: 'Rena Brant', email: 'rena@example.com' }],
    subject,
    message: `<p>Our newsletter</p><img alt="pixel" src="${pixel}">`,
    attachments: [{ fileName: 'report.pdf', thumbnail: `${TRACKER}/thumb.png`, url: '/files/email/report.pdf', size: 2048 }],
  })
  expect(answer.status).toBe(201)
  return answer.body as Email
}

test('a mail with remote images fetches nothing from their host until "Show images"', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/\(http:\/\/127\.0\.0\.1:9\//, 'the remote images point at a closed port: once shown, they fail to load')
  const toTracker: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(TRACKER)) toTracker.push(request.url())
  })
  await page.goto('/apps/email/sent')
  await expect(page.getByTestId('email-app')).toBeVisible()
  const mail = await sendMail(page, `Remote images ${Date.now().toString(36)}`)

  await page.goto(`/apps/email/sent?mail=${mail.id}`)
  const detail = page.getByTestId('email-detail')
  await expect(detail).toHaveAttribute('data-mail-id', String(mail.id))
  const bar = detail.getByTestId('remote-images-bar')
  await expect(bar).toContainText('remote images')
  const image = detail.getByTestId('message-body').getByRole('img', { name: 'pixel' })
  await expect(image).not.toHaveAttribute('src')
  // The file shows the generic icon, not the remote thumbnail.
  await expect(detail.getByTestId('attachment').locator('img')).toHaveCount(0)
  // Nothing in the shown mail would load from the host: no source, candidate or CSS image points there.
  const pointsAtTracker = await detail.evaluate((root, host) => {
    const elements = [root, ...root.querySelectorAll('*')]
    return elements.some((element) => {
      const image = element instanceof HTMLImageElement ? `${element.currentSrc} ${element.src} ${element.srcset}` : ''
      const style = getComputedStyle(element)
      return `${image} ${style.backgroundImage} ${style.listStyleImage} ${style.content}`.includes(host)
    })
  }, TRACKER)
  expect(pointsAtTracker).toBe(false)
  expect(toTracker).toEqual([])

  await bar.getByRole('button', { name: 'Show images' }).click()
  await expect(bar).toBeHidden()
  await expect(image).toHaveAttribute('src', pixel)
  await expect.poll(() => toTracker).toEqual(expect.arrayContaining([pixel, `${TRACKER}/thumb.png`]))
})
