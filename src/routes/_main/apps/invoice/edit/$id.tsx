import { createFileRoute } from '@tanstack/react-router'
import { loadInvoiceForm } from '@/features/invoice/queries'
import { invoiceIdParam } from '@/features/invoice/search'
import { InvoiceEdit } from '@/features/invoice/form/InvoiceEdit'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/invoice/edit/$id')({
  staticData: { ability: { action: 'read', subject: 'Invoice' }, messages: ['invoice'] },
  params: invoiceIdParam,
  loader: ({ params, cause }) => loadInvoiceForm(queryClient, params.id, cause),
  component: function InvoiceEditPage() {
    return <InvoiceEdit id={Route.useParams().id} />
  },
})
