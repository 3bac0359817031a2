// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  addInvoice,
  addInvoicePayment,
  duplicateInvoice,
  emailsData,
  getEmail,
  getInvoice,
  invoiceClients,
  invoicesData,
  sendInvoice,
  updateInvoice,
  type Invoice,
  type NewInvoice,
} from '@/api/contract'
import { mockControl } from '@/mocks/control'
import { addDays, TEST_DAY } from '@/mocks/db/clock'
import { seedInvoiceClients, seedInvoices } from '@/mocks/db/invoices'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

/** Beyond the core API (`beyondSpec`): the invoice calls that write (add, update, send, payments, duplicate). */
setupMockBackend()

// What is written is dated by the mock's clock: the fixed test day, at the real time of day. The real
// clock is held in the afternoon, after every mail the seed puts on that day, so a sent invoice comes first.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2031-10-20T15:04:05.000Z'))
})
afterEach(() => vi.useRealTimers())

const seed = seedInvoices()
const clients = seedInvoiceClients()
const draft = seed.find((invoice) => invoice.invoiceStatus === 'Draft')!
const paid = seed.find((invoice) => invoice.invoiceStatus === 'Paid')!
const partial = seed.find((invoice) => invoice.invoiceStatus === 'Partial Payment')!

const form: NewInvoice = {
  clientId: 3,
  issuedDate: '2025-06-10',
  dueDate: '2025-07-10',
  items: [
    { name: 'Logo design', description: 'Three concepts', cost: 19_99, quantity: 3 },
    { name: 'Hosting', cost: 5_01, quantity: 1 },
  ],
  discount: 10,
  tax: 7.25,
  note: 'Thanks!',
  salesperson: 'Elise Laurent',
}
// 5997 + 501 = 6498; 10% off: 650; tax 7.25% of 5848: 424 (423.98); total 6272.
const formAmounts = { subtotal: 6498, discount: 650, tax: 424, total: 6272, paid: 0, balance: 6272 }

const add = (body: object) => callEndpoint(addInvoice, { body: body as never })
const update = (body: object) => callEndpoint(updateInvoice, { body: body as never })
const pay = (body: object) => callEndpoint(addInvoicePayment, { body: body as never })
const stored = async (id: number) => (await expectSuccess(getInvoice, { params: { id } })).invoice
const count = async () => (await expectSuccess(invoicesData)).total

