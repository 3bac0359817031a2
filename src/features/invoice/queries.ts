import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { listResource } from '@/api/listResource'
import { getInvoice, invoiceClients, invoicesData, type InvoicesQuery } from '@/api/contract/invoices'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { InvoiceSearch } from './search'

/**
 * The invoice list (a page per query, asked without the answer's allData, which no screen here
 * needs) and each invoice with where to pay it (the preview, print and edit screens).
 */
export const invoiceList = listResource({
  domain: 'invoices',
  endpoint: invoicesData,
  rowsField: 'invoices',
  toQuery: toInvoicesQuery,
  record: (id, signal) => api(getInvoice, { params: { id }, signal }),
})

/** Keys of the invoice app: the list's, and the clients per search. */
export const invoiceKeys = { ...invoiceList.keys, ...queryKeys('invoices', { clients: (q: string) => [q] }) }

/** Every query of the invoice app. Loaders and screens both use these. */
export const invoiceQueries = {
  invoice: invoiceList.queries.record,
  /** The client picker's choices: at most 5, narrowed by what was typed. */
  clients: (q = '') =>
    queryOptions({ queryKey: invoiceKeys.clients(q), queryFn: ({ signal }) => api(invoiceClients, { query: { q }, signal }) }),
}

/** The API query for an address; the direction is left out without a sort, so equal views share a cache entry. */
function toInvoicesQuery({ q, page, perPage, sortBy, sortDir, status }: InvoiceSearch): InvoicesQuery {
  return { q, page, perPage, ...(sortBy && { sortBy, sortDir }), ...(status && { status }), allData: 'false' }
}

/** The list's loader: the page the address asks for. */
export const loadInvoiceList = (queryClient: QueryClient, search: InvoiceSearch, cause: LoadCause) => invoiceList.loadList(queryClient, search, cause)

/** The preview's and print view's loader: an invoice that cannot be loaded shows its own state (not found, retry). */
export const loadInvoice = invoiceList.loadRecord

/**
 * Opens the newest invoice (the list's first, newest first) in the preview or the edit form: the
 * page index lists /apps/invoice/preview and /edit without an id. The list when there is none.
 */
export const newestInvoiceRedirect = (queryClient: QueryClient, to: '/apps/invoice/preview/$id' | '/apps/invoice/edit/$id') =>
  invoiceList.firstRecordRedirect(queryClient, to, '/apps/invoice/list')

/** The edit and add forms' loader: the invoice being edited (none for a new one) and the first clients for the picker. */
export const loadInvoiceForm = (queryClient: QueryClient, id: number | undefined, cause: LoadCause) =>
  loadByCause(queryClient, cause, [], {
    optional: [...(id === undefined ? [] : [invoiceQueries.invoice(id)]), invoiceQueries.clients()],
  })
