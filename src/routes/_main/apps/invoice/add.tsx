import { createFileRoute } from '@tanstack/react-router'
import { loadInvoiceForm } from '@/features/invoice/queries'
import { InvoiceAdd } from '@/features/invoice/form/InvoiceAdd'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/invoice/add')({
  staticData: { ability: { action: 'read', subject: 'Invoice' }, messages: ['invoice'] },
  loader: ({ cause }) => loadInvoiceForm(queryClient, undefined, cause),
  component: InvoiceAdd,
})
