// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { Invoice, InvoicesPage, InvoiceWithPaymentDetails } from '@/api/contract'
import { withInvoice, withoutInvoices } from './cacheWrites'
import { invoiceKeys } from './queries'

// Only the fields the cache writes look at matter here.
const invoice = (id: number, invoiceStatus: Invoice['invoiceStatus'] = 'Draft') => ({ id, invoiceStatus }) as Invoice
const pageOf = (ids: number[], total: number): InvoicesPage => ({ allData: [5, 4, 3, 2, 1].map((id) => invoice(id)), invoices: ids.map((id) => invoice(id)), total })

function cacheWithPages() {
  const cache = new QueryClient()
  cache.setQueryData(invoiceKeys.page({ page: 1, perPage: 2 }), pageOf([5, 4], 5))
  cache.setQueryData(invoiceKeys.page({ page: 2, perPage: 2 }), pageOf([3, 2], 5))
  return cache
}

const ids = (page: InvoicesPage | undefined) => page?.invoices.map((i) => i.id)

describe('invoice cache writes', () => {
  it('takes deleted invoices out of every page, and their count out of the pages that showed them', () => {
    const cache = cacheWithPages()
    withoutInvoices(cache, new Set([4, 3]))
    const first = cache.getQueryData<InvoicesPage>(invoiceKeys.page({ page: 1, perPage: 2 }))
    const second = cache.getQueryData<InvoicesPage>(invoiceKeys.page({ page: 2, perPage: 2 }))
    expect([ids(first), first?.total]).toEqual([[5], 4])
    expect([ids(second), second?.total]).toEqual([[2], 4])
    expect(first?.allData?.map((i) => i.id)).toEqual([5, 2, 1])
  })

  it('puts an answered invoice in every page and in its own entry, keeping the payment details', () => {
    const cache = cacheWithPages()
    const paymentDetails = { totalDue: '$1.00', bankName: 'B', country: 'C', iban: 'I', swiftCode: 'S' }
    cache.setQueryData<InvoiceWithPaymentDetails>(invoiceKeys.record(4), { invoice: invoice(4), paymentDetails })
    withInvoice(cache, invoice(4, 'Sent'))
    const first = cache.getQueryData<InvoicesPage>(invoiceKeys.page({ page: 1, perPage: 2 }))
    expect(first?.invoices.map((i) => i.invoiceStatus)).toEqual(['Draft', 'Sent'])
    expect(first?.allData?.find((i) => i.id === 4)?.invoiceStatus).toBe('Sent')
    expect(cache.getQueryData(invoiceKeys.record(4))).toEqual({ invoice: invoice(4, 'Sent'), paymentDetails })
  })

  it('makes no entry for an invoice that was not cached', () => {
    const cache = new QueryClient()
    withInvoice(cache, invoice(9, 'Paid'))
    expect(cache.getQueryData(invoiceKeys.record(9))).toBeUndefined()
  })
})
