import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '@/auth/routeGuards'
import { requiredAbility } from '@/auth/routeAbility'
import { MainLayout } from '@/layout/MainLayout'
import { DataProvider } from '@/app/DataProvider'
import { loadAppMessages } from '@/i18n/i18n'
import { PageLoader } from '@/components/PageLoader'

// Every page of the app shell needs a signed-in user, and the ability its route declares in
// `staticData.ability`. The layout is its own chunk: the first paint shows the loader until it arrives.
export const Route = createFileRoute('/_main')({
  beforeLoad: ({ location, matches }): Promise<void> => requireAuth({ location, ability: requiredAbility(matches) }),
  // The messages of the app's screens (the shell's are loaded at boot). This loader stays out of the
  // layout's chunk (see codeSplitGroupings), so the catalog downloads alongside it, not after it.
  loader: () => loadAppMessages(),
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  component: function MainLayoutWithData() {
    return (
      <DataProvider>
        <MainLayout />
      </DataProvider>
    )
  },
  pendingComponent: () => <PageLoader fullScreen />,
  pendingMs: 0,
})
