import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '@/auth/routeGuards'
import { loadInvoice } from '@/features/invoice/queries'
import { recordIdParam } from '@/lib/recordIdParam'
import { InvoicePrint } from '@/features/invoice/preview/InvoicePrint'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

// The print view has no menus, so it lives in the blank layout; `_blank/_data` gives it the query
// cache and its messages but guards nothing (its other pages are the public sign-in pages): the
// route checks the session and its ability itself, as `_main` does for its pages. It prints the
// preview's page.
const page = pageRoute('invoice-preview')

export const Route = createFileRoute('/_blank/_data/apps/invoice/print/$id')({
  ...page,
  beforeLoad: ({ location }) => requireAuth({ location, ability: page.staticData.ability }),
  params: recordIdParam,
  loader: ({ params, cause }) => loadInvoice(queryClient, params.id, cause),
  component: function InvoicePrintPage() {
    return <InvoicePrint id={Route.useParams().id} />
  },
})
