import { createFileRoute } from '@tanstack/react-router'
import { loadInvoiceForm } from '@/features/invoices/queries'
import { InvoiceAdd } from '@/features/invoices/form/InvoiceAdd'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/invoice/add')({
  staticData: { ability: { action: 'read', subject: 'Invoice' }, messages: ['invoices'] },
  loader: ({ cause }) => loadInvoiceForm(queryClient, undefined, cause),
  component: InvoiceAdd,
})
