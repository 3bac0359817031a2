import type { QueryClient } from '@tanstack/react-query'
import type { Invoice, InvoicesPage, InvoiceWithPaymentDetails } from '@/api/contract/invoices'
import { invoiceKeys } from './queries'

/*
 * What the invoice mutations write into the cache before the refetch that follows each of them:
 * the screen shows the change at once, then the server's own answer.
 */

/** Takes the invoices out of every cached page, their count out of each total; their own entries go. */
export function withoutInvoices(cache: QueryClient, ids: ReadonlySet<number>): void {
  const kept = (invoice: Invoice) => !ids.has(invoice.id)
  cache.setQueriesData<InvoicesPage>({ queryKey: invoiceKeys.page.prefix() }, (page) => {
    if (!page) return page
    const invoices = page.invoices.filter(kept)
    return { allData: page.allData?.filter(kept), invoices, total: page.total - (page.invoices.length - invoices.length) }
  })
}

/** Puts an invoice as the server answered it wherever a copy is cached: its own entry and the pages that show it. */
export function withInvoice(cache: QueryClient, invoice: Invoice): void {
  const replace = (rows: Invoice[]) => rows.map((row) => (row.id === invoice.id ? invoice : row))
  cache.setQueriesData<InvoicesPage>({ queryKey: invoiceKeys.page.prefix() }, (page) =>
    page && { ...page, allData: page.allData && replace(page.allData), invoices: replace(page.invoices) },
  )
  // The payment details (the amount due as text) come with the refetch that follows.
  cache.setQueryData<InvoiceWithPaymentDetails>(invoiceKeys.invoice(invoice.id), (entry) => entry && { ...entry, invoice })
}
