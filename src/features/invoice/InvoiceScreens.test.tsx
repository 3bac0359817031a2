import { useState, type ReactElement } from 'react'
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getInvoice, invoicesData, type Invoice } from '@/api/contract'
import { LiveStatus } from '@/components/LiveStatus'
import { showToast } from '@/components/toast'
import { formatMoney } from '@/lib/money'
import { seedInvoices } from '@/mocks/db/invoices'
import { expectSuccess } from '@/mocks/testing'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { InvoiceList } from './list/InvoiceList'
import { InvoicePreview } from './preview/InvoicePreview'
import { InvoicePrint } from './preview/InvoicePrint'
import { invoiceSearch, type InvoiceSearch } from './search'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))
// The data grid renders slowly on a busy machine: give it time rather than flake.
vi.setConfig({ testTimeout: 30_000 })
configure({ asyncUtilTimeout: 5_000 })

setupSignedInBackend('admin')
beforeEach(() => vi.mocked(showToast).mockClear())

const seed = seedInvoices()
const newest = [...seed].sort((a, b) => b.id - a.id)
const money = (invoice: Invoice, cents: number) => formatMoney(cents, invoice.currency, 'en')

/** A screen as the only route of a router (its links need one). */
async function show(element: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
  return router
}

/** The list with its address kept here, as its route keeps it, and the layout's live region. */
function ListWithAddress() {
  const [search, setSearch] = useState<InvoiceSearch>(invoiceSearch.defaults)
  return (
    <>
      <InvoiceList search={search} onSearchChange={(patch) => setSearch((current) => invoiceSearch.apply(current, patch))} />
      <LiveStatus />
    </>
  )
}

const statusIcons = () => screen.queryAllByTestId(/^invoice-status-\d+$/)

describe('the invoice list', () => {
  it('shows the newest invoices first, and only the status chosen in the filter, saying how many', async () => {
    await show(<ListWithAddress />)
    const grid = await screen.findByRole('grid', { name: 'Invoices' })
    await within(grid).findByRole('link', { name: `#${newest[0]!.id}` })
    expect(screen.queryByRole('link', { name: `#${newest[10]!.id}` })).toBeNull()

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }))
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Paid' }))
    const paid = newest.filter((invoice) => invoice.invoiceStatus === 'Paid')
    await screen.findByRole('link', { name: `#${paid[0]!.id}` })
    await waitFor(() => expect(statusIcons().map((icon) => icon.getAttribute('aria-label'))).toEqual(paid.slice(0, 10).map(() => 'Paid')))
    expect(screen.getAllByText('Paid', { selector: '.MuiChip-label' }).length).toBe(Math.min(10, paid.length))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${paid.length} invoices`))
  })

  it('deletes an invoice from its row after asking', async () => {
    await show(<ListWithAddress />)
    const target = newest[0]!
    fireEvent.click(await screen.findByRole('button', { name: `Actions for invoice #${target.id}` }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: `Delete invoice #${target.id}?` })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(`Invoice #${target.id} was deleted`, { variant: 'success' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: `#${target.id}` })).toBeNull())
    const { allData = [] } = await expectSuccess(invoicesData)
    expect(allData.map((invoice) => invoice.id)).not.toContain(target.id)
    expect(allData).toHaveLength(seed.length - 1)
  })

  it('duplicates an invoice as a draft and opens the copy in the form', async () => {
    const router = await show(<ListWithAddress />)
    const target = newest[3]!
    fireEvent.click(await screen.findByRole('button', { name: `Actions for invoice #${target.id}` }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/apps\/invoice\/edit\/\d+$/))
    const copyId = Number(router.state.location.pathname.split('/').pop())
    expect(showToast).toHaveBeenCalledWith(`Invoice #${target.id} duplicated as draft #${copyId}`, { variant: 'success' })
    const { invoice: copy } = await expectSuccess(getInvoice, { params: { id: copyId } })
    expect(copy).toMatchObject({ invoiceStatus: 'Draft', clientId: target.clientId, amounts: { total: target.amounts.total, paid: 0 } })
  })

  it('downloads an invoice from its row as a page of its own', async () => {
    const files: Blob[] = []
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:invoice'))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      await show(<ListWithAddress />)
      const target = newest[0]!
      fireEvent.click(await screen.findByRole('button', { name: `Actions for invoice #${target.id}` }))
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Download' }))
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`Invoice-${target.id}.html`)
      const page = await files[0]!.text()
      expect(page).toContain(`Invoice #${target.id}`)
      expect(page).toContain(money(target, target.amounts.total))
    } finally {
      createObjectURL.mockRestore()
      click.mockRestore()
    }
  })

  it('deletes the selected invoices at once', async () => {
    await show(<ListWithAddress />)
    await screen.findByRole('link', { name: `#${newest[0]!.id}` })
    fireEvent.click(screen.getByRole('checkbox', { name: `Select Invoice #${newest[0]!.id}` }))
    fireEvent.click(screen.getByRole('checkbox', { name: `Select Invoice #${newest[1]!.id}` }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete 2 invoices?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('2 invoices deleted', { variant: 'success' }))
    const left = (await expectSuccess(invoicesData)).allData!.map((invoice) => invoice.id)
    expect(left).not.toContain(newest[0]!.id)
    expect(left).not.toContain(newest[1]!.id)
  })
})

