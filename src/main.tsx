import '@fontsource/public-sans/300.css'
import '@fontsource/public-sans/400.css'
import '@fontsource/public-sans/500.css'
import '@fontsource/public-sans/600.css'
import './app/global.css'
import { lazy, StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { AppProviders } from './app/AppProviders'
import { router } from './app/router'
import { activateLanguage } from './i18n/i18n'
import { preferences } from './theme/settingsStore'
import { backendReady, setBackendStarter, startBackendWhenIdle } from './api/backendReady'
import { unregisterForeignServiceWorkers } from './app/serviceWorkers'
import { handleExpiredSessions } from './app/sessionExpiry'
import { loadRtlCache } from './app/emotionCache'
import { showSettingsProblems } from './app/settingsProblems'
import { checkEnvSettings } from './lib/envSettings'

// TanStack Router and Query devtools, in development only: a production build drops this import.
const Devtools = import.meta.env.DEV ? lazy(() => import('./app/Devtools')) : null

async function boot(): Promise<void> {
  // The mock back end never delays the first screen: it starts at the first call that needs it or
  // once the first page has painted and the browser is idle (src/api/backendReady.ts). A build for a
  // real back end (VITE_API_MOCK=false) drops this import, and with it every line of mock code; it
  // registers no service worker and leaves those of its origin alone.
  if (import.meta.env.VITE_API_MOCK !== 'false') {
    setBackendStarter(async () => {
      const { startMockWorker } = await import('./mocks/browser')
      await startMockWorker()
      void unregisterForeignServiceWorkers()
    })
    startBackendWhenIdle(firstPageRendered())
  } else {
    void backendReady()
  }

  handleExpiredSessions()
  loadPageCode()
  // A returning right-to-left user gets the mirrored styles from the first paint.
  await Promise.all([
    activateLanguage(preferences.get().language),
    preferences.get().direction === 'rtl' ? loadRtlCache() : null,
  ])

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
      {Devtools && (
        <Suspense>
          <Devtools />
        </Suspense>
      )}
    </StrictMode>,
  )
}

/**
 * Starts downloading the first page's code (its layouts' and its own chunks) now, alongside the
 * language's catalogs, rather than once the app has rendered: the router finds it there.
 */
function loadPageCode(): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => {})
  }
}

/** Resolves when the router has rendered its first page (not a loader), or after 3 s at the latest. */
function firstPageRendered(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe()
      resolve()
    })
    setTimeout(resolve, 3000)
  })
}

// The build checked the settings already (vite.config.ts); a bundle built otherwise says what is
// wrong instead of starting half-configured.
const { problems, warnings } = checkEnvSettings(import.meta.env)
for (const warning of warnings) console.warn(warning)
if (problems.length > 0) {
  // The page's own words in the user's language when the catalog can load; English otherwise.
  await activateLanguage(preferences.get().language).catch(() => undefined)
  showSettingsProblems(problems)
} else {
  await boot()
}
