import { createFileRoute } from '@tanstack/react-router'
import { newestInvoiceRedirect } from '@/features/invoice/shared/newestInvoiceRedirect'
import { queryClient } from '@/api/queryClient'

// The page index lists /apps/invoice/preview without an invoice: it opens the newest one.
export const Route = createFileRoute('/_main/apps/invoice/preview/')({
  staticData: { ability: { action: 'read', subject: 'Invoice' } },
  loader: () => newestInvoiceRedirect(queryClient, '/apps/invoice/preview/$id'),
})
