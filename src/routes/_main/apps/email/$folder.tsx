import { createFileRoute } from '@tanstack/react-router'
import { loadEmailView } from '@/features/email/queries'
import { emailSearch, parseFolderParam } from '@/features/email/search'
import { listContext } from '@/features/email/view'
import { EmailScreen } from '@/features/email/EmailScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/email/$folder')({
  ...pageRoute('email'),
  // An unknown folder redirects to the inbox.
  params: { parse: parseFolderParam, stringify: ({ folder }) => ({ folder }) },
  ...emailSearch.route,
  loader: ({ params, location, cause }) => {
    const search = emailSearch.read(location.search)
    return loadEmailView(queryClient, listContext(params, search.q), search.mail, cause)
  },
  component: function EmailFolderPage() {
    return <EmailScreen place={Route.useParams()} search={Route.useSearch()} onSearchChange={emailSearch.navigator(Route.useNavigate())} />
  },
})