describe('POST /apps/invoice/add', () => {
  it('adds a Draft on top of the list, priced by the server in cents', async () => {
    const { invoice } = await expectSuccess(addInvoice, { body: form })
    expect(invoice).toMatchObject({
      id: Math.max(...seed.map((i) => i.id)) + 1,
      invoiceStatus: 'Draft',
      clientId: 3,
      client: { name: clients[2]!.name, companyEmail: clients[2]!.companyEmail },
      avatar: clients[2]!.avatar,
      service: 'Logo design',
      total: 62.72,
      balance: '$62.72',
      currency: 'USD',
      payments: [],
      amounts: formAmounts,
    })
    expect(invoice.items).toEqual([
      { id: 1, name: 'Logo design', description: 'Three concepts', cost: 1999, quantity: 3, price: 5997 },
      { id: 2, name: 'Hosting', description: '', cost: 501, quantity: 1, price: 501 },
    ])
    expect((await expectSuccess(invoicesData)).invoices[0]).toEqual(invoice)
  })

  it('ignores sums, ids, prices and a status the client sends', async () => {
    const { invoice } = await expectSuccess(addInvoice, {
      body: {
        ...form,
        total: 1,
        balance: 0,
        amounts: { total: 1 },
        invoiceStatus: 'Paid',
        items: form.items.map((item) => ({ ...item, id: 99, price: 1 })),
      } as NewInvoice,
    })
    expect(invoice.amounts).toEqual(formAmounts)
    expect(invoice.invoiceStatus).toBe('Draft')
    expect(invoice.items.map((item) => [item.id, item.price])).toEqual([[1, 5997], [2, 501]])
  })

  it('adds a new client given inline, who then joins the clients', async () => {
    const { clientId: _, ...withoutClient } = form
    const client = { name: 'Zed Quinn', companyEmail: 'zed@quinn.dev', company: 'Quinn Labs' }
    const { invoice } = await expectSuccess(addInvoice, { body: { ...withoutClient, client } })
    expect(invoice.clientId).toBeGreaterThan(20)
    expect(invoice.client).toEqual({ ...client, country: '', contact: '', address: '' })
    expect(invoice.avatar).toBe('')
    expect(await expectSuccess(invoiceClients, { query: { q: 'quinn' } })).toEqual([{ ...invoice.client, id: invoice.clientId, avatar: '' }])
  })

  it.each([
    ['no client', { ...form, clientId: undefined }, { clientId: ['Choose a client or add a new one'] }],
    ['both kinds of client', { ...form, client: { name: 'X', companyEmail: 'x@x.io' } }, { clientId: ['Choose a client or add a new one'] }],
    ['an unknown client', { ...form, clientId: 999 }, { clientId: ['No client with id 999'] }],
    ['a due date before the issue date', { ...form, dueDate: '2025-06-09' }, { dueDate: ['The due date is before the issue date'] }],
    ['no items', { ...form, items: [] }, { items: ['Add at least one item'] }],
  ])('answers 400 naming the field for %s, and adds nothing', async (_, body, error) => {
    expect(await add(body)).toEqual({ status: 400, body: { error } })
    expect(await count()).toBe(60)
  })

  it('names each bad field of a line or a new client', async () => {
    const { status, body } = await add({
      ...form,
      clientId: undefined,
      client: { name: '', companyEmail: 'nope' },
      items: [{ name: 'A', cost: -1, quantity: 0 }, { name: 'B', cost: 12.5, quantity: 1 }],
      discount: 0.125,
      tax: 101,
    })
    expect(status).toBe(400)
    expect(Object.keys((body as unknown as { error: object }).error).sort()).toEqual(
      ['client.companyEmail', 'client.name', 'discount', 'items.0.cost', 'items.0.quantity', 'items.1.cost', 'tax'].sort(),
    )
  })
})

describe('POST /apps/invoice/update', () => {
  it('replaces the fields and prices the document again, ignoring a sent total', async () => {
    const { invoice } = await expectSuccess(updateInvoice, { body: { ...form, id: draft.id, total: 5 } as never })
    expect(invoice).toMatchObject({ id: draft.id, invoiceStatus: 'Draft', amounts: formAmounts, note: 'Thanks!', clientId: 3 })
    expect(await stored(draft.id)).toEqual(invoice)
  })

  it('keeps the payments: a larger total turns a Paid invoice into Partial Payment', async () => {
    const items = [...paid.items, { name: 'Extra', cost: 100_00, quantity: 1 }]
    const { invoice } = await expectSuccess(updateInvoice, {
      body: { ...form, id: paid.id, clientId: paid.clientId, items, discount: 0, tax: 0, currency: paid.currency },
    })
    expect(invoice.payments).toEqual(paid.payments)
    expect(invoice.amounts.balance).toBe(invoice.amounts.total - paid.amounts.total)
    expect(invoice.invoiceStatus).toBe('Partial Payment')
  })

  it('refuses a total below what was paid (400 naming items) and changes nothing', async () => {
    const { status, body } = await update({ ...form, id: paid.id, items: [{ name: 'Cheap', cost: 1, quantity: 1 }] })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { items: [expect.stringMatching(/^The total \(.+\) is less than what was paid \(.+\)$/)] } })
    expect(await stored(paid.id)).toEqual(paid)
  })

  it('answers 404 for an unknown invoice, and stores no new client', async () => {
    const { clientId: _, ...withoutClient } = form
    const answer = await update({ ...withoutClient, id: 1, client: { name: 'Ghost', companyEmail: 'ghost@example.com' } })
    expect(answer).toEqual({ status: 404, body: { error: 'No invoice with id 1' } })
    expect(await expectSuccess(invoiceClients, { query: { q: 'ghost' } })).toEqual([])
  })
})

