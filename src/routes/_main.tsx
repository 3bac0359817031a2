import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '@/auth/routeGuards'
import { requiredAbility } from '@/auth/routeAbility'
import { MainLayout } from '@/layout/MainLayout'
import { DataProvider } from '@/components/DataProvider'
import { loadMessages, routeMessages } from '@/i18n/i18n'
import { PageLoader } from '@/components/PageLoader'

// Every page of the app shell needs a signed-in user, and the ability its route declares in
// `staticData.ability`. The layout is its own chunk: the first paint shows the loader until it arrives.
export const Route = createFileRoute('/_main')({
  beforeLoad: async ({ location, matches }): Promise<{ messages: Promise<void> | void }> => {
    // The messages of the layout (its navbar shows the auth and search features) and of the page
    // (its `staticData.messages`); the shell's are loaded at boot. Started here, awaited by the
    // loader, which stays out of the layout's chunk (see codeSplitGroupings): the catalogs
    // download alongside the layout's code, not after it.
    // With the mock, the user menu also offers the demo reset (the `demo` catalog).
    const messages = loadMessages('app', 'auth', 'search', ...(import.meta.env.VITE_API_MOCK !== 'false' ? ['demo'] : []), ...routeMessages(matches))
    await requireAuth({ location, ability: requiredAbility(matches) })
    return { messages }
  },
  loader: ({ context }) => context.messages,
  codeSplitGroupings: [['component'], ['errorComponent'], ['notFoundComponent']],
  component: () => <DataProvider><MainLayout /></DataProvider>,
  pendingComponent: () => <PageLoader fullScreen />,
  pendingMs: 0,
})
