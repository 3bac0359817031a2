import type { ReactElement } from 'react'
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getInvoice, invoiceClients, invoicesData } from '@/api/contract'
import { showToast } from '@/components/toast'
import { seedInvoices } from '@/mocks/db/invoices'
import { expectSuccess } from '@/mocks/testing'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { InvoiceAdd } from './InvoiceAdd'
import { InvoiceEdit } from './InvoiceEdit'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))
// Pickers and dialogs render slowly on a busy machine: give them time rather than flake.
vi.setConfig({ testTimeout: 30_000 })
configure({ asyncUtilTimeout: 5_000 })

setupSignedInBackend('admin')
beforeEach(() => vi.mocked(showToast).mockClear())

/** A screen as the only route of a router (its links and navigation need one). */
async function show(element: ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
  return router
}

const type = (input: HTMLElement, value: string) => act(async () => fireEvent.change(input, { target: { value } }))
const click = (element: HTMLElement) => act(async () => fireEvent.click(element))
const field = (inside: HTMLElement, label: RegExp) => within(inside).getByLabelText<HTMLInputElement>(label, { selector: 'input, textarea' })
const row = (index: number) => screen.getByTestId(`invoice-item-${index}`)
const dayInput = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
const newestInvoice = async () => (await expectSuccess(invoicesData, { query: { perPage: 1 } })).invoices[0]!

/** Picks a client by typing part of its name: the list is narrowed by the server. */
async function chooseClient(form: HTMLElement, typed: string, name: string) {
  const picker = within(form).getByRole('combobox', { name: /Client/ })
  // Typing happens in a focused field (the picker keeps what was typed while it has the focus).
  act(() => picker.focus())
  await type(picker, typed)
  await click(await screen.findByRole('option', { name: new RegExp(name) }))
}

async function fillLine(index: number, name: string, cost: string, quantity: string) {
  await type(field(row(index), /^Item/), name)
  await type(field(row(index), /^Cost/), cost)
  await type(field(row(index), /^Quantity/), quantity)
}

describe('adding an invoice', () => {
  it('shows the live total of two lines, saves them in cents and opens the preview', async () => {
    const router = await show(<InvoiceAdd />)
    const form = await screen.findByRole('form', { name: 'Add invoice' })
    expect(within(form).getByTestId('invoice-form-number').textContent).toBe('New invoice')
    await chooseClient(form, 'chloe', 'Chloe Harrington')
    expect(within(form).getByTestId('invoice-client-details').textContent).toContain('88 Harris Street, Pyrmont NSW')

    await fillLine(0, 'Design', '12.50', '2')
    expect(screen.getByTestId('invoice-item-0-price').textContent).toBe('$25.00')
    await click(within(form).getByRole('button', { name: 'Add item' }))
    await fillLine(1, 'Hosting', '100', '1')
    await type(field(form, /Discount/), '10')
    await type(field(form, /Tax/), '20')
    // 125.00 - 10% = 112.50, + 20% tax = 135.00
    expect(screen.getByTestId('invoice-subtotal').textContent).toBe('$125.00')
    expect(screen.getByTestId('invoice-discount').textContent).toBe('$12.50')
    expect(screen.getByTestId('invoice-tax').textContent).toBe('$22.50')
    expect(screen.getByTestId('invoice-total').textContent).toBe('$135.00')

    await click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Invoice created', { variant: 'success' }))
    const created = await newestInvoice()
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/invoice/preview/${created.id}`))
    expect(created).toMatchObject({
      invoiceStatus: 'Draft',
      client: { name: 'Chloe Harrington' },
      items: [
        { name: 'Design', cost: 1250, quantity: 2, price: 2500 },
        { name: 'Hosting', cost: 10000, quantity: 1, price: 10000 },
      ],
      discount: 10,
      tax: 20,
      amounts: { subtotal: 12500, discount: 1250, tax: 2250, total: 13500 },
    })
  })

  it('says what is missing by field and sends nothing', async () => {
    const before = (await newestInvoice()).id
    await show(<InvoiceAdd />)
    const form = await screen.findByRole('form', { name: 'Add invoice' })
    await click(within(form).getByRole('button', { name: 'Remove item 1' }))
    await type(dayInput('dueDate'), '01/01/2020')
    await click(within(form).getByRole('button', { name: 'Save' }))
    const alerts = await within(form).findAllByRole('alert')
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining(['Choose a client or add a new one', 'Add at least one item', 'The due date is before the issue date']),
    )
    expect(showToast).not.toHaveBeenCalled()
    expect((await newestInvoice()).id).toBe(before)

    // A line's own fields say what is wrong with it.
    await click(within(form).getByRole('button', { name: 'Add item' }))
    await type(field(row(0), /^Cost/), '1.234')
    await click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(row(0)).findByText('This field is required')).toBeTruthy()
    expect(within(row(0)).getByText('This value is not valid')).toBeTruthy()
    expect(within(form).queryByText('Add at least one item')).toBeNull()
  })

  it('adds a new client with the invoice, then sends it', async () => {
    const router = await show(<InvoiceAdd />)
    const form = await screen.findByRole('form', { name: 'Add invoice' })
    const picker = within(form).getByRole('combobox', { name: /Client/ })
    await act(async () => fireEvent.keyDown(picker, { key: 'ArrowDown' }))
    await click(await screen.findByRole('option', { name: 'Add new client' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add new client' })
    await click(within(dialog).getByRole('button', { name: 'Add client' }))
    expect((await within(dialog).findAllByRole('alert')).length).toBe(2)
    await type(field(dialog, /^Name/), 'Grace Hopper')
    await type(field(dialog, /^Email/), 'grace@navy.example')
    await type(field(dialog, /^Address/), '1 Harbor Road')
    await click(within(dialog).getByRole('button', { name: 'Add client' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(form).getByTestId('invoice-client-details').textContent).toContain('1 Harbor Road')
    expect(showToast).not.toHaveBeenCalled()

    await fillLine(0, 'Compiler review', '400', '3')
    expect(screen.getByTestId('invoice-total').textContent).toBe('$1,200.00')
    await click(within(form).getByRole('button', { name: 'Save and send' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Invoice sent', { variant: 'success' }))
    expect(showToast).toHaveBeenCalledWith('Invoice created', { variant: 'success' })
    const created = await newestInvoice()
    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/invoice/preview/${created.id}`))
    expect(created).toMatchObject({ invoiceStatus: 'Sent', client: { name: 'Grace Hopper', companyEmail: 'grace@navy.example', address: '1 Harbor Road' } })
    expect((await expectSuccess(invoiceClients, { query: { q: 'grace' } })).map((client) => client.name)).toEqual(['Grace Hopper'])
  })
})

