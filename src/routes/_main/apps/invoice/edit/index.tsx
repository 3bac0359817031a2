import { createFileRoute } from '@tanstack/react-router'
import { newestInvoiceRedirect } from '@/features/invoice/shared/newestInvoiceRedirect'
import { queryClient } from '@/api/queryClient'

// The page index lists /apps/invoice/edit without an invoice: it opens the newest one in the form.
export const Route = createFileRoute('/_main/apps/invoice/edit/')({
  staticData: { ability: { action: 'read', subject: 'Invoice' } },
  loader: () => newestInvoiceRedirect(queryClient, '/apps/invoice/edit/$id'),
})
