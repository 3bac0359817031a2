import '@fontsource/public-sans/300.css'
import '@fontsource/public-sans/400.css'
import '@fontsource/public-sans/500.css'
import '@fontsource/public-sans/600.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { AppProviders } from './app/AppProviders'
import { router } from './app/router'
import { activateLanguage } from './i18n/i18n'
import { preferences } from './theme/settingsStore'
import { markBackendReady } from './api/backendReady'
import { unregisterForeignServiceWorkers } from './app/serviceWorkers'
import { handleExpiredSessions } from './app/sessionExpiry'
import { loadRtlCache } from './app/emotionCache'

// The mock back end starts alongside the first render, never in front of it. A build for a real
// back end (VITE_API_MOCK=false) drops this import, and with it every line of mock code.
const backend =
  import.meta.env.VITE_API_MOCK === 'false'
    ? Promise.resolve()
    : import('./mocks/browser').then(({ startMockWorker }) => startMockWorker())

markBackendReady(backend)
void backend.then(unregisterForeignServiceWorkers)

handleExpiredSessions()
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
  </StrictMode>,
)
