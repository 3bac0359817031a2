// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  INVOICE_STATUSES,
  deleteInvoice,
  getInvoice,
  invoiceClients,
  invoicesData,
  type Invoice,
  type InvoicesQuery,
} from '@/api/contract'
import { invoiceSums } from '@/api/contract/invoiceTotals'
import { TEST_DAY } from '@/mocks/db/clock'
import { FIRST_INVOICE_ID, seedInvoiceClients, seedInvoices } from '@/mocks/db/invoices'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const seed = seedInvoices()
const newestFirst = [...seed].sort((a, b) => b.id - a.id)
const ids = (invoices: readonly Pick<Invoice, 'id'>[]) => invoices.map((invoice) => invoice.id)
const getPage = (query: InvoicesQuery = {}) => expectSuccess(invoicesData, { query })

describe('the invoice seed', () => {
  it('has 60 invoices, the same every time, numbered from 4987', () => {
    expect(seed).toHaveLength(60)
    expect(seedInvoices()).toEqual(seed)
    expect(ids(seed)).toEqual(Array.from({ length: 60 }, (_, i) => FIRST_INVOICE_ID + i))
  })

  it('covers every status and many clients', () => {
    for (const status of INVOICE_STATUSES) expect(seed.filter((invoice) => invoice.invoiceStatus === status)).toHaveLength(10)
    expect(new Set(seed.map((invoice) => invoice.clientId)).size).toBe(20)
    expect(new Set(seed.map((invoice) => invoice.currency))).toEqual(new Set(['USD', 'EUR', 'GBP']))
  })

  it('has sums that agree with the lines, and balances with the payments', () => {
    for (const invoice of seed) {
      const { subtotal, discount, tax, total, paid, balance } = invoice.amounts
      expect({ subtotal, discount, tax, total }).toEqual(invoiceSums(invoice.items, invoice.discount, invoice.tax))
      expect(paid).toBe(invoice.payments.reduce((sum, payment) => sum + payment.amount, 0))
      expect(balance).toBe(total - paid)
      expect(invoice.total).toBe(total / 100)
      expect(invoice.service).toBe(invoice.items[0]!.name)
      if (invoice.invoiceStatus === 'Paid') expect(invoice.balance).toBe(0)
      else if (invoice.invoiceStatus === 'Partial Payment') expect(balance > 0 && balance < total).toBe(true)
      else expect([paid, balance]).toEqual([0, total])
      if (invoice.balance !== 0) expect(invoice.balance).toMatch(/^[$€£]\d+\.\d{2}$/)
    }
  })

  it('spreads dates over the year before its today, a later id issued no earlier', () => {
    const yearBefore = new Date(Date.parse(TEST_DAY) - 365 * 86_400_000).toISOString().slice(0, 10)
    for (const [index, invoice] of seed.entries()) {
      expect(invoice.issuedDate >= yearBefore && invoice.issuedDate <= TEST_DAY).toBe(true)
      expect(invoice.dueDate >= invoice.issuedDate).toBe(true)
      if (index > 0) expect(invoice.issuedDate >= seed[index - 1]!.issuedDate).toBe(true)
      if (invoice.invoiceStatus === 'Past Due') expect(invoice.dueDate < TEST_DAY).toBe(true)
    }
  })

  it('gives most clients a picture and a few none', () => {
    const avatars = seed.map((invoice) => invoice.avatar)
    expect(avatars.every((avatar) => /^(|\/images\/avatars\/([1-9]|1\d|20)\.svg)$/.test(avatar))).toBe(true)
    expect(avatars.filter((avatar) => avatar === '').length).toBeGreaterThan(0)
    expect(avatars.filter((avatar) => avatar !== '').length).toBeGreaterThan(40)
  })
})

