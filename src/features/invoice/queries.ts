import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { getInvoice, invoiceClients, invoicesData, type InvoicesQuery } from '@/api/contract/invoices'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { InvoiceSearch } from './search'

/** Keys of the invoice app: a page per list query, each invoice (with its payment details) by id, the clients per search. */
export const invoiceKeys = queryKeys('invoices', {
  page: (query: InvoicesQuery) => [query],
  invoice: (id: number) => [id],
  clients: (q: string) => [q],
})

/** Every query of the invoice app. Loaders and screens both use these. */
export const invoiceQueries = {
  /** One page of the list, with its total (asked without the answer's allData, which no screen here needs). */
  page: (query: InvoicesQuery) =>
    queryOptions({ queryKey: invoiceKeys.page(query), queryFn: ({ signal }) => api(invoicesData, { query, signal }) }),
  /** One invoice and where to pay it: the preview, print and edit screens. */
  invoice: (id: number) =>
    queryOptions({ queryKey: invoiceKeys.invoice(id), queryFn: ({ signal }) => api(getInvoice, { params: { id }, signal }) }),
  /** The client picker's choices: at most 5, narrowed by what was typed. */
  clients: (q = '') =>
    queryOptions({ queryKey: invoiceKeys.clients(q), queryFn: ({ signal }) => api(invoiceClients, { query: { q }, signal }) }),
}

/** The API query for an address; the direction is left out without a sort, so equal views share a cache entry. */
export function toInvoicesQuery({ q, page, perPage, sortBy, sortDir, status }: InvoiceSearch): InvoicesQuery {
  return { q, page, perPage, ...(sortBy && { sortBy, sortDir }), ...(status && { status }), allData: 'false' }
}

/** The list's loader: the page the address asks for. */
export const loadInvoiceList = (queryClient: QueryClient, search: InvoiceSearch, cause: LoadCause) =>
  loadByCause(queryClient, cause, [invoiceQueries.page(toInvoicesQuery(search))])

/** The preview's and print view's loader: an invoice that cannot be loaded shows its own state (not found, retry). */
export const loadInvoice = (queryClient: QueryClient, id: number, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], { optional: [invoiceQueries.invoice(id)] })

/** The edit and add forms' loader: the invoice being edited (none for a new one) and the first clients for the picker. */
export const loadInvoiceForm = (queryClient: QueryClient, id: number | undefined, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], {
    optional: [...(id === undefined ? [] : [invoiceQueries.invoice(id)]), invoiceQueries.clients()],
  })
