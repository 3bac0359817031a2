import { createFileRoute } from '@tanstack/react-router'
import { loadInvoiceList } from '@/features/invoices/queries'
import { invoiceSearch } from '@/features/invoices/search'
import { InvoiceList } from '@/features/invoices/list/InvoiceList'
import { queryClient } from '@/api/queryClient'

export const Route = createFileRoute('/_main/apps/invoice/list')({
  staticData: { ability: { action: 'read', subject: 'Invoice' }, messages: ['invoices'] },
  ...invoiceSearch.route,
  loader: ({ deps, cause }) => loadInvoiceList(queryClient, deps, cause),
  component: function InvoiceListPage() {
    return <InvoiceList search={Route.useSearch()} onSearchChange={invoiceSearch.navigator(Route.useNavigate())} />
  },
})
