import { endpointsIn } from '@/api/contract/endpoint'
import * as invoicesContract from '@/api/contract/invoices'
import type { z } from 'zod'
import { Client, Invoice, type InvoiceSortField, type InvoiceStatus, type NewInvoice } from '@/api/contract/invoices'
import { amountText, invoiceSums } from '@/api/contract/invoiceTotals'
import { defineCollections } from '@/mocks/db'
import { addDays, daysBetween, mockToday } from '@/mocks/db/clock'
import {
  copyInvoice,
  copyInvoiceClient,
  paymentDetailsOf,
  priced,
  seedInvoiceClients,
  seedInvoices,
  type InvoiceDocument,
} from '@/mocks/db/invoices'
import { badRequest } from '@/mocks/httpErrors'
import { emails } from './email'
import { newMail } from './emailCompose'
import { implement } from './implement'
import { invoiceMail } from './invoiceMail'
import { pageOf } from './lists'

/** The invoice app (src/api/contract/invoices.ts), with the writing calls the original admin template only pretends to make. */
// Exported for the dashboard cards (./cards), which sum up the invoices and their clients.
export const { invoices, invoiceClients: clients } = defineCollections({
  invoices: { row: 'invoice', schema: Invoice, seed: seedInvoices, copy: copyInvoice },
  invoiceClients: { row: 'client', schema: Client, seed: seedInvoiceClients, copy: copyInvoiceClient },
})

const sortKeys: Record<InvoiceSortField, (invoice: Readonly<Invoice>) => string | number> = {
  id: (invoice) => invoice.id,
  client: (invoice) => invoice.client.name,
  total: (invoice) => invoice.amounts.total,
  balance: (invoice) => invoice.amounts.balance,
  // YYYY-MM-DD sorts as text.
  issuedDate: (invoice) => invoice.issuedDate,
  dueDate: (invoice) => invoice.dueDate,
  invoiceStatus: (invoice) => invoice.invoiceStatus,
}

/** How many clients the clients call answers: the first 5. */
const CLIENTS_ANSWERED = 5

/** Reading needs `read Invoice`, any change `update Invoice`, as the invoice routes ask: the client role gets 403. */
export const handlers = implement(endpointsIn(invoicesContract), {
  invoicesData: ({ query }) => {
    const allData = newestFirst()
    const { rows, total } = pageOf(allData, query, {
      searchFields: [(invoice) => invoice.client.companyEmail, (invoice) => invoice.client.name],
      sortKeys,
      filters: { status: (invoice, status) => invoice.invoiceStatus === status },
    })
    return { ...(query.allData && { allData }), invoices: rows, total }
  },

  getInvoice: ({ params }) => {
    const invoice = invoices.require(params.id)
    return { invoice, paymentDetails: paymentDetailsOf(invoice) }
  },

  deleteInvoice: ({ query }) => {
    invoices.remove(invoices.require(query.id).id)
    return undefined
  },

  invoiceClients: ({ query }) => {
    const needle = query.q.trim().toLowerCase()
    const matches = (client: Readonly<Client>) => [client.name, client.company, client.companyEmail].some((text) => text.toLowerCase().includes(needle))
    return [...clients.all()]
      .filter(matches)
      .sort((a, b) => a.id - b.id)
      .slice(0, CLIENTS_ANSWERED)
  },

  addInvoice: ({ body }) => {
    const existing = body.clientId === undefined ? undefined : requireClient(body.clientId)
    const client = existing ?? addClient(body.client!)
    return { invoice: invoices.insert(priced(documentFrom(body, client, { invoiceStatus: 'Draft', payments: [] }))) }
  },

  updateInvoice: ({ body }) => {
    const current = invoices.require(body.id)
    const existing = body.clientId === undefined ? undefined : requireClient(body.clientId)
    // Checked before a new client is stored: a refused update changes nothing.
    const { total } = invoiceSums(linesFrom(body), body.discount, body.tax)
    const { paid } = current.amounts
    if (total < paid) {
      throw badRequest({ items: [`The total (${amountText(total, body.currency)}) is less than what was paid (${amountText(paid, body.currency)})`] })
    }
    const invoice = priced(documentFrom(body, existing ?? addClient(body.client!), current))
    return { invoice: invoices.update(current.id, { ...invoice, invoiceStatus: statusAfterPayments(invoice) })! }
  },

  sendInvoice: ({ body: { id, ...mail }, user }) => {
    const invoice = invoices.require(id)
    const sent = emails.insert(newMail(user, invoiceMail(invoice, mail), 'sent'))
    // Money received says more than having been sent: Paid and Partial Payment stay.
    const invoiceStatus: InvoiceStatus = invoice.amounts.paid > 0 ? invoice.invoiceStatus : 'Sent'
    return { invoice: invoices.update(id, { invoiceStatus })!, emailId: sent.id }
  },

  addInvoicePayment: ({ body: { id, amount, ...payment } }) => {
    const invoice = invoices.require(id)
    const due = invoice.amounts.balance
    if (amount <= 0) throw badRequest({ amount: ['The amount must be more than 0'] })
    if (amount > due) throw badRequest({ amount: [`The amount is more than the balance due (${amountText(due, invoice.currency)})`] })
    const payments = [...invoice.payments, { ...payment, amount, id: nextId(invoice.payments) }]
    const updated = priced({ ...documentOf(invoice), payments })
    return { invoice: invoices.update(id, { ...updated, invoiceStatus: statusAfterPayments(updated) })! }
  },

  duplicateInvoice: ({ body }) => {
    const original = invoices.require(body.id)
    const issuedDate = mockToday()
    const copy: InvoiceDocument = {
      ...documentOf(original),
      issuedDate,
      dueDate: addDays(issuedDate, daysBetween(original.issuedDate, original.dueDate)),
      invoiceStatus: 'Draft',
      payments: [],
    }
    return { invoice: invoices.insert(priced(copy)) }
  },
})

