import type { Page } from '@playwright/test'
import { getInvoice, invoicesData } from '../src/api/contract/invoices'
import { expect, test, waitForCall } from './support/mock'
import { callApi } from './support/network'

// Invoices: a server-filtered list, a new invoice priced by the back end, sending it by mail,
// payments that move its status, deleting, and the print view.

const rows = (page: Page) => page.locator('.MuiDataGrid-row')

/** Creates an invoice for the first client with two items (2 × 12.50 and 1 × 100.00); answers its id. */
async function addInvoice(page: Page): Promise<number> {
  await page.goto('/apps/invoice/add')
  const form = page.getByRole('form', { name: 'Add invoice' })
  await form.getByRole('combobox', { name: /Client/ }).click()
  await page.getByRole('option').first().click()
  await expect(form.getByTestId('invoice-client-details')).toBeVisible()

  const first = form.getByRole('group', { name: 'Item 1' })
  await first.getByLabel(/^Item/).fill('Design review')
  await first.getByLabel('Cost').fill('12.50')
  await first.getByLabel('Quantity').fill('2')
  await form.getByRole('button', { name: 'Add item' }).click()
  const second = form.getByRole('group', { name: 'Item 2' })
  await second.getByLabel(/^Item/).fill('Hosting')
  await second.getByLabel('Cost').fill('100')
  await second.getByLabel('Quantity').fill('1')
  // Live totals, before anything is saved.
  await expect(form.getByTestId('invoice-total')).toHaveText('$125.00')

  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Invoice created')).toBeVisible()
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/)
  return Number(page.url().split('/').pop())
}

test('status Paid, then a client name, narrow the list through the server', async ({ page }) => {
  await page.goto('/apps/invoice/list')
  await expect(rows(page)).toHaveCount(10)

  const paid = waitForCall(page, invoicesData, { query: { status: 'Paid' } })
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Paid', exact: true }).click()
  const paidPage = await paid
  expect(paidPage.total).toBeGreaterThan(0)
  expect(paidPage.invoices.every((invoice) => invoice.invoiceStatus === 'Paid')).toBe(true)
  await expect(page).toHaveURL(/status=Paid/)

  const name = paidPage.invoices[0]!.client.name
  const searched = waitForCall(page, invoicesData, { query: { status: 'Paid', q: name.toLowerCase() } })
  await page.getByRole('searchbox', { name: 'Search rows' }).fill(name.toLowerCase())
  const found = await searched
  expect(found.total).toBeGreaterThan(0)
  expect(found.invoices.every((invoice) => invoice.client.name === name && invoice.invoiceStatus === 'Paid')).toBe(true)
  await expect(rows(page)).toHaveCount(found.invoices.length)
  await page.reload()
  await expect(rows(page)).toHaveCount(found.invoices.length)
})

test('a new invoice with two items is priced by the back end, sent by mail, and paid in two parts', async ({ page }) => {
  const id = await addInvoice(page)
  const document = page.getByTestId('invoice-document')
  await expect(document.getByTestId('invoice-total')).toHaveText('$125.00')
  await expect(document.getByTestId('invoice-status')).toHaveText('Draft')

  // Send: the mail lands in the sent folder with the invoice attached.
  await page.getByRole('button', { name: 'Send invoice' }).click()
  const send = page.getByRole('form', { name: 'Send invoice' })
  await expect(send.getByLabel('Subject')).toHaveValue(`Invoice #${id}`)
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Invoice sent')).toBeVisible()
  await expect(document.getByTestId('invoice-status')).toHaveText('Sent')

  // A partial payment, then the rest.
  await page.getByRole('button', { name: 'Add payment' }).click()
  const payment = page.getByRole('form', { name: 'Add payment' })
  await payment.getByLabel('Payment amount').fill('25')
  await payment.getByRole('button', { name: 'Add payment' }).click()
  await expect(document.getByTestId('invoice-status')).toHaveText('Partial Payment')
  await expect(document.getByTestId('invoice-balance')).toHaveText('$100.00')
  // Until the dialog has closed, its own "Add payment" button is the only one a user can reach.
  await expect(payment).toBeHidden()

  await page.getByRole('button', { name: 'Add payment' }).click()
  // The amount starts at what is still due.
  await expect(payment.getByLabel('Payment amount')).toHaveValue(/100/)
  await payment.getByRole('button', { name: 'Add payment' }).click()
  await expect(document.getByTestId('invoice-status')).toHaveText('Paid')
  await expect(document.getByTestId('invoice-balance')).toHaveText('$0.00')
  await expect(page.getByRole('button', { name: 'Add payment' })).toBeDisabled()

  await page.goto('/apps/email/sent')
  const mail = page.getByTestId('email-row').filter({ hasText: `Invoice #${id}` })
  await expect(mail).toBeVisible()
  await mail.click()
  await expect(page.getByTestId('email-detail').getByTestId('attachment')).toContainText(`Invoice-${id}`)
})

test('delete asks first, then the invoice is gone for good', async ({ page }) => {
  await page.goto('/apps/invoice/list')
  const added = await callApi(page, 'POST', '/apps/invoice/add', {
    clientId: 1, issuedDate: '2025-06-01', dueDate: '2025-07-01', items: [{ name: 'Audit', cost: 5000, quantity: 1 }],
  })
  expect(added.status).toBe(201)
  const { id } = (added.body as { invoice: { id: number } }).invoice
  await page.reload()
  await page.getByRole('button', { name: `Actions for invoice #${id}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: `Delete invoice #${id}?` })
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('link', { name: `#${id}` })).toBeVisible()

  await page.getByRole('button', { name: `Actions for invoice #${id}` }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`Invoice #${id} was deleted`)).toBeVisible()
  await expect(page.getByRole('link', { name: `#${id}` })).toHaveCount(0)
  await page.goto(`/apps/invoice/preview/${id}`)
  await expect(page.getByText('Invoice not found')).toBeVisible()
})

test('the print view shows the document alone and opens the print dialog', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void (window as unknown as { printed: number }).printed++
  })
  const loaded = waitForCall(page, getInvoice)
  await page.goto('/apps/invoice/print/5046')
  const { invoice } = await loaded
  await expect(page.getByTestId('invoice-document')).toContainText(invoice.client.name)
  await expect(page.getByTestId('horizontal-menu')).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
})

test('when the invoices cannot load, the grid says so, and Retry brings them back', async ({ page, mock }) => {
  await page.goto('/apps/invoice/list')
  await expect(rows(page)).toHaveCount(10)
  await mock.fail(invoicesData, { status: 500 })
  await page.getByRole('searchbox', { name: 'Search rows' }).fill('a')
  const error = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) })
  await expect(error).toBeVisible()
  await mock.clearFailures()
  await error.getByRole('button', { name: 'Retry' }).click()
  await expect(rows(page).first()).toBeVisible()
})