describe('the invoice preview', () => {
  const withDiscountAndTax = seed.find((invoice) => invoice.discount > 0 && invoice.tax > 0 && invoice.amounts.paid > 0 && invoice.amounts.balance > 0)!

  it('shows the document with its sums in its currency', async () => {
    const invoice = withDiscountAndTax
    await show(<InvoicePreview id={invoice.id} />)
    const document = await screen.findByTestId('invoice-document')
    const sum = (id: string) => within(document).getByTestId(id).textContent
    expect(within(document).getByRole('heading', { name: `Invoice #${invoice.id}` })).toBeTruthy()
    expect(within(document).getByTestId('invoice-client').textContent).toContain(invoice.client.name)
    expect(sum('invoice-subtotal')).toBe(money(invoice, invoice.amounts.subtotal))
    expect(sum('invoice-discount')).toBe(money(invoice, invoice.amounts.discount))
    expect(sum('invoice-tax')).toBe(money(invoice, invoice.amounts.tax))
    expect(sum('invoice-total')).toBe(money(invoice, invoice.amounts.total))
    expect(sum('invoice-paid')).toBe(money(invoice, invoice.amounts.paid))
    expect(sum('invoice-balance')).toBe(money(invoice, invoice.amounts.balance))
    expect(within(document).getAllByRole('row')).toHaveLength(invoice.items.length + 1)
  })

  it('takes a partial payment, then the rest; refuses more than the balance', async () => {
    const invoice = seed.find((i) => i.invoiceStatus === 'Sent' && i.amounts.paid === 0 && i.amounts.balance > 200)!
    const { balance } = invoice.amounts
    await show(<InvoicePreview id={invoice.id} />)
    const document = await screen.findByTestId('invoice-document')

    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }))
    let drawer = await screen.findByRole('form', { name: 'Add payment' })
    const amount = within(drawer).getByLabelText<HTMLInputElement>(/Payment amount/, { selector: 'input' })
    expect(amount.value).toBe((balance / 100).toFixed(2))
    fireEvent.change(amount, { target: { value: ((balance + 100) / 100).toFixed(2) } })
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add payment' }))
    expect(await within(drawer).findByText(`Enter at most the balance due, ${money(invoice, balance)}`)).toBeTruthy()

    fireEvent.change(amount, { target: { value: '1.00' } })
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add payment' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Payment added', { variant: 'success' }))
    await waitFor(() => expect(within(document).getByTestId('invoice-balance').textContent).toBe(money(invoice, balance - 100)))
    expect(within(document).getByTestId('invoice-status').textContent).toBe('Partial Payment')

    // A new opening starts from the balance left (once the first drawer has gone).
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add payment' })).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Add payment' }))
    drawer = await screen.findByRole('form', { name: 'Add payment' })
    expect(within(drawer).getByLabelText<HTMLInputElement>(/Payment amount/, { selector: 'input' }).value).toBe(((balance - 100) / 100).toFixed(2))
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add payment' }))
    await waitFor(() => expect(within(document).getByTestId('invoice-status').textContent).toBe('Paid'))
    expect(within(document).getByTestId('invoice-balance').textContent).toBe(money(invoice, 0))
    // Nothing is left to pay: once the drawer has closed, the button says so.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add payment' })).toBeNull())
    expect((screen.getByRole('button', { name: 'Add payment' }) as HTMLButtonElement).disabled).toBe(true)
    const { invoice: stored } = await expectSuccess(getInvoice, { params: { id: invoice.id } })
    expect(stored).toMatchObject({ invoiceStatus: 'Paid', balance: 0 })
    expect(stored.payments.map((payment) => payment.amount)).toEqual([100, balance - 100])
  })

  it('sends the invoice to the client from the drawer', async () => {
    const invoice = seed.find((i) => i.invoiceStatus === 'Draft')!
    await show(<InvoicePreview id={invoice.id} />)
    await screen.findByTestId('invoice-document')
    fireEvent.click(screen.getByRole('button', { name: 'Send invoice' }))
    const drawer = await screen.findByRole('form', { name: 'Send invoice' })
    const field = (label: RegExp) => within(drawer).getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea' })
    expect(field(/To/).value).toBe(invoice.client.companyEmail)
    expect(field(/Subject/).value).toBe(`Invoice #${invoice.id}`)
    fireEvent.change(field(/Message/), { target: { value: 'Here is your invoice.' } })
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Invoice sent', { variant: 'success' }))
    await waitFor(() => expect(screen.getByTestId('invoice-status').textContent).toBe('Sent'))
    expect((await expectSuccess(getInvoice, { params: { id: invoice.id } })).invoice.invoiceStatus).toBe('Sent')
  })

  it('prints: the print view opens the browser\'s print dialog once the document is there', async () => {
    // The test DOM has no print dialog: a stand-in counts the calls.
    const print = vi.fn()
    vi.stubGlobal('print', print)
    try {
      await show(<InvoicePrint id={seed[0]!.id} />)
      await screen.findByTestId('invoice-document')
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('says an invoice that does not exist was not found, with a way back to the list', async () => {
    await show(<InvoicePreview id={999} />)
    expect(await screen.findByText('Invoice not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/apps/invoice/list')
  })

  it('says a mangled address (read as id 0) is not found either', async () => {
    await show(<InvoicePreview id={0} />)
    expect(await screen.findByText('Invoice not found')).toBeTruthy()
  })
})
