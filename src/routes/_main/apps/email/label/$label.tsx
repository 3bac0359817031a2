import { createFileRoute } from '@tanstack/react-router'
import { loadEmailView } from '@/features/email/queries'
import { emailSearch, parseLabelParam } from '@/features/email/search'
import { listContext } from '@/features/email/view'
import { EmailScreen } from '@/features/email/EmailScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/email/label/$label')({
  ...pageRoute('email'),
  // An unknown label redirects to the inbox.
  params: { parse: parseLabelParam, stringify: ({ label }) => ({ label }) },
  ...emailSearch.route,
  loader: ({ params, location, cause }) => {
    const search = emailSearch.read(location.search)
    return loadEmailView(queryClient, listContext(params, search.q), search.mail, cause)
  },
  component: function EmailLabelPage() {
    return <EmailScreen place={Route.useParams()} search={Route.useSearch()} onSearchChange={emailSearch.navigator(Route.useNavigate())} />
  },
})
