import { createFileRoute } from '@tanstack/react-router'
import { loadInvoiceForm } from '@/features/invoices/queries'
import { invoiceIdParam } from '@/features/invoices/search'
import { InvoiceEdit } from '@/features/invoices/form/InvoiceEdit'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/invoice/edit/$id')({
  staticData: { ability: { action: 'read', subject: 'Invoice' }, messages: ['invoices'] },
  params: invoiceIdParam,
  loader: ({ params, cause }) => loadInvoiceForm(queryClient, params.id, cause),
  component: function InvoiceEditPage() {
    return <InvoiceEdit id={Route.useParams().id} />
  },
})
