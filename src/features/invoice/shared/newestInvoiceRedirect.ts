import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { invoiceQueries } from '../queries'

/**
 * Opens the newest invoice (the list's first, newest first) in the preview or the edit form: the
 * page index lists /apps/invoice/preview and /edit without an id. The list when there is none.
 */
export async function newestInvoiceRedirect(queryClient: QueryClient, to: '/apps/invoice/preview/$id' | '/apps/invoice/edit/$id'): Promise<never> {
  const [newest] = (await queryClient.fetchQuery(invoiceQueries.page({ perPage: 1 }))).invoices
  throw newest ? redirect({ to, params: { id: newest.id }, replace: true }) : redirect({ to: '/apps/invoice/list', replace: true })
}
