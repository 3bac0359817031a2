import { createFileRoute } from '@tanstack/react-router'
import { newestInvoiceRedirect } from '@/features/invoice/queries'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The page index lists /apps/invoice/preview without an invoice: it opens the newest one.
export const Route = createFileRoute('/_main/apps/invoice/preview/')({
  ...pageRoute('invoice-preview'),
  loader: () => newestInvoiceRedirect(queryClient, '/apps/invoice/preview/$id'),
})
