import { createFileRoute } from '@tanstack/react-router'
import { loadInvoiceForm } from '@/features/invoice/queries'
import { recordIdParam } from '@/lib/recordIdParam'
import { InvoiceEdit } from '@/features/invoice/form/InvoiceEdit'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/invoice/edit/$id')({
  ...pageRoute('invoice-edit'),
  params: recordIdParam,
  loader: ({ params, cause }) => loadInvoiceForm(queryClient, params.id, cause),
  component: function InvoiceEditPage() {
    return <InvoiceEdit id={Route.useParams().id} />
  },
})