describe('editing an invoice', () => {
  const target = seedInvoices().find((invoice) => invoice.payments.length === 0)!

  it('loads the invoice and saves a change, priced again by the server', async () => {
    const router = await show(<InvoiceEdit id={target.id} />)
    const form = await screen.findByRole('form', { name: 'Edit invoice' })
    expect(within(form).getByTestId('invoice-form-number').textContent).toBe(`Invoice #${target.id}`)
    expect(field(row(0), /^Item/).value).toBe(target.items[0]!.name)
    expect((within(form).getByRole('combobox', { name: /Client/ }) as HTMLInputElement).value).toBe(target.client.name)

    const quantity = target.items[0]!.quantity + 1
    await type(field(row(0), /^Quantity/), String(quantity))
    await click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Invoice saved', { variant: 'success' }))
    const { invoice } = await expectSuccess(getInvoice, { params: { id: target.id } })
    expect(invoice.items[0]!.quantity).toBe(quantity)
    expect(invoice.amounts.subtotal).toBe(target.amounts.subtotal + target.items[0]!.cost)
    // Saving keeps the user on the form.
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows what the server refused under the lines: a total below what was paid', async () => {
    const paid = seedInvoices().find((invoice) => invoice.amounts.paid > 0)!
    await show(<InvoiceEdit id={paid.id} />)
    const form = await screen.findByRole('form', { name: 'Edit invoice' })
    for (const [index] of paid.items.entries()) await type(field(row(index), /^Cost/), '0.01')
    await click(within(form).getByRole('button', { name: 'Save' }))
    expect((await within(form).findByRole('alert')).textContent).toMatch(/^The total .* is less than what was paid/)
    expect(showToast).not.toHaveBeenCalled()
    expect((await expectSuccess(getInvoice, { params: { id: paid.id } })).invoice.amounts).toEqual(paid.amounts)
  })

  it('says an invoice that does not exist was not found', async () => {
    await show(<InvoiceEdit id={999} />)
    expect(await screen.findByText('Invoice not found')).toBeTruthy()
  })
})
