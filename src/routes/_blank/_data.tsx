import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DataProvider } from '@/components/DataProvider'
import { loadMessages, routeMessages } from '@/i18n/i18n'

// Blank-layout pages that call the back end (the auth pages) get the query cache and their
// messages here; the static misc pages beside them load without either.
export const Route = createFileRoute('/_blank/_data')({
  // The catalogs of the app and of the page (its `staticData.messages`). The loader is not split into
  // the layout's chunk (see codeSplitGroupings): the catalogs download alongside it.
  beforeLoad: ({ matches }): { messages: Promise<void> | void } => ({ messages: loadMessages('app', ...routeMessages(matches)) }),
  loader: ({ context }) => context.messages,
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  component: () => <DataProvider><Outlet /></DataProvider>,
})