describe('POST /apps/invoice/add-payment', () => {
  it('lowers the balance: Partial Payment, then Paid at 0', async () => {
    const { invoice: added } = await expectSuccess(addInvoice, { body: form })
    const first = await expectSuccess(addInvoicePayment, {
      body: { id: added.id, amount: 2000, date: '2025-06-12', method: 'Credit Card', note: 'Deposit' },
    })
    expect(first.invoice).toMatchObject({
      invoiceStatus: 'Partial Payment',
      balance: '$42.72',
      amounts: { ...formAmounts, paid: 2000, balance: 4272 },
      payments: [{ id: 1, amount: 2000, date: '2025-06-12', method: 'Credit Card', note: 'Deposit' }],
    })
    const second = await expectSuccess(addInvoicePayment, { body: { id: added.id, amount: 4272, date: '2025-06-20', method: 'Cash' } })
    expect(second.invoice).toMatchObject({ invoiceStatus: 'Paid', balance: 0, amounts: { paid: 6272, balance: 0 } })
    expect(second.invoice.payments.map((p) => p.id)).toEqual([1, 2])
    expect(await stored(added.id)).toEqual(second.invoice)
  })

  it.each([
    ['more than the balance', partial.amounts.balance + 1, /^The amount is more than the balance due \([$€£]\d+\.\d{2}\)$/],
    ['0', 0, /^The amount must be more than 0$/],
    ['less than 0', -100, /^The amount must be more than 0$/],
  ])('refuses an amount of %s with a 400 naming amount, and records nothing', async (_, amount, message) => {
    const answer = await pay({ id: partial.id, amount, date: '2025-06-12', method: 'Cash' })
    expect(answer).toEqual({ status: 400, body: { error: { amount: [expect.stringMatching(message)] } } })
    expect(await stored(partial.id)).toEqual(partial)
  })

  it('refuses a payment on a Paid invoice: nothing is due', async () => {
    expect((await pay({ id: paid.id, amount: 1, date: '2025-06-12', method: 'Cash' })).status).toBe(400)
  })

  it('answers 400 for a bad date or method, and 404 for an unknown invoice', async () => {
    const answer = await pay({ id: partial.id, amount: 1, date: '12/06/2025', method: 'Cheque' })
    expect(answer.status).toBe(400)
    expect(Object.keys((answer.body as unknown as { error: object }).error).sort()).toEqual(['date', 'method'])
    expect(await pay({ id: 1, amount: 1, date: '2025-06-12', method: 'Cash' })).toEqual({ status: 404, body: { error: 'No invoice with id 1' } })
  })
})

