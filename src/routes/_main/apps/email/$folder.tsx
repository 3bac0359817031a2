import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loadEmailView } from '@/features/email/queries'
import { validateEmailSearch, emailSearchDefaults, parseFolderParam } from '@/features/email/search'
import { listContext } from '@/features/email/view'
import { EmailScreen } from '@/features/email/EmailScreen'
import { queryClient } from '@/app/queryClient'

export const Route = createFileRoute('/_main/apps/email/$folder')({
  staticData: { ability: { action: 'read', subject: 'Email' } },
  // An unknown folder redirects to the inbox.
  params: { parse: parseFolderParam, stringify: ({ folder }) => ({ folder }) },
  validateSearch: validateEmailSearch,
  search: { middlewares: [stripSearchParams(emailSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, cause }) => loadEmailView(queryClient, listContext(params, deps.q), deps.mail, cause),
  component: function EmailFolderPage() {
    const navigate = Route.useNavigate()
    return (
      <EmailScreen
        place={Route.useParams()}
        search={Route.useSearch()}
        onSearchChange={(patch, options) => void navigate({ search: (prev) => ({ ...prev, ...patch }), ...options })}
      />
    )
  },
})
