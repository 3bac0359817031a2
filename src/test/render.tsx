import type { ReactElement, ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '@/api/queryClient'
import { render, type RenderResult } from '@testing-library/react'

interface RenderOptions {
  /** Wraps the screen in React Query's provider too, with a fresh client of the app's kind that never retries. */
  withQueries?: boolean
}

/**
 * Renders a component as the app mounts it, in English: the source messages, so a test reads the
 * texts the code has. `rerender` keeps the providers.
 */
export function renderInEnglish(ui: ReactElement, { withQueries = false }: RenderOptions = {}): RenderResult {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  // A failed call shows its error at once instead of being tried again behind the test's back.
  const client = withQueries ? createQueryClient({ retry: false }) : undefined
  const wrapper = ({ children }: { children: ReactNode }) => {
    const translated = <I18nProvider i18n={i18n}>{children}</I18nProvider>
    return client ? <QueryClientProvider client={client}>{translated}</QueryClientProvider> : translated
  }
  return render(ui, { wrapper })
}
