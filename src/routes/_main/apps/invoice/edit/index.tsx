import { createFileRoute } from '@tanstack/react-router'
import { newestInvoiceRedirect } from '@/features/invoice/queries'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The page index lists /apps/invoice/edit without an invoice: it opens the newest one in the form.
export const Route = createFileRoute('/_main/apps/invoice/edit/')({
  ...pageRoute('invoice-edit'),
  loader: () => newestInvoiceRedirect(queryClient, '/apps/invoice/edit/$id'),
})
