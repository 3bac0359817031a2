import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DataProvider } from '@/app/DataProvider'

// Blank-layout pages that call the back end (the auth pages) get the query cache here; the
// static misc pages beside them load without it.
export const Route = createFileRoute('/_blank/_data')({
  component: function BlankDataLayout() {
    return (
      <DataProvider>
        <Outlet />
      </DataProvider>
    )
  },
})
