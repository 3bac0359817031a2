import type { QueryClient } from '@tanstack/react-query'
import type { Invoice, InvoiceWithPaymentDetails } from '@/api/contract/invoices'
import { invoiceKeys, invoiceList } from './queries'

/*
 * What the invoice mutations write into the cache before the refetch that follows each of them:
 * the screen shows the change at once, then the server's own answer.
 */

/** Takes the invoices out of every cached page, their count out of each total. */
export const withoutInvoices = (cache: QueryClient, ids: ReadonlySet<number>): void => invoiceList.removeRows(cache, ids)

/** Puts an invoice as the server answered it wherever a copy is cached: its own entry and the pages that show it. */
export function withInvoice(cache: QueryClient, invoice: Invoice): void {
  invoiceList.replaceRow(cache, invoice)
  // The payment details (the amount due as text) come with the refetch that follows.
  cache.setQueryData<InvoiceWithPaymentDetails>(invoiceKeys.record(invoice.id), (entry) => entry && { ...entry, invoice })
}