/** Without a sort, the newest invoice (the highest id) comes first. */
function newestFirst(): Readonly<Invoice>[] {
  return [...invoices.all()].sort((a, b) => b.id - a.id)
}

function requireClient(id: number): Readonly<Client> {
  const client = clients.get(id)
  if (!client) throw badRequest({ clientId: [`No client with id ${id}`] })
  return client
}

function addClient(client: NonNullable<Form['client']>): Readonly<Client> {
  return clients.insert({ ...client, avatar: '' })
}

/** What the invoice form sends, defaults filled in by the contract. */
type Form = z.output<typeof NewInvoice>

/** The form's lines, numbered anew; an id or price the form sent never got past the contract. */
function linesFrom(form: Pick<Form, 'items'>): InvoiceDocument['items'] {
  return form.items.map(({ name, description, cost, quantity }, index) => ({ id: index + 1, name, description, cost, quantity }))
}

/** The document a form makes for `client`, with the status and payments given (those of the invoice it replaces). */
function documentFrom(form: Form, client: Readonly<Client>, { invoiceStatus, payments }: Pick<Invoice, 'invoiceStatus' | 'payments'>): InvoiceDocument {
  const { issuedDate, dueDate, discount, tax, note, salesperson, currency } = form
  const { id: clientId, avatar, ...contact } = client
  return {
    issuedDate,
    dueDate,
    client: contact,
    clientId,
    avatar,
    items: linesFrom(form),
    discount,
    tax,
    note,
    salesperson,
    currency,
    invoiceStatus,
    payments: [...payments],
  }
}

/** The document behind a stored invoice: what `priced()` computes left out. */
function documentOf(invoice: Readonly<Invoice>): InvoiceDocument {
  const { id: _id, total: _total, balance: _balance, amounts: _amounts, service: _service, items, ...document } = invoice
  return { ...document, items: items.map(({ price: _price, ...item }) => item) }
}

/** Payments decide the status once there are any: Paid with nothing left to pay, Partial Payment before. */
function statusAfterPayments(invoice: Pick<Invoice, 'invoiceStatus' | 'amounts'>): InvoiceStatus {
  if (invoice.amounts.paid === 0) return invoice.invoiceStatus
  return invoice.amounts.balance === 0 ? 'Paid' : 'Partial Payment'
}

const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1

