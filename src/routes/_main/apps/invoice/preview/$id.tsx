import { createFileRoute } from '@tanstack/react-router'
import { loadInvoice } from '@/features/invoice/queries'
import { invoiceIdParam } from '@/features/invoice/search'
import { InvoicePreview } from '@/features/invoice/preview/InvoicePreview'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/invoice/preview/$id')({
  staticData: { ability: { action: 'read', subject: 'Invoice' }, messages: ['invoice'] },
  params: invoiceIdParam,
  loader: ({ params, cause }) => loadInvoice(queryClient, params.id, cause),
  component: function InvoicePreviewPage() {
    return <InvoicePreview id={Route.useParams().id} />
  },
})