describe('GET /apps/invoice/invoices', () => {
  it('answers page 1 of 10, newest id first, with every invoice and the total', async () => {
    const answer = await getPage()
    expect(ids(answer.invoices)).toEqual(ids(newestFirst.slice(0, 10)))
    expect(answer.total).toBe(60)
    expect(ids(answer.allData!)).toEqual(ids(newestFirst))
  })

  it('slices pages of the given size; past the end is empty', async () => {
    expect(ids((await getPage({ page: 3, perPage: 25 })).invoices)).toEqual(ids(newestFirst.slice(50, 60)))
    expect(ids((await getPage({ page: 2 })).invoices)).toEqual(ids(newestFirst.slice(10, 20)))
    expect(await getPage({ page: 7 })).toMatchObject({ invoices: [], total: 60 })
  })

  it.each(INVOICE_STATUSES)('filters by the status %s, spelled exactly', async (status) => {
    const answer = await getPage({ status, perPage: 100 })
    expect(ids(answer.invoices)).toEqual(ids(newestFirst.filter((invoice) => invoice.invoiceStatus === status)))
    expect(answer.total).toBe(10)
  })

  it('refuses another spelling of a status', async () => {
    const { status } = await callEndpoint(invoicesData, { query: { status: 'paid' as never } })
    expect(status).toBe(400)
  })

  it("finds the client's name and email, ignoring case", async () => {
    const { client } = seed[0]!
    const byClient = ids(newestFirst.filter((invoice) => invoice.client.companyEmail === client.companyEmail))
    expect(byClient.length).toBeGreaterThan(0)
    expect(ids((await getPage({ q: client.name.toUpperCase(), perPage: 100 })).invoices)).toEqual(byClient)
    const byEmail = await getPage({ q: client.companyEmail.toUpperCase(), perPage: 100 })
    expect(ids(byEmail.invoices)).toEqual(byClient)
    expect(byEmail.total).toBe(byClient.length)
  })

  it('searches nothing else (a service name finds nothing)', async () => {
    expect(await getPage({ q: 'Software Development' })).toMatchObject({ invoices: [], total: 0 })
  })

  it('combines q and status, and pages what matches', async () => {
    const q = 'a'
    const matches = newestFirst.filter(
      (invoice) =>
        invoice.invoiceStatus === 'Paid' && (invoice.client.name.toLowerCase().includes(q) || invoice.client.companyEmail.includes(q)),
    )
    const answer = await getPage({ q, status: 'Paid', perPage: 5, page: 2 })
    expect(ids(answer.invoices)).toEqual(ids(matches.slice(5, 10)))
    expect(answer.total).toBe(matches.length)
  })

  it('sorts by amount and by client, both ways (beyond the SPEC)', async () => {
    const totals = (await getPage({ sortBy: 'total', perPage: 100 })).invoices.map((invoice) => invoice.amounts.total)
    expect(totals).toEqual([...totals].sort((a, b) => a - b))
    const names = (await getPage({ sortBy: 'client', sortDir: 'desc', perPage: 100 })).invoices.map((invoice) => invoice.client.name)
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })))
  })
})

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers the invoice with the payment details', async () => {
    const invoice = seed.find((i) => i.invoiceStatus === 'Partial Payment')!
    const answer = await expectSuccess(getInvoice, { params: { id: invoice.id } })
    expect(answer.invoice).toEqual(invoice)
    expect(answer.paymentDetails).toEqual({
      totalDue: invoice.balance,
      bankName: 'Pacific Coast Bank',
      country: 'United States',
      iban: 'US32 PCBK 0045 1920 7763 18',
      swiftCode: 'PCBKUS6L',
    })
  })

  it('answers 404 for an unknown id', async () => {
    expect(await callEndpoint(getInvoice, { params: { id: 1 } })).toEqual({ status: 404, body: { error: 'No invoice with id 1' } })
  })
})

describe('DELETE /apps/invoice/delete', () => {
  it('removes the invoice', async () => {
    expect(await callEndpoint(deleteInvoice, { query: { id: 5000 } })).toEqual({ status: 204, body: undefined })
    expect((await callEndpoint(getInvoice, { params: { id: 5000 } })).status).toBe(404)
    const answer = await getPage({ perPage: 100 })
    expect(answer.total).toBe(59)
    expect(ids(answer.allData!)).not.toContain(5000)
  })

  it('answers 404 for an unknown id and deletes nothing', async () => {
    expect(await callEndpoint(deleteInvoice, { query: { id: 4986 } })).toEqual({ status: 404, body: { error: 'No invoice with id 4986' } })
    expect((await getPage()).total).toBe(60)
  })
})

describe('GET /api/invoice/clients', () => {
  const clients = seedInvoiceClients()

  it('answers the first 5 clients', async () => {
    expect(await expectSuccess(invoiceClients)).toEqual(clients.slice(0, 5))
  })

  it('narrows them by name, company or email (beyond the SPEC)', async () => {
    expect(await expectSuccess(invoiceClients, { query: { q: 'HARTMANN' } })).toEqual([clients[8]])
    expect(await expectSuccess(invoiceClients, { query: { q: 'norrskenmobler.se' } })).toEqual([clients[14]])
    expect(await expectSuccess(invoiceClients, { query: { q: 'e' } })).toHaveLength(5)
  })
})

describe('who may call', () => {
  it.each([
    [invoicesData, {}],
    [getInvoice, { params: { id: FIRST_INVOICE_ID } }],
    [invoiceClients, {}],
    [deleteInvoice, { query: { id: FIRST_INVOICE_ID } }],
  ] as const)('the client role may not call $id', async (endpoint, input) => {
    expect(await callEndpoint(endpoint, input as never, { as: 'client' })).toEqual({
      status: 403,
      body: { error: expect.stringMatching(/^The client role may not (read|update) Invoice$/) },
    })
  })

  it('nothing is deleted by a refused call', async () => {
    await callEndpoint(deleteInvoice, { query: { id: FIRST_INVOICE_ID } }, { as: 'client' })
    expect((await getPage()).total).toBe(60)
  })
})
