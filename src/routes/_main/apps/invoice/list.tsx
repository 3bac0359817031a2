import { createFileRoute } from '@tanstack/react-router'
import { loadInvoiceList } from '@/features/invoice/queries'
import { invoiceSearch } from '@/features/invoice/search'
import { InvoiceList } from '@/features/invoice/list/InvoiceList'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/invoice/list')({
  ...pageRoute('invoice-list'),
  ...invoiceSearch.route,
  loader: ({ location, cause }) => loadInvoiceList(queryClient, invoiceSearch.read(location.search), cause),
  component: function InvoiceListPage() {
    return <InvoiceList search={Route.useSearch()} onSearchChange={invoiceSearch.navigator(Route.useNavigate())} />
  },
})
