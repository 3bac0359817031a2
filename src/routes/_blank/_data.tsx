import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DataProvider } from '@/app/DataProvider'
import { loadAppMessages } from '@/i18n/i18n'

// Blank-layout pages that call the back end (the auth pages) get the query cache and the app's
// messages here; the static misc pages beside them load without either.
export const Route = createFileRoute('/_blank/_data')({
  // Not split into the layout's chunk (see codeSplitGroupings): the catalog downloads alongside it.
  loader: () => loadAppMessages(),
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  component: function BlankDataLayout() {
    return (
      <DataProvider>
        <Outlet />
      </DataProvider>
    )
  },
})
