import { createFileRoute } from '@tanstack/react-router'
import { loadInvoiceForm } from '@/features/invoice/queries'
import { InvoiceAdd } from '@/features/invoice/form/InvoiceAdd'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/invoice/add')({
  ...pageRoute('invoice-add'),
  loader: ({ cause }) => loadInvoiceForm(queryClient, undefined, cause),
  component: InvoiceAdd,
})
