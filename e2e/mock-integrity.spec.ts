import { expect, test } from './support/mock'
import type { Page } from '@playwright/test'
import { callApi } from './support/network'
import { roleState } from './support/session'

// The mock back end as several tabs of one user see it: writes from two pages of one browser
// interleave and none is lost, ids stay unique, a page sees the other's writes without a reload,
// and a corrupted stored entry recovers on reload. Calls go through the real service worker.

const send = (page: Page, subject: string) =>
  callApi(page, 'POST', '/apps/email/send', { to: [{ name: 'Rena Brant', email: 'rena@example.com' }], subject, message: '<p>Hi</p>' })

async function sentMails(page: Page): Promise<{ id: number; subject: string }[]> {
  const answer = await callApi(page, 'GET', '/apps/email/emails?folder=sent')
  expect(answer.status).toBe(200)
  return (answer.body as { emails: { id: number; subject: string }[] }).emails
}

async function openTwoTabs(page: Page): Promise<Page> {
  await page.goto('/apps/email/sent')
  await expect(page.getByTestId('email-app')).toBeVisible()
  const other = await page.context().newPage()
  await other.goto('/apps/email/sent')
  await expect(other.getByTestId('email-app')).toBeVisible()
  return other
}

test('twenty sends interleaved from two tabs are all kept, with unique ids, in both tabs and after a reload', async ({ page }) => {
  const other = await openTwoTabs(page)
  const run = Date.now().toString(36)
  const subjects: string[] = []
  for (let i = 0; i < 10; i++) {
    for (const [tab, name] of [
      [page, 'A'],
      [other, 'B'],
    ] as const) {
      const subject = `Interleaved ${run} ${name}${i}`
      subjects.push(subject)
      expect((await send(tab, subject)).status).toBe(201)
    }
  }

  for (const tab of [page, other]) {
    // The other tab's writes reach each tab's copy of the data within moments, without a reload.
    await expect.poll(async () => (await sentMails(tab)).filter((m) => m.subject.includes(run)).length).toBe(20)
    const mine = (await sentMails(tab)).filter((m) => m.subject.includes(run))
    expect(new Set(mine.map((m) => m.id)).size).toBe(20)
    expect(new Set(mine.map((m) => m.subject))).toEqual(new Set(subjects))
  }

  await other.reload()
  await expect(other.getByTestId('email-app')).toBeVisible()
  expect((await sentMails(other)).filter((m) => m.subject.includes(run))).toHaveLength(20)
})

test("a tab's open list shows a mail sent from another tab, without a reload", async ({ page }) => {
  const other = await openTwoTabs(page)
  const subject = `From the other tab ${Date.now().toString(36)}`
  expect((await send(other, subject)).status).toBe(201)
  await expect(page.getByTestId('email-row').filter({ hasText: subject })).toBeVisible()
})

test('a corrupted account in the stored data is reseeded on reload, and the app keeps working', async ({ page }) => {
  await page.goto('/access-control')
  await expect(page.getByTestId('server-confirmation')).toContainText('admin@demo.com')
  // What a broken browser profile could hold: the admin's stored row replaced by an empty object.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('vantage-mock-db')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const tx = opening.result.transaction('rows', 'readwrite')
          tx.objectStore('rows').put({}, ['accounts', 1])
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.reload()
  await expect(page.getByTestId('server-confirmation')).toContainText('admin@demo.com')
  expect((await callApi(page, 'GET', '/api/auth/me')).status).toBe(200)
  // The broken row was found where the accounts are kept, and only that collection started again.
  expect(warnings.filter((warning) => warning.includes('could not be read'))).toEqual([expect.stringContaining('"accounts" collection could not be read')])
})

test.describe('as the client', () => {
  test.use({ storageState: roleState('client') })

  test('the back end refuses what the client may not do with a 403 and a readable error', async ({ page }) => {
    await page.goto('/access-control')
    await expect(page.getByTestId('server-confirmation')).toContainText('client@demo.com')
    for (const [method, path] of [
      ['GET', '/apps/email/emails'],
      ['GET', '/api/datatables/data'],
      ['POST', '/api/demo/reset'],
    ] as const) {
      const answer = await callApi(page, method, path)
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.body).toEqual({ error: expect.stringMatching(/client/i) })
    }
    // What every signed-in user may do still works.
    expect((await callApi(page, 'GET', '/api/auth/me')).status).toBe(200)
    // ...and the screens offer only that: no reset in the user menu, a way to log out.
    await page.getByTestId('user-menu-button').click()
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Reset demo data' })).toHaveCount(0)
  })
})
