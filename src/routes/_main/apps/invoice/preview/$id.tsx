import { createFileRoute } from '@tanstack/react-router'
import { loadInvoice } from '@/features/invoice/queries'
import { recordIdParam } from '@/lib/recordIdParam'
import { InvoicePreview } from '@/features/invoice/preview/InvoicePreview'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/invoice/preview/$id')({
  ...pageRoute('invoice-preview'),
  params: recordIdParam,
  loader: ({ params, cause }) => loadInvoice(queryClient, params.id, cause),
  component: function InvoicePreviewPage() {
    return <InvoicePreview id={Route.useParams().id} />
  },
})
