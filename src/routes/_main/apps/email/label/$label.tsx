import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loadEmailView } from '@/features/email/queries'
import { validateEmailSearch, emailSearchDefaults, parseLabelParam } from '@/features/email/search'
import { listContext } from '@/features/email/view'
import { EmailScreen } from '@/features/email/EmailScreen'
import { queryClient } from '@/app/queryClient'

export const Route = createFileRoute('/_main/apps/email/label/$label')({
  staticData: { ability: { action: 'read', subject: 'Email' } },
  // An unknown label redirects to the inbox.
  params: { parse: parseLabelParam, stringify: ({ label }) => ({ label }) },
  validateSearch: validateEmailSearch,
  search: { middlewares: [stripSearchParams(emailSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps, cause }) => loadEmailView(queryClient, listContext(params, deps.q), deps.mail, cause),
  component: function EmailLabelPage() {
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