describe('POST /apps/invoice/send', () => {
  const mail = { to: draft.client.companyEmail, subject: `Invoice #${draft.id}`, message: 'Hello <b>there</b>,\n\nyour invoice is attached.' }

  it('marks the invoice Sent and puts the mail, invoice attached, on top of sent', async () => {
    const { invoice, emailId } = await expectSuccess(sendInvoice, { body: { id: draft.id, ...mail } })
    expect(invoice).toEqual({ ...draft, invoiceStatus: 'Sent' })
    const sent = await expectSuccess(emailsData, { query: { folder: 'sent' } })
    expect(sent.emails[0]!.id).toBe(emailId)
    const email = await expectSuccess(getEmail, { query: { id: emailId, folder: 'sent' } })
    expect(email).toMatchObject({
      folder: 'sent',
      from: { email: 'admin@demo.com' },
      to: [{ name: draft.client.name, email: draft.client.companyEmail }],
      subject: `Invoice #${draft.id}`,
      message: '<p>Hello &#60;b&#62;there&#60;/b&#62;,</p><p>your invoice is attached.</p>',
      time: `${TEST_DAY}T15:04:05.000Z`,
    })
    const [attachment] = email.attachments
    expect(attachment).toMatchObject({ fileName: `Invoice-${draft.id}.html`, thumbnail: '/images/icons/file-icons/txt.png' })
    expect(attachment!.url).toMatch(/^data:application\/octet-stream;base64,/)
    const html = Buffer.from(attachment!.url.replace(/^data:application\/octet-stream;base64,/, ''), 'base64').toString('utf8')
    expect(attachment!.size).toBe(Buffer.byteLength(html))
    expect(html).toContain(`Invoice #${draft.id}`)
    expect(html).toContain(draft.client.name.replace(/&/g, '&#38;'))
  })

  it('leaves a Paid invoice Paid', async () => {
    const { invoice } = await expectSuccess(sendInvoice, { body: { ...mail, id: paid.id, to: 'someone@else.com' } })
    expect(invoice.invoiceStatus).toBe('Paid')
  })

  it('answers 404 for an unknown invoice and sends nothing', async () => {
    const before = (await expectSuccess(emailsData, { query: { folder: 'sent' } })).emails.length
    expect(await callEndpoint(sendInvoice, { body: { ...mail, id: 1 } })).toEqual({ status: 404, body: { error: 'No invoice with id 1' } })
    expect((await expectSuccess(emailsData, { query: { folder: 'sent' } })).emails).toHaveLength(before)
  })

  it('answers 400 naming a bad address or a missing subject', async () => {
    const answer = await callEndpoint(sendInvoice, { body: { ...mail, id: draft.id, to: 'nope', subject: '' } })
    expect(answer.status).toBe(400)
    expect(Object.keys((answer.body as unknown as { error: object }).error).sort()).toEqual(['subject', 'to'])
  })
})

describe('POST /apps/invoice/duplicate', () => {
  it("copies an invoice as a new Draft issued on the mock's day, with no payments", async () => {
    const { invoice } = await expectSuccess(duplicateInvoice, { body: { id: partial.id } })
    const term = (i: Invoice) => (Date.parse(i.dueDate) - Date.parse(i.issuedDate)) / 86_400_000
    expect(invoice.id).toBeGreaterThan(Math.max(...seed.map((i) => i.id)))
    expect(invoice).toMatchObject({
      invoiceStatus: 'Draft',
      issuedDate: TEST_DAY,
      payments: [],
      items: partial.items,
      client: partial.client,
      amounts: { ...partial.amounts, paid: 0, balance: partial.amounts.total },
    })
    expect(term(invoice)).toBe(term(partial))
    expect(await stored(partial.id)).toEqual(partial)
    expect((await expectSuccess(invoicesData)).invoices[0]!.id).toBe(invoice.id)
  })

  it('issues the copy on the day the mock is fixed to, whatever the real day', async () => {
    const day = '2026-02-14'
    await mockControl.clock(day)
    const original = seedInvoices(day).find((i) => i.invoiceStatus === 'Paid')!
    const { invoice } = await expectSuccess(duplicateInvoice, { body: { id: original.id } })
    const term = (Date.parse(original.dueDate) - Date.parse(original.issuedDate)) / 86_400_000
    expect(invoice).toMatchObject({ issuedDate: day, dueDate: addDays(day, term) })
  })

  it('answers 404 for an unknown id', async () => {
    expect(await callEndpoint(duplicateInvoice, { body: { id: 1 } })).toEqual({ status: 404, body: { error: 'No invoice with id 1' } })
  })
})

describe('who may write', () => {
  it.each([
    [addInvoice, { body: form }],
    [updateInvoice, { body: { ...form, id: draft.id } }],
    [sendInvoice, { body: { id: draft.id, to: 'a@b.co', subject: 'x' } }],
    [addInvoicePayment, { body: { id: partial.id, amount: 1, date: '2025-06-12', method: 'Cash' } }],
    [duplicateInvoice, { body: { id: draft.id } }],
  ] as const)('the client role may not call $id', async (endpoint, input) => {
    expect(await callEndpoint(endpoint, input as never, { as: 'client' })).toEqual({
      status: 403,
      body: { error: 'The client role may not update Invoice' },
    })
  })
})
